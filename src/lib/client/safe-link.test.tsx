import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SafeLink } from "./safe-link";

describe("SafeLink", () => {
  it("renders a link for a safe target", () => {
    const html = renderToStaticMarkup(<SafeLink href="/escorts-in-mayfair">Mayfair</SafeLink>);
    expect(html).toContain('href="/escorts-in-mayfair"');
    expect(html).toContain(">Mayfair</a>");
  });

  it("opens external links safely", () => {
    const html = renderToStaticMarkup(<SafeLink href="https://example.com">Example</SafeLink>);
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('target="_blank"');
  });

  it("renders plain text for unsafe or empty targets", () => {
    for (const href of [null, "", "undefined", "null", "javascript:alert(1)", "mayfair"]) {
      const html = renderToStaticMarkup(
        <SafeLink href={href} className="link">
          Mayfair
        </SafeLink>,
      );
      expect(html, String(href)).toBe('<span class="link">Mayfair</span>');
    }
  });
});
