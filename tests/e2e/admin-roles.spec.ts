import type { Browser, Page } from "@playwright/test";
import { openAdminScreen } from "./pages/admin-page";
import { expect, test, type TestUser } from "./support/test";

/**
 * User & Role Management end to end: an admin changes an account's role in the Change Role dialog
 * and the account's open session gets the back office on its next request; the matrix gives
 * back-office rights to the team only, never to members (decision 036); a team account without the
 * users permission is refused in its own words ("You don't have permission to manage users."). The
 * rules (self, last admin, admin-only changes, the matrix's version check) are covered by
 * src/features/users/admin/roles/actions.integration.test.ts.
 */

/** The user's own browser, signed in with their session. */
async function browserOf(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext();
  await user.signIn(context);
  return context.newPage();
}

test("a role changed in the Change Role dialog applies to the account's open session at once, and is in Recent Audit Logs", { tag: "@postgres" }, async ({
  page,
  browser,
  users,
  asAdmin: admin,
}) => {
  const member = await users.create("member");
  const memberPage = await browserOf(browser, member);
  await memberPage.goto("/admin");
  await expect(memberPage.getByRole("heading", { name: "Access Denied" })).toBeVisible();

  await openAdminScreen(page, `/admin/users/permissions?q=${encodeURIComponent(member.email)}`);
  const accounts = page.getByRole("table", { name: "Accounts" });
  await expect(accounts.getByRole("row").filter({ hasText: member.email }).getByText("Member", { exact: true })).toBeVisible();
  // Nobody changes their own role: the admin's own row has no button.
  await expect(page.getByRole("button", { name: `Change role: ${admin.email}` })).toHaveCount(0);

  await page.getByRole("button", { name: `Change role: ${member.email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Change Role" });
  await expect(dialog.getByText("No back-office permissions.")).toBeVisible();
  // Update waits for a role.
  await expect(dialog.getByRole("button", { name: "Update role" })).toBeDisabled();
  await dialog.getByRole("combobox", { name: "New role" }).click();
  await page.getByRole("option", { name: "Team" }).click();
  await expect(dialog.getByRole("region", { name: "With the new role" }).getByText("See the dashboard")).toBeVisible();
  await dialog.getByLabel("Admin notes (optional)").fill("Runs the blog from Monday");
  await dialog.getByRole("button", { name: "Update role" }).click();

  await expect(page.getByText("User role updated to Team")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(accounts.getByRole("row").filter({ hasText: member.email }).getByText("Team", { exact: true })).toBeVisible();
  const audit = page.getByRole("list", { name: "Recent Audit Logs" });
  await expect(audit.getByText(`${admin.email} changed the role of ${member.email}`).first()).toBeVisible();
  await expect(audit.getByText("Runs the blog from Monday").first()).toBeVisible();

  // The member's session, still open, now reaches the back office.
  await memberPage.goto("/admin");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await memberPage.context().close();
});

test("the matrix gives back-office rights to the team only: no column for members, and a subscriber stays refused", async ({
  page,
  browser,
  users,
  asAdmin: _admin,
}) => {
  const subscriber = await users.create("subscriber");
  await openAdminScreen(page, "/admin/users/permissions");
  const matrix = page.getByRole("table", { name: "Roles and permissions" });
  await expect(matrix.locator("thead").getByRole("columnheader")).toHaveText(["Permission", "Admin", "Team"]);
  await expect(matrix.getByRole("checkbox", { name: /for Member$/ })).toHaveCount(0);
  await expect(page.getByText(/^Members, subscribers and exclusive members never get back-office rights\./)).toBeVisible();
  // The security screen stays with admins whatever the matrix says.
  await expect(matrix.getByRole("img", { name: "Admin only" })).toHaveCount(1);

  const subscriberPage = await browserOf(browser, subscriber);
  await subscriberPage.goto("/admin/content/faq");
  await expect(subscriberPage.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await subscriberPage.context().close();
});

test("a team account without the users permission is refused in the screen's own words", async ({ page, asTeam: _team }) => {
  for (const path of ["/admin/users/permissions", "/admin/users/list"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to manage users.")).toBeVisible();
  }
  await page.goto("/admin/users/security");
  await expect(page.getByText("Access denied. Admin privileges required.")).toBeVisible();
});

test("on a 390 px phone the screen fits the width: accounts as cards, the matrix readable", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminScreen(page, "/admin/users/permissions");
  await expect(page.getByRole("heading", { level: 1, name: "User & Role Management" })).toBeVisible();
  const matrix = page.getByRole("table", { name: "Roles and permissions" });
  await expect(matrix).toBeVisible();
  // Every column fits without scrolling the table sideways.
  expect(await matrix.evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
