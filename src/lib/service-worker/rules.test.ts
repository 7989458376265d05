import { describe, expect, it } from "vitest";
import {
  cacheControlDirectives,
  cacheNamesFor,
  isOlderBuildCache,
  isOwnCache,
  isPublicImageResponse,
  isRouterRequest,
  mayStoreStaticFile,
  routeOf,
  type RequestFacts,
  type ResponseFacts,
} from "./rules";

const ORIGIN = "https://velvet.example";

function request(path: string, { method = "GET", mode = "no-cors", destination = "", headers = {} as Record<string, string> } = {}): RequestFacts {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { url: new URL(path, ORIGIN).href, method, mode, destination, headers: { get: (name) => lower[name.toLowerCase()] ?? null } };
}
const navigation = (path: string, headers: Record<string, string> = {}) => request(path, { mode: "navigate", destination: "document", headers });
const img = (path: string) => request(path, { destination: "image" });

function response(status: number, headers: Record<string, string>, type = "basic"): ResponseFacts {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { status, type, headers: { get: (name) => lower[name.toLowerCase()] ?? null } };
}
// What the media route sends (src/app/api/media/[id]/[variant]/route.ts), both ways.
const PUBLIC_PHOTO = response(200, { "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable" });
const RESTRICTED_PHOTO = response(200, { "content-type": "image/webp", "cache-control": "private, max-age=3600" });

describe("routeOf: which requests the worker handles", () => {
  it("handles the build's static files, scripts, styles and hashed fonts alike", () => {
    expect(routeOf(request("/_next/static/chunks/0hg3tf2108wd-.js", { destination: "script" }), ORIGIN)).toBe("static");
    expect(routeOf(request("/_next/static/chunks/1la-071d4sx9o.css", { destination: "style" }), ORIGIN)).toBe("static");
    expect(routeOf(request("/_next/static/media/inter_latin_400_700-s.p.1lh91m80luga-.woff2", { destination: "font" }), ORIGIN)).toBe("static");
  });

  it("sends images to the network, to be kept only if the answer says public: photos, the optimiser, public files", () => {
    expect(routeOf(img("/api/media/0b5e5a8e-8a8f-4a43-9d57-1c1f4a0d8a11/w640"), ORIGIN)).toBe("image");
    expect(routeOf(img("/_next/image?url=%2Fbrand%2Fhero.webp&w=640&q=75"), ORIGIN)).toBe("image");
    expect(routeOf(img("/brand/hero.webp"), ORIGIN)).toBe("image");
  });

  it("sends public page navigations to the network (the offline page only when it fails)", () => {
    for (const path of ["/", "/models", "/models/0b5e5a8e-8a8f-4a43-9d57-1c1f4a0d8a11", "/blonde-escorts", "/faq?x=1", "/accountants"]) {
      expect(routeOf(navigation(path), ORIGIN), path).toBe("page");
    }
  });

  it("leaves the router's requests alone: RSC header, prefetch, state tree, server action, x-component, _rsc", () => {
    expect(routeOf(request("/models", { headers: { RSC: "1" } }), ORIGIN)).toBe("ignore");
    expect(routeOf(navigation("/models", { RSC: "1" }), ORIGIN)).toBe("ignore");
    expect(routeOf(request("/models", { headers: { "Next-Router-Prefetch": "1" } }), ORIGIN)).toBe("ignore");
    expect(routeOf(request("/models", { headers: { "Next-Router-State-Tree": "%5B%5D" } }), ORIGIN)).toBe("ignore");
    expect(routeOf(request("/", { headers: { "Next-Action": "abc" } }), ORIGIN)).toBe("ignore");
    expect(routeOf(request("/models", { headers: { Accept: "text/x-component" } }), ORIGIN)).toBe("ignore");
    expect(routeOf(request("/models?_rsc=1x2y3"), ORIGIN)).toBe("ignore");
    expect(isRouterRequest(request("/models?_rsc=1x2y3"))).toBe(true);
    expect(isRouterRequest(navigation("/models"))).toBe(false);
  });

  it("leaves admin screens, auth pages and the account alone", () => {
    for (const path of ["/admin", "/admin/models", "/auth", "/auth/two-factor", "/account", "/account/favourites"]) {
      expect(routeOf(navigation(path), ORIGIN), path).toBe("ignore");
    }
  });

  it("leaves the API alone, photos apart: JSON, the event stream, the gallery, a photo opened as a page", () => {
    for (const path of ["/api/faqs", "/api/events", "/api/models/x/gallery", "/api/favourites"]) {
      expect(routeOf(request(path), ORIGIN), path).toBe("ignore");
      expect(routeOf(img(path), ORIGIN), `${path} as an image`).toBe("ignore");
    }
    expect(routeOf(navigation("/api/media/0b5e5a8e-8a8f-4a43-9d57-1c1f4a0d8a11/original"), ORIGIN)).toBe("ignore");
  });

  it("leaves every write, other origins and other fetches alone", () => {
    expect(routeOf(request("/auth/sign-out", { method: "POST", mode: "navigate" }), ORIGIN)).toBe("ignore");
    expect(routeOf(request("/", { method: "POST", mode: "navigate" }), ORIGIN)).toBe("ignore");
    expect(routeOf(request("/_next/static/chunks/a.js", { method: "HEAD" }), ORIGIN)).toBe("ignore");
    expect(routeOf(img("https://images.example/photo.jpg"), ORIGIN)).toBe("ignore");
    expect(routeOf(request("https://cdn.example/_next/static/chunks/a.js"), ORIGIN)).toBe("ignore");
    expect(routeOf(request("/sitemap.xml"), ORIGIN)).toBe("ignore");
    expect(routeOf(request("/sw.js"), ORIGIN)).toBe("ignore");
  });
});

describe("what may be stored", () => {
  it("keeps an image only when the server calls it public", () => {
    expect(isPublicImageResponse(PUBLIC_PHOTO)).toBe(true);
    expect(isPublicImageResponse(response(200, { "content-type": "image/avif", "cache-control": "public, max-age=60, must-revalidate" }))).toBe(true);
    // A restricted photo is served private (src/features/media/access.ts): never kept, whoever is signed in.
    expect(isPublicImageResponse(RESTRICTED_PHOTO)).toBe(false);
    expect(isPublicImageResponse(response(200, { "content-type": "image/webp", "cache-control": "public, private" }))).toBe(false);
    expect(isPublicImageResponse(response(200, { "content-type": "image/webp", "cache-control": "public, no-store" }))).toBe(false);
    expect(isPublicImageResponse(response(200, { "content-type": "image/webp" }))).toBe(false);
  });

  it("keeps no image that is not a whole image of our own: a 404 for a refused photo, part of a file, HTML, an opaque answer", () => {
    expect(isPublicImageResponse(response(404, { "content-type": "text/plain", "cache-control": "private, no-store" }))).toBe(false);
    expect(isPublicImageResponse(response(206, { "content-type": "image/webp", "cache-control": "public, max-age=31536000" }))).toBe(false);
    expect(isPublicImageResponse(response(200, { "content-type": "text/html", "cache-control": "public" }))).toBe(false);
    expect(isPublicImageResponse(response(0, {}, "opaque"))).toBe(false);
    expect(isPublicImageResponse(response(200, { "content-type": "image/webp", "cache-control": "public" }, "opaqueredirect"))).toBe(false);
  });

  it("keeps a static file when it came back whole", () => {
    expect(mayStoreStaticFile(response(200, { "cache-control": "public, max-age=31536000, immutable" }))).toBe(true);
    expect(mayStoreStaticFile(response(404, { "cache-control": "private, no-store" }))).toBe(false);
    expect(mayStoreStaticFile(response(200, { "cache-control": "no-store" }))).toBe(false);
    expect(mayStoreStaticFile(response(206, {}))).toBe(false);
  });

  it("reads Cache-Control directives without their values, in any case", () => {
    expect([...cacheControlDirectives("Public, Max-Age=60 ,immutable")]).toEqual(["public", "max-age", "immutable"]);
    expect(cacheControlDirectives(null).size).toBe(0);
  });
});

describe("cache names", () => {
  it("carry the build id, and an older build's caches are the worker's to delete", () => {
    const names = cacheNamesFor("Hb2BSzWjaTjIL38RVOh_-");
    expect(names.static).toContain("Hb2BSzWjaTjIL38RVOh_-");
    expect(names.images).toContain("Hb2BSzWjaTjIL38RVOh_-");
    expect(isOlderBuildCache(names.static, "Hb2BSzWjaTjIL38RVOh_-")).toBe(false);
    expect(isOlderBuildCache(names.images, "Hb2BSzWjaTjIL38RVOh_-")).toBe(false);
    expect(isOlderBuildCache(cacheNamesFor("old-build").static, "Hb2BSzWjaTjIL38RVOh_-")).toBe(true);
    // Another script's cache is not ours to delete.
    expect(isOwnCache("someone-else")).toBe(false);
    expect(isOlderBuildCache("someone-else", "Hb2BSzWjaTjIL38RVOh_-")).toBe(false);
  });
});
