import { expect, test } from "./support/test";
import { callFixture } from "./support/fixtures";

/**
 * System Settings › Database › Backups (decision 055): an admin starts a
 * backup, watches it finish in the list without reloading, and finds the
 * request in the audit log. The set's contents, restore and its refusals are
 * covered by src/features/backups/backup-restore.integration.test.ts; a
 * member's call is refused in admin-routes.
 */

type Row = Record<string, unknown>;

test("an admin backs up now and sees the run finish, with its size, in the latest backups", async ({ page, asAdmin }) => {
  // The card follows backup_runs through the page's stream of changes: opened once the page has hydrated.
  const stream = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/events");
  await page.goto("/admin/settings?tab=database");
  await stream;
  const card = page.locator("[data-slot=card]").filter({ has: page.getByText("Latest backups", { exact: true }) });
  await expect(card.getByText(/^Daily: first 45 minutes after the server starts/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Backup retention" })).toBeVisible();

  const runsOfAdmin = async () => (await callFixture(page.request, "read", { table: "backup_runs", where: { column: "requestedById", value: asAdmin.id } })) as Row[];
  expect(await runsOfAdmin()).toHaveLength(0);
  await card.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByText("Backup started: it appears below when it finishes")).toBeVisible();
  // This admin's run, by its set's name: the row appears and turns to Succeeded as the run writes it, without a reload.
  await expect.poll(async () => (await runsOfAdmin()).length, { timeout: 15_000 }).toBe(1);
  const [run] = await runsOfAdmin();
  const row = card.getByRole("row").filter({ hasText: String(run.setName) });
  await expect(row.getByText("Succeeded")).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText(/\d+\.\d MB/);
  expect((await runsOfAdmin())[0]).toMatchObject({ status: "succeeded", trigger: "manual", databaseKind: expect.any(String) });
  const audit = (await callFixture(page.request, "read", { table: "audit_log", where: { column: "action", value: "backups.run" } })) as Row[];
  expect(audit.some((entry) => entry.actorId === asAdmin.id)).toBe(true);
});
