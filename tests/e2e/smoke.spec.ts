import { expect, test } from "./support/test";
import { E2E } from "./support/fixtures";

/** The server is up, serves the site, reports a healthy database, and 404s unknown paths. */

test("home page answers 200 with the brand in the title", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Velvet/);
});

test("pages carry the site's security headers", async ({ request }) => {
  const headers = (await request.get("/")).headers();
  expect(headers["strict-transport-security"]).toBe("max-age=31536000");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("/api/health reports the database as reachable", async ({ request }) => {
  // As the harness (its token): an anonymous caller learns only up or down (src/db/health.test.ts).
  const response = await request.get("/api/health", { headers: { "x-fixtures-token": E2E.fixturesToken } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  const body = await response.json();
  expect(body).toMatchObject({ status: "ok", database: { reachable: true } });
  // The newest committed migration is the one applied.
  expect(body.migration.latest).toMatch(/^\d{4}_/);
  // scripts/e2e.mjs names the target it started the server for.
  const expectedDriver = { embedded: "pglite", postgres: "postgres" }[process.env.E2E_TARGET ?? ""];
  if (expectedDriver) expect(body.database.driver).toBe(expectedDriver);
});

test("an unknown path answers 404 with the site's not-found page", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist-e2e");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
