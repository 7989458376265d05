/**
 * Redirect rules answered by the built site (src/server/layers/redirects.ts in
 * front of the page cache and Next.js; docs/decisions/030-redirects.md):
 * each status, each kind of match, the query string kept or dropped, the
 * 410 and 451 pages, and a page already in the page cache that redirects as
 * soon as a rule for it is added. Rules are written through the fixtures
 * route and removed at the end. Requests only, no browser.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { callFixture } from "./support/fixtures";

const RUN = Date.now().toString(36);
const created: string[] = [];

interface RuleInput {
  fromPath: string;
  toPath?: string | null;
  statusCode: 301 | 302 | 307 | 410 | 451;
  matchType?: "exact" | "prefix" | "regex";
  keepQuery?: boolean;
}

async function addRule(request: APIRequestContext, rule: RuleInput): Promise<string> {
  const { id } = (await callFixture(request, "create-redirect", rule)) as { id: string };
  created.push(id);
  return id;
}

/** The first answer for a path, not followed (the rules reload from the change notification within moments). */
async function answerFor(request: APIRequestContext, path: string, expected: number) {
  let response = await request.get(path, { maxRedirects: 0 });
  for (let i = 0; i < 50 && response.status() !== expected; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await request.get(path, { maxRedirects: 0 });
  }
  return response;
}

test.describe.configure({ mode: "serial" });

test.afterAll(async ({ request }) => {
  if (created.length) await callFixture(request, "delete-redirects", { ids: created });
});

test("each status and kind of match is answered before the page renders", async ({ request }) => {
  await addRule(request, { fromPath: `/e2e-${RUN}-exact`, toPath: "/faq", statusCode: 301 });
  await addRule(request, { fromPath: `/e2e-${RUN}-temp`, toPath: "https://example.com/landing", statusCode: 302, keepQuery: true });
  await addRule(request, { fromPath: `/e2e-${RUN}-section`, toPath: "/blog", statusCode: 307, matchType: "prefix" });
  await addRule(request, { fromPath: `^/e2e-${RUN}-post/(\\d+)$`, toPath: "/models?page=$1", statusCode: 301, matchType: "regex" });

  const exact = await answerFor(request, `/e2e-${RUN}-exact/?utm_source=x`, 301);
  expect(exact.status()).toBe(301);
  expect(exact.headers().location).toBe("/faq");
  expect(exact.headers()["cache-control"]).toBe("public, max-age=3600");
  // The site's security headers are on a redirect too (the request edges are outside it).
  expect(exact.headers()["x-content-type-options"]).toBe("nosniff");

  const temporary = await answerFor(request, `/e2e-${RUN}-temp?ref=mail`, 302);
  expect(temporary.headers().location).toBe("https://example.com/landing?ref=mail");
  expect(temporary.headers()["cache-control"]).toBe("no-store");

  const prefix = await answerFor(request, `/e2e-${RUN}-section/some/page`, 307);
  expect(prefix.headers().location).toBe("/blog/some/page");

  const regex = await answerFor(request, `/e2e-${RUN}-post/3`, 301);
  expect(regex.headers().location).toBe("/models?page=3");

  // Not a rule's path: the page (or Next.js's 404) as before.
  expect((await request.get(`/e2e-${RUN}-exactly`, { maxRedirects: 0 })).status()).toBe(404);
});

test("410 and 451 answer with a page of their own and no location", async ({ request }) => {
  await addRule(request, { fromPath: `/e2e-${RUN}-gone`, statusCode: 410 });
  await addRule(request, { fromPath: `/e2e-${RUN}-legal`, statusCode: 451 });

  const gone = await answerFor(request, `/e2e-${RUN}-gone`, 410);
  expect(gone.status()).toBe(410);
  expect(gone.headers().location).toBeUndefined();
  const html = await gone.text();
  expect(html).toContain('<html lang="en-GB">');
  expect(html).toContain("This page has gone");
  expect(html).toContain('<a href="/">');

  const legal = await answerFor(request, `/e2e-${RUN}-legal`, 451);
  expect(legal.status()).toBe(451);
  expect(await legal.text()).toContain("Unavailable for legal reasons");
});

test("a page held in the page cache redirects as soon as a rule for it is added", { tag: "@postgres" }, async ({ request }) => {
  // A query of this run's own keeps the cached copy apart from other tests'; the rule ignores the query.
  const path = `/terms?e2e=${RUN}`;
  const first = await request.get(path, { maxRedirects: 0 });
  expect(first.status()).toBe(200);
  // Another test's write clears the page cache (decision 008): ask until the copy is served.
  let cache = "";
  for (let i = 0; i < 20 && cache !== "hit"; i++) cache = (await request.get(path, { maxRedirects: 0 })).headers()["x-velvet-cache"] ?? "";
  expect(cache).toBe("hit");

  const id = await addRule(request, { fromPath: "/terms", toPath: "/privacy", statusCode: 302 });
  try {
    const redirected = await answerFor(request, path, 302);
    expect(redirected.status()).toBe(302);
    expect(redirected.headers().location).toBe("/privacy");
  } finally {
    // Other tests read /terms: the rule goes as soon as it has been seen.
    await callFixture(request, "delete-redirects", { ids: [id] });
    created.splice(created.indexOf(id), 1);
  }
  expect((await answerFor(request, path, 200)).status()).toBe(200);
});

test("the admin and the API are never redirected, whatever the table holds", async ({ request }) => {
  // Refused on save by the actions; written here straight to the table to show the server ignores them too.
  await addRule(request, { fromPath: "/admin", toPath: "/", statusCode: 302, matchType: "prefix" });
  await addRule(request, { fromPath: "/api/health", toPath: "/", statusCode: 302 });
  // Give the reload its moment, proven by a rule added after them answering.
  await addRule(request, { fromPath: `/e2e-${RUN}-marker`, toPath: "/faq", statusCode: 302 });
  await answerFor(request, `/e2e-${RUN}-marker`, 302);
  expect((await request.get("/api/health", { maxRedirects: 0 })).status()).toBe(200);
  const admin = await request.get("/admin", { maxRedirects: 0 });
  expect(admin.headers().location ?? "").not.toBe("/");
});
