import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { callFixture, galleryImageUrls, listModels, lockedProfile, pickModel, signIn } from "./support/fixtures";
import { expect, test } from "./support/test";
import { UsersScreen } from "./pages/users";

/**
 * The Users screen end to end: an admin approves a
 * sign-up that then opens a members-only profile, creates an exclusive
 * member who signs in with the login the dialog showed, and exports a
 * filtered view as a CSV that a spreadsheet cannot run as formulas. The
 * rules behind each button (self, last admin, bulk scope, history) are
 * covered by src/features/users/admin/actions.integration.test.ts; a member
 * calling these actions directly, by admin-routes.spec.ts.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = "a-long-enough-password";

/** Signs up through the public form in a browser of its own; the account is then pending. */
async function signUp(browser: Browser, { name, email }: { name: string; email: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, your request is with us" })).toBeVisible();
  return page;
}

test("a pending sign-up approved on the Users screen signs in and opens a members-only profile; deleting it ends its session", { tag: "@postgres" }, async ({
  page,
  browser,
  request,
  asAdmin: _admin,
}) => {
  const email = `approve-me-${unique()}@example.com`;
  const model = pickModel(await listModels(request), "membersOnly", ["members_only_no_access"]);
  const member = await signUp(browser, { name: "Approve Me", email });

  const users = new UsersScreen(page);
  await users.goto({ filter: "pending", q: email });
  await expect(users.filters.getByRole("link", { name: "Pending" })).toHaveAttribute("aria-current", "page");
  await expect(users.row(email).getByText("Pending")).toBeVisible();

  // Approve, with a note for the audit log.
  await users.action("Approve", email).click();
  const approve = users.dialog(`Approve ${email}?`);
  await approve.getByLabel("Note (optional)").fill("Met at the launch evening");
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByText(`${email} approved`)).toBeVisible();
  await expect(approve).toBeHidden();
  // The pending view, read again from the server, no longer holds it; a reload keeps the view.
  await expect(users.row(email)).toHaveCount(0);
  await page.reload();
  await expect(users.search).toHaveValue(email);
  await expect(page.getByText("No accounts match this view.")).toBeVisible();

  // The member signs in and the members-only profile opens.
  await signIn(member, email, PASSWORD);
  await expect(member).toHaveURL(/\/models$/);
  await member.goto(`/models/${model.id}`);
  await expect(member.getByRole("heading", { level: 1, name: model.name })).toBeVisible();
  await expect(lockedProfile(member)).toHaveCount(0);

  // Deleting the account ends the member's session at once.
  await users.deleteAccount(email);
  await member.reload();
  await expect(lockedProfile(member)).toBeVisible();
  await member.context().close();
});

test("an exclusive member created on the Users screen signs in with the login the dialog showed", { tag: "@postgres" }, async ({ page, browser, baseURL, asAdmin: _admin }) => {
  test.slow(); // a real sign-in (password hash) between two admin screens; 31 s seen on a loaded two-core machine
  const id = unique();
  const clientName = `Client ${id}`;
  const localPart = `client${id}`.slice(0, 20);
  const password = "velvet6";
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin });

  const users = new UsersScreen(page);
  await users.goto();
  await users.createMember.click();
  const dialog = users.dialog("Create exclusive member");

  // The name and password rules, shown under the fields.
  await dialog.getByRole("button", { name: "Create member" }).click();
  await expect(dialog.getByText("Client name and password are required")).toHaveCount(2);
  await dialog.getByLabel("Client name").fill("Jane.Doe");
  await dialog.getByLabel("Password").fill("12345");
  await dialog.getByRole("button", { name: "Create member" }).click();
  await expect(dialog.getByText("Client name may contain only letters, digits, spaces, hyphens or underscores")).toBeVisible();
  await expect(dialog.getByText("Password must be at least 6 characters")).toBeVisible();

  // The login is shown as the name is typed: lowercased, letters and digits only, at most 20, at the member mail domain.
  await dialog.getByLabel("Client name").fill(clientName);
  await expect(dialog.getByText(new RegExp(`^Login: ${localPart}@[a-z0-9.-]+$`))).toBeVisible();
  await dialog.getByLabel("Password").fill(password);
  // An end date can be cleared again.
  const ends = dialog.getByLabel("Membership ends on (optional)");
  await ends.fill("2031-06-30");
  await dialog.getByRole("button", { name: "Clear the end date" }).click();
  await expect(ends).toHaveValue("");
  await ends.fill("2031-06-30");
  await dialog.getByRole("button", { name: "Create member" }).click();

  // Shown once, with copy buttons.
  const created = users.dialog("Member created");
  await expect(created).toBeVisible();
  const login = (await created.getByText(new RegExp(`^${localPart}@`)).textContent())!.trim();
  await expect(created.getByText(password, { exact: true })).toBeVisible();
  await created.getByRole("button", { name: "Copy the login" }).click();
  await expect(page.getByText("Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(login);
  await created.getByRole("button", { name: "Done" }).click();
  await expect(created).toBeHidden();

  // Listed as an approved exclusive member with a subscription until the chosen day.
  await users.goto({ q: login });
  const row = users.row(login);
  await expect(row.getByText("Approved")).toBeVisible();
  // Named as the public site names it.
  await expect(row.getByText("Exclusive member", { exact: true })).toBeVisible();
  await expect(row.getByText("Until 30/06/2031")).toBeVisible();

  // The client signs in through the sign-in form with what the dialog showed.
  const client = await (await browser.newContext()).newPage();
  await signIn(client, login, password);
  await expect(client).toHaveURL(/\/models$/);

  // The end date comes (moved into the past by the database's clock): the open session is told on its next request…
  await callFixture(page.request, "expire-user", { email: login });
  await client.goto("/account");
  await expect(client.getByText("Your membership has ended").first()).toBeVisible();
  // …and signing in again is refused with the expiry reason.
  await client.context().clearCookies();
  await signIn(client, login, password);
  await expect(client.getByText("Your membership has expired. Please contact us to renew it.").first()).toBeVisible();
  await expect(client).toHaveURL(/\/auth/);
  await client.context().close();

  await users.deleteAccount(login);
});

test("a subscription granted on the Users screen opens a members-only model's paid photos on the member's next request, and ending it closes them", { tag: "@postgres" }, async ({
  page,
  browser,
  request,
  users: accounts,
  asAdmin: _admin,
}) => {
  const model = pickModel(await listModels(request), "membersOnly", ["members_only", "members_only_no_access"]);
  const photos = (...visibilities: string[]) => new Set(model.photos.filter((photo) => visibilities.includes(photo.visibility)).map((photo) => photo.imageUrl));
  const member = await accounts.create("member");
  const memberPage = await (await browser.newContext()).newPage();
  await member.signIn(memberPage.context());
  await memberPage.goto(`/models/${model.id}`);
  expect(new Set(await galleryImageUrls(memberPage))).toEqual(photos("members_only_no_access"));

  const users = new UsersScreen(page);
  await users.goto({ q: member.email });
  await users.action("Subscription of", member.email).click();
  const dialog = users.dialog("Subscription");
  await expect(dialog.getByText("No running subscription")).toBeVisible();
  await dialog.getByLabel("1 month").check();
  await dialog.getByRole("button", { name: "Grant subscription" }).click();
  await expect(dialog).toBeHidden();

  await memberPage.reload();
  expect(new Set(await galleryImageUrls(memberPage))).toEqual(photos("members_only"));
  await expect(memberPage.getByRole("banner").getByRole("link", { name: "Account", exact: true })).toBeVisible();

  await users.action("Subscription of", member.email).click();
  await expect(dialog.getByText(/^Runs until /)).toBeVisible();
  await dialog.getByRole("button", { name: "End subscription now" }).click();
  await expect(dialog).toBeHidden();

  await memberPage.reload();
  expect(new Set(await galleryImageUrls(memberPage))).toEqual(photos("members_only_no_access"));
  // The history keeps the period that ended.
  await users.action("Subscription of", member.email).click();
  await expect(dialog.getByText("No running subscription")).toBeVisible();
  await expect(dialog.getByText("Ended").or(dialog.getByText(/^Closed /)).first()).toBeVisible();
  await memberPage.context().close();
});

test("the CSV export of a filtered view escapes cells a spreadsheet would run as formulas", async ({ page, browser, users: accounts, asAdmin: _admin }) => {
  const email = `formula-${unique()}@example.com`;
  const name = '=HYPERLINK("https://evil.test","Open")';
  const signedUp = await signUp(browser, { name, email });
  await signedUp.context().close();

  const users = new UsersScreen(page);
  await users.goto({ filter: "pending", q: email });
  await expect(users.row(email)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), users.exportCsv.click()]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toBe('"Email","Name","Status","Role","Joined","Approved","Last sign-in","Subscription ends","Exclusive member","Membership ends"');
  // Only the filtered view: this one pending account.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${email}"`);
  expect(lines[1]).toContain(`"'=HYPERLINK(""https://evil.test"",""Open"")"`);
  expect(text).not.toMatch(/(^|,)"[=+\-@]/m);

  // The route checks the permission itself: a member's session gets 403 and no file.
  const member = await accounts.create("member");
  const refused = await member.request.get("/admin/users/list/export?filter=pending", { maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  expect(refused.headers()["content-type"]).not.toContain("text/csv");

  await users.deleteAccount(email);
});

test("the bulk bar offers only the changes that apply to the ticked accounts, and Make admin says what it grants", async ({ page, request, users: accounts, asAdmin: _admin }) => {
  const approved = await accounts.create("member");
  const pending = await accounts.create("member");
  await callFixture(request, "set-user-status", { email: pending.email, status: "pending" });
  const users = new UsersScreen(page);
  const bulkBar = page.getByRole("region", { name: "Change the selected accounts" });

  // An approved account: no approve or reject to offer, and the subscription change says how many.
  await users.goto({ q: approved.email });
  await page.getByRole("checkbox", { name: `Select ${approved.email}` }).check();
  await expect(bulkBar.getByRole("button", { name: "Extend 1 subscription" })).toBeVisible();
  await expect(bulkBar.getByRole("button", { name: /^(Approve|Reject)/ })).toHaveCount(0);

  // Make admin asks first, saying what the role grants; cancelling changes nothing.
  await users.action("Make", approved.email).click();
  const promote = users.dialog(`Make ${approved.email} an admin?`);
  await expect(promote).toContainText("Admins hold every permission");
  await promote.getByRole("button", { name: "Cancel" }).click();
  await expect(promote).toBeHidden();
  await expect(users.action("Make", approved.email)).toBeVisible();

  // A pending account: approve and reject apply to it.
  await users.goto({ q: pending.email });
  await page.getByRole("checkbox", { name: `Select ${pending.email}` }).check();
  await expect(bulkBar.getByRole("button", { name: "Approve 1" })).toBeVisible();
  await expect(bulkBar.getByRole("button", { name: "Reject 1" })).toBeVisible();
});

test("on a 390 px phone the accounts are cards with the same actions", async ({ page, asAdmin: admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const users = new UsersScreen(page);
  await users.goto({ q: admin.email });
  await expect(users.table).toBeHidden();
  const card = users.cards.filter({ hasText: admin.email });
  await expect(card).toBeVisible();
  await expect(card.getByText("You", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: `Subscription of ${admin.email}` })).toBeVisible();
  // Nobody deletes or demotes themselves: those buttons are not offered.
  await expect(card.getByRole("button", { name: `Delete ${admin.email}` })).toHaveCount(0);
  await expect(card.getByRole("button", { name: `Remove admin: ${admin.email}` })).toHaveCount(0);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
