import { describe, expect, it } from "vitest";
import { htmlToText, isSafeHref, sanitizeRichHtml } from "./sanitize";

describe("sanitizeRichHtml removes everything that can run or redirect", () => {
  it.each([
    ["<script>", `<p>Hello</p><script>alert(1)</script>`, /<script|alert/i],
    ["onerror", `<p onerror="alert(1)" onclick="alert(2)">Hello</p><img src=x onerror=alert(3)>`, /onerror|onclick|<img|alert/i],
    ["javascript: href", `<p><a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt&#x3a;alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a></p><p>Hello</p>`, /javascript|href/i],
    ["<iframe srcdoc>", `<iframe srcdoc="<script>alert(1)</script>">inside</iframe><p>Hello</p>`, /iframe|srcdoc|alert|inside/i],
    ["<base>", `<base href="https://evil.example/"><p>Hello</p>`, /<base|evil/i],
    ["<meta http-equiv>", `<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>Hello</p>`, /<meta|refresh|evil/i],
    ["<style> and style attributes", `<style>p{color:red}</style><p style="background:url(javascript:x)">Hello</p>`, /style|color|javascript/i],
    ["svg script", `<svg><script>alert(1)</script></svg><p>Hello</p>`, /svg|script|alert/i],
  ])("%s", (_name, input, forbidden) => {
    const out = sanitizeRichHtml(input);
    expect(out).not.toMatch(forbidden);
    expect(out).toContain("<p>Hello</p>");
  });

  it("keeps the reading tags and gives links rel=noopener", () => {
    const html = `<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p><strong>b</strong> <em>i</em> <b>b</b> <i>i</i><br></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><p><a href="https://example.com/x" target="_blank">ext</a> <a href="/blonde-escorts">rel</a></p>`;
    const out = sanitizeRichHtml(html);
    for (const tag of ["<h2>", "<h3>", "<h4>", "<strong>", "<em>", "<b>", "<i>", "<br />", "<ul>", "<ol>", "<li>", "<blockquote>"]) {
      expect(out).toContain(tag);
    }
    expect(out).toContain(`<a href="https://example.com/x" rel="noopener">ext</a>`);
    expect(out).toContain(`<a href="/blonde-escorts" rel="noopener">rel</a>`);
    expect(out).not.toContain("target");
  });

  it("demotes h1 (the page has one) and h5/h6, and drops other tags but keeps their text", () => {
    expect(sanitizeRichHtml("<h1>A</h1><h6>B</h6><div><span class='x'>C</span></div>")).toBe("<h2>A</h2><h4>B</h4>C");
  });

  it("leaves a link with a refused target as inert text", () => {
    expect(sanitizeRichHtml(`<a href="//evil.example/">x</a>`)).toBe("<a>x</a>");
    expect(sanitizeRichHtml(`<a href="/\\evil.example/">x</a>`)).toBe("<a>x</a>");
    expect(sanitizeRichHtml(`<a href="data:text/html,hi">x</a>`)).toBe("<a>x</a>");
  });

  it("is stable when run again on its own output (content is sanitised on save and on render)", () => {
    const once = sanitizeRichHtml(`<h2>Fish &amp; chips at Claridge's</h2><p>5 &lt; 6 &amp;&amp; "quoted" <a href="/x?a=1&amp;b=2">link</a></p>`);
    expect(sanitizeRichHtml(once)).toBe(once);
    expect(once).toContain("Fish &amp; chips at Claridge's");
  });

  it("is empty for empty input", () => {
    expect(sanitizeRichHtml(null)).toBe("");
    expect(sanitizeRichHtml("")).toBe("");
  });
});

describe("isSafeHref", () => {
  it.each(["https://example.com/", "http://example.com/a?b#c", "/blog", "#faq", "?page=2", "mayfair"])("allows %s", (href) => {
    expect(isSafeHref(href)).toBe(true);
  });
  it.each(["javascript:alert(1)", " javascript:x", "java\nscript:x", "vbscript:x", "data:text/html,x", "mailto:a@b.c", "//evil.example", "/\\evil.example", "\\\\evil", "https://u:p@example.com/", ""])(
    "refuses %j",
    (href) => {
      expect(isSafeHref(href)).toBe(false);
    },
  );
});

describe("htmlToText", () => {
  it("returns the words, spaced, with entities decoded and scripts gone", () => {
    expect(htmlToText("<h2>Fish &amp; chips</h2><p>one<br>two</p><script>bad()</script>")).toBe("Fish & chips one two");
  });
});
