import { describe, expect, it } from "vitest";
import { fetchGallery, GALLERY_MESSAGES, galleryErrorMessage, GalleryLoadError, parseGalleryBody } from "./load";

const photo = { id: "p1", imageUrl: "/api/media/x/original", caption: "Mayfair", visibility: "public" };

function respond(status: number, body: unknown): typeof fetch {
  return async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
}

describe("galleryErrorMessage", () => {
  it("shows an error's own message", () => {
    expect(galleryErrorMessage(new Error("Failed to fetch"))).toBe("Failed to fetch");
    expect(galleryErrorMessage(new GalleryLoadError("Model not found"))).toBe("Model not found");
  });

  it("says 'Unknown error' for anything that is not an error object, or has no message", () => {
    expect(galleryErrorMessage("boom")).toBe("Unknown error");
    expect(galleryErrorMessage(undefined)).toBe("Unknown error");
    expect(galleryErrorMessage({ message: "looks like one" })).toBe("Unknown error");
    expect(galleryErrorMessage(new Error(""))).toBe("Unknown error");
  });

  it("uses the public site's English wording", () => {
    expect(GALLERY_MESSAGES).toMatchObject({
      panelTitle: "Couldn't load the gallery",
      mobileHint: "Mobile mode detected – check your connection",
      loading: "Loading gallery…",
    });
  });
});

describe("fetchGallery", () => {
  it("returns the photos, variants included", async () => {
    const body = { photos: [{ ...photo, variants: [{ name: "w400", width: 400 }] }] };
    const photos = await fetchGallery("m1", { fetchImpl: respond(200, body) });
    expect(photos).toEqual([{ ...photo, variants: [{ name: "w400", width: 400 }] }]);
  });

  it("asks the gallery route without caching", async () => {
    let seen: { url: string; init?: RequestInit } | null = null;
    const fetchImpl: typeof fetch = async (url, init) => {
      seen = { url: String(url), init };
      return new Response(JSON.stringify({ photos: [] }));
    };
    await fetchGallery("abc", { fetchImpl });
    expect(seen!.url).toBe("/api/models/abc/gallery");
    expect(seen!.init?.cache).toBe("no-store");
  });

  it("says 'Model not found' on 404", async () => {
    await expect(fetchGallery("m1", { fetchImpl: respond(404, { error: "x" }) })).rejects.toThrow("Model not found");
  });

  it("says 'Failed to load model data' on a server failure or a malformed body", async () => {
    await expect(fetchGallery("m1", { fetchImpl: respond(503, {}) })).rejects.toThrow("Failed to load model data");
    await expect(fetchGallery("m1", { fetchImpl: respond(200, "<html>") })).rejects.toThrow("Failed to load model data");
    await expect(fetchGallery("m1", { fetchImpl: respond(200, { photos: [{ id: 1 }] }) })).rejects.toThrow(
      "Failed to load model data",
    );
  });

  it("lets a network failure keep its own message", async () => {
    const fetchImpl: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(fetchGallery("m1", { fetchImpl })).rejects.toThrow("Failed to fetch");
  });
});

describe("parseGalleryBody", () => {
  it("fills in missing captions and drops malformed variants", () => {
    expect(parseGalleryBody({ photos: [{ id: "a", imageUrl: "/x", variants: [{ name: "w400" }, { name: "w800", width: 800 }] }] })).toEqual([
      { id: "a", imageUrl: "/x", caption: "", visibility: "public", variants: [{ name: "w800", width: 800 }] },
    ]);
  });
});
