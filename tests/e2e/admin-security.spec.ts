import { openAdminScreen } from "./pages/admin-page";
import { callFixture } from "./support/fixtures";
import { expect, test } from "./support/test";

/**
 * Security Status & Compliance end to end: admins
 * see the real checks, the relationship counts and the configuration
 * summary, run the orphan clean-up behind its confirmation and read what it
 * removed; a team account gets the admin-only refusal. The checks'
 * rules and each clean-up's effect on planted rows are covered by
 * src/features/security/checks.test.ts and
 * src/features/security/admin/actions.integration.test.ts.
 */

const PATH = "/admin/users/security";

test("a team account is refused in the screen's own words", async ({ page, asTeam: _team }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Access denied. Admin privileges required.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Known issues" })).toHaveCount(0);
});

test("a member is refused and sees none of the checks", async ({ page, asMember: _member }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Known issues" })).toHaveCount(0);
});

test("an admin sees the checks with their levels, the relationship counts and the configuration", async ({ page, asAdmin: _admin }) => {
  await openAdminScreen(page, PATH);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Security Status" })).toBeVisible();

  const checks = page.getByRole("list", { name: "Known issues" });
  await expect(checks.getByRole("listitem")).toHaveCount(9);
  // Backups (decision 055): whichever state this server is in, the check names it.
  await expect(checks.getByRole("heading", { level: 3, name: /backup/i })).toBeVisible();
  // The test server migrates at start: nothing is pending.
  await expect(checks.getByRole("listitem").filter({ hasText: /All \d+ migrations are applied/ }).getByText("OK", { exact: true })).toBeVisible();
  await expect(checks.getByRole("heading", { level: 3, name: /^Database server: PostgreSQL \d+/ })).toBeVisible();
  await expect(checks.getByText("What to do:").first()).toBeVisible();

  const relationships = page.getByRole("list", { name: "Database relationship validation" });
  await expect(relationships.getByRole("listitem")).toHaveCount(5);
  await expect(relationships.getByText("Reviews without a model")).toBeVisible();

  const configuration = page.getByRole("heading", { level: 2, name: "Configuration summary" });
  await expect(configuration).toBeVisible();
  await expect(page.getByText("Database driver")).toBeVisible();
  await expect(page.getByText("Audit log retention")).toBeVisible();
});

test("an admin runs the orphan clean-up after confirming and reads what it removed; it is in the audit log", { tag: "@postgres" }, async ({ page, request, asAdmin: admin }) => {
  await openAdminScreen(page, PATH);
  await page.getByRole("button", { name: "Clean up orphaned records" }).click();

  const dialog = page.getByRole("alertdialog", { name: "Clean up orphaned records?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete orphans" }).click();
  await expect(dialog).toHaveCount(0);

  // The toast title ('Cleanup Complete') with the server's message, and the same result kept under the button.
  await expect(page.getByText("Cleanup Complete", { exact: true })).toBeVisible();
  const result = page.getByRole("status", { name: "Result" });
  await expect(result).toContainText("Cleanup Complete:");
  await expect(result).toContainText(/Removed \d+ gallery photos? without a model, .* and \d+ unused stored files?\./);

  const audit = (await callFixture(request, "read", { table: "audit_log", where: { column: "actorEmail", value: admin.email } })) as { action: string }[];
  expect(audit.filter((row) => row.action === "security.cleanup_orphans")).toHaveLength(1);
});

test("cancelling the confirmation runs nothing", async ({ page, request, asAdmin: admin }) => {
  await openAdminScreen(page, PATH);
  await page.getByRole("button", { name: "Clean up plaintext 2FA data" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Clean up plaintext two-factor data?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Result" })).toHaveCount(0);
  const audit = (await callFixture(request, "read", { table: "audit_log", where: { column: "actorEmail", value: admin.email } })) as { action: string }[];
  expect(audit.filter((row) => row.action.startsWith("security."))).toHaveLength(0);
});

test("on a 390 px phone the cards stack and nothing scrolls sideways", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminScreen(page, PATH);
  await expect(page.getByRole("list", { name: "Known issues" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Encrypt plaintext PII" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
