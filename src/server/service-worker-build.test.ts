import { describe, expect, it } from "vitest";
import { addressAsPagesAsk, fontVariableClasses, precacheList } from "./service-worker-build";

describe("precacheList", () => {
  it("stores every stylesheet and font and the router's runtime, not the rest of the build", () => {
    const staticFiles = [
      "chunks/1la-071d4sx9o.css",
      "chunks/30getrsh8qyka.js",
      "chunks/44z_kgg3tn38q.js",
      "media/inter_latin_400_700-s.p.1lh91m80luga-.woff2",
      "media/icon.1g2oq4kfsbp9w.svg",
      "Hb2BSzWjaTjIL38RVOh_-/_buildManifest.js",
    ];
    expect(precacheList({ staticFiles, rootMainFiles: ["static/chunks/30getrsh8qyka.js", "static/chunks/gone.js"] })).toEqual([
      "/_next/static/chunks/1la-071d4sx9o.css",
      "/_next/static/chunks/30getrsh8qyka.js",
      "/_next/static/media/inter_latin_400_700-s.p.1lh91m80luga-.woff2",
    ]);
  });
});

describe("fontVariableClasses", () => {
  it("finds the classes next/font sets its variables on", () => {
    const css =
      '@font-face{font-family:inter;src:url(../media/a.woff2)format("woff2")}.xcuY_W_variable{--font-inter:"inter", "inter Fallback"}' +
      '.rJMEsG_variable{--font-playfair:"playfair", "playfair Fallback"}.font-display{font-family:var(--font-display)}';
    expect(fontVariableClasses(css)).toEqual(["xcuY_W_variable", "rJMEsG_variable"]);
    expect(fontVariableClasses("body{color:red}")).toEqual([]);
  });
});

describe("addressAsPagesAsk", () => {
  it("names scripts and stylesheets as pages do with a deployment id, and fonts by their plain address", () => {
    expect(addressAsPagesAsk("/_next/static/chunks/a.css", "0123456789ab")).toBe("/_next/static/chunks/a.css?dpl=0123456789ab");
    expect(addressAsPagesAsk("/_next/static/chunks/b.js", "0123456789ab")).toBe("/_next/static/chunks/b.js?dpl=0123456789ab");
    expect(addressAsPagesAsk("/_next/static/media/inter.woff2", "0123456789ab")).toBe("/_next/static/media/inter.woff2");
    expect(addressAsPagesAsk("/_next/static/chunks/a.css", undefined)).toBe("/_next/static/chunks/a.css");
  });
});
