/**
 * The page policy of src/lib/content-security-policy.mjs: fresh nonces, and
 * the translation of a nonce into script hashes for a stored copy of a page.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createNonce,
  inlineScriptHashes,
  nonceOf,
  noncePolicy,
  pagePolicy,
  policyForStoredCopy,
} from "../../src/lib/content-security-policy.mjs";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("page Content-Security-Policy", () => {
  it("makes a new 128-bit nonce every time", () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("allows scripts only from our origin and with the nonce, never inline or eval in production", () => {
    const policy = noncePolicy("n0nce");
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-n0nce'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(nonceOf(policy)).toBe("n0nce");
    expect(nonceOf(pagePolicy([]))).toBeNull();
    expect(noncePolicy("n0nce", { development: true })).toContain("'unsafe-eval'");
  });

  it("hashes exactly the inline scripts that carry the page's nonce", () => {
    const html = [
      `<script nonce="N1">a()</script>`,
      `<script src="/_next/static/x.js" nonce="N1" async=""></script>`, // external: allowed by 'self'
      `<script>injected()</script>`, // no nonce: must stay blocked
      `<script nonce="other">guessed()</script>`, // wrong nonce: must stay blocked
      `<script type="application/ld+json">{"@type":"Thing"}</script>`, // data, never run
      `<SCRIPT id='_R_' NONCE='N1'>b("</p>")</SCRIPT >`,
      `<script nonce="N1">a()</script>`, // same text twice: one hash
    ].join("\n");
    expect(inlineScriptHashes(html, "N1")).toEqual([hashOf("a()"), hashOf(`b("</p>")`)]);
  });

  it("turns a rendering's nonce policy into a hash policy for the copy kept in the cache", () => {
    const policy = noncePolicy("N1");
    const html = `<script nonce="N1">run()</script>`;
    const stored = policyForStoredCopy(policy, html);
    expect(stored).toBe(pagePolicy([hashOf("run()")]));
    expect(stored).not.toContain("nonce");
    // A page with no inline scripts keeps only our origin.
    expect(policyForStoredCopy(policy, "<p>no scripts</p>")).toBe(pagePolicy([]));
    expect(policyForStoredCopy(pagePolicy([]), html)).toBeNull();
  });
});
