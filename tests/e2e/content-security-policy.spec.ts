import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { listModels, pickModel } from "./support/fixtures";
import { firstPostPathIn, pathsOf, visitorPages } from "./support/public-pages";

/**
 * The script policy of every page (decision 012, src/lib/content-security-policy.mjs):
 * a fresh rendering allows its own nonce, a copy served from the page cache
 * allows the hashes of the scripts that carried that nonce, and in both an
 * inline script the site did not write does not run. Every other end-to-end
 * test fails on any policy violation (support/test.ts), so this file only
 * checks what the policy is and that it does block.
 */

const policyOf = (headers: Record<string, string>) => headers["content-security-policy"] ?? "";
const scriptSrc = (policy: string) => policy.split(/;\s*/).find((directive) => directive.startsWith("script-src ")) ?? "";
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function scriptsIn(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, text]) => ({
    nonce: /\snonce="([^"]*)"/.exec(attributes)?.[1] ?? null,
    external: /\ssrc=/.test(attributes),
    data: /type="application\/ld\+json"/.test(attributes),
    text,
  }));
}

async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { policy: policyOf(response.headers()), cache: response.headers()["x-velvet-cache"], html: await response.text() };
}

/** Every public page the page cache keeps a visitor's copy of (the public page registry's). */
async function publicPaths(request: APIRequestContext) {
  return pathsOf(
    visitorPages((page) => page.cached),
    {
      "a public profile": async () => `/models/${pickModel(await listModels(request), "mixed").id}`,
      "first post on /blog": () => firstPostPathIn(request),
    },
  );
}

test("a fresh page allows only its own nonce, new for every rendering, and every script it writes carries it", async ({ request }) => {
  for (const path of await publicPaths(request)) {
    // A query no one else asks for: a fresh rendering each time.
    const renderings = [await fetchPage(request, `${path}?fresh=${Math.random()}`), await fetchPage(request, `${path}?fresh=${Math.random()}`)];
    const nonces = renderings.map(({ policy, cache }) => {
      expect(cache, path).toBe("miss");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc(policy))?.[1];
      expect(nonce, `${path}: ${policy}`).toBeTruthy();
      expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
      expect(scriptSrc(policy)).not.toContain("'unsafe-eval'");
      return nonce;
    });
    expect(nonces[0], path).not.toBe(nonces[1]);
    const scripts = scriptsIn(renderings[0].html).filter((script) => !script.data);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(script.nonce, `${path}: ${script.text.slice(0, 60)}`).toBe(nonces[0]);
  }
});

/**
 * Asks until the answer comes from the page cache. A write elsewhere (another
 * test editing content) empties the cache, so the second request alone might
 * not be a hit.
 */
async function untilCached<T extends { cache?: string }>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const result = await load();
    if (result.cache === "hit" || attempt === 5) return result;
  }
}

test("a page served from the cache shares no nonce: its policy lists the hashes of exactly its inline scripts", async ({ request }) => {
  for (const path of await publicPaths(request)) {
    const copy = await untilCached(() => fetchPage(request, path));
    expect(copy.cache, path).toBe("hit");
    const sources = scriptSrc(copy.policy);
    expect(sources, path).not.toContain("nonce-");
    expect(sources).not.toContain("'unsafe-inline'");
    const inline = scriptsIn(copy.html).filter((script) => !script.external && !script.data);
    expect(inline.length, path).toBeGreaterThan(0);
    const hashes = sources.split(" ").filter((source) => source.startsWith("'sha256-"));
    expect(new Set(hashes)).toEqual(new Set(inline.map((script) => sha256(script.text))));
  }
});

async function tryToInjectScript(page: Page) {
  const violations = await page.evaluate(() => {
    const seen: string[] = [];
    document.addEventListener("securitypolicyviolation", (event) => seen.push(event.effectiveDirective));
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return new Promise<string[]>((resolve) => setTimeout(() => resolve(seen), 200));
  });
  return { ran: await page.evaluate(() => "__injected" in window), violations };
}

test.describe("an injected inline script", () => {
  test.use({ cspViolationsAllowed: true });

  test("does not run on a fresh page or on a cached copy, and the site's own scripts still do", async ({ page }) => {
    const path = `/blonde-escorts?csp=${Math.random()}`;
    const visit = async () => ({ cache: (await page.goto(path))?.headers()["x-velvet-cache"] });
    for (const expected of ["miss", "hit"]) {
      const { cache } = expected === "miss" ? await visit() : await untilCached(visit);
      expect(cache).toBe(expected);
      // React has hydrated the header: the site's own scripts ran under the policy.
      await expect
        .poll(() => page.evaluate(() => Object.keys(document.querySelector("header a") ?? {}).some((key) => key.startsWith("__react"))))
        .toBe(true);
      const attempt = await tryToInjectScript(page);
      expect(attempt.ran, expected).toBe(false);
      expect(attempt.violations, expected).toContain("script-src-elem");
    }
  });
});
