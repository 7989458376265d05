import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { callFixture } from "./support/fixtures";

/**
 * Bulk Image Migration (/admin/content/bulk-migration): an admin moves the
 * banners' images to the store this server writes to, and watches the job,
 * which runs on the server, reach "Complete" through the progress stream.
 * The moves between local disk and S3, the runs stopped at every crash point
 * and carried on, pause and resume, and the refusals are covered by the
 * integration test beside the runner (src/features/media/migration/migration.integration.test.ts).
 */

type Row = Record<string, unknown>;

test("an admin migrates the banners' images and sees the job complete, live", { tag: "@postgres" }, async ({ page, asAdmin }) => {
  const tag = randomUUID().slice(0, 8);
  const made = await Promise.all(
    ["one", "two"].map(async (which) => (await callFixture(page.request, "unrecorded-banner-image", { caption: `0 Migration ${which} ${tag}` })) as { bannerId: string; mediaId: string }),
  );
  try {
    await page.goto("/admin/content/bulk-migration");
    await expect(page.getByRole("heading", { level: 1, name: "Bulk Image Migration" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Image diagnostics", exact: true })).toHaveAttribute("href", "/admin/content/image-diagnostics");
    await expect(page.getByRole("region", { name: "All images" })).toBeVisible();

    const card = page.getByRole("region", { name: "Banners" });
    await card.getByRole("button", { name: /^(Start|Run again)$/ }).click();
    const dialog = page.getByRole("alertdialog", { name: /^Move Banners to (Local disk|S3-compatible storage)\?$/ });
    await dialog.getByRole("button", { name: "Start migration" }).click();
    await expect(page.getByText("Migration started")).toBeVisible();

    // "Complete" arrives through the server's progress stream: the page is not reloaded.
    await expect(card.getByText("Complete")).toBeVisible({ timeout: 30_000 });
    await expect(card.locator('[data-count="processed"]')).toHaveText("2");
    await expect(card.locator('[data-count="succeeded"]')).toHaveText("2");
    await expect(card.locator('[data-count="failed"]')).toHaveText("0");
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

    for (const { mediaId } of made) {
      const [row] = (await callFixture(page.request, "read", { table: "media", where: { column: "id", value: mediaId } })) as Row[];
      expect(row.store).toMatch(/^(local|s3)$/);
      // Still served, from wherever it now is.
      expect((await page.request.get(`/api/media/${mediaId}/original`)).status()).toBe(200);
    }
    const jobs = (await callFixture(page.request, "read", { table: "image_migrations", where: { column: "scope", value: "banners" } })) as Row[];
    const job = jobs.find((candidate) => candidate.startedById === asAdmin.id)!;
    expect(job).toMatchObject({ status: "complete", total: 2, processed: 2, succeeded: 2, failed: 0 });
    const audit = (await callFixture(page.request, "read", { table: "audit_log", where: { column: "entityId", value: job.id as string } })) as Row[];
    expect(audit.map((row) => row.action).sort()).toEqual(["media.migration_complete", "media.migration_start"]);
  } finally {
    await callFixture(page.request, "delete-banners", { ids: made.map((one) => one.bannerId) });
  }
});

test("the progress stream answers only staff who manage images", async ({ asMember, request }) => {
  expect((await asMember.request.get("/api/admin/images/migrations")).status()).toBe(403);
  expect((await request.get("/api/admin/images/migrations")).status()).toBe(401);
});
