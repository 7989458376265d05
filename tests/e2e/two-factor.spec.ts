import type { Browser, Page } from "@playwright/test";
import { currentCode, wrongCode } from "../support/totp";
import { callFixture, signIn } from "./support/fixtures";
import { expect, test, type TestUser } from "./support/test";

/**
 * Two-factor sign-in for staff, end to end (issue: members and staff, item 5):
 * a team account turns it on from /account with the key an authenticator app
 * would read, then signs in with its password and a code, and again with a
 * recovery code, which works only once. The rules behind it (rate limits,
 * the admins' requirement) are covered by src/features/auth/two-factor/flows.test.ts
 * and src/features/settings/admin/two-factor-requirement.integration.test.ts.
 */

const PASSWORD = "two-factor-e2e-password";

/** A fresh browser with no session, as when the person signs in on another device. */
async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The fixture account gets a real password, and the sign-in counters start from zero. */
async function withPassword(user: TestUser): Promise<void> {
  await callFixture(user.request, "set-password", { userId: user.id, password: PASSWORD });
  await callFixture(user.request, "clear-rate-limits");
}

test("a team account turns on two-factor, then signs in with a code and with a recovery code that works once", { tag: "@postgres" }, async ({ page, browser, asTeam }) => {
  test.slow(); // four real sign-ins (password hashes) and a set-up
  await withPassword(asTeam);

  // Set up on /account: the password, then the key, the recovery codes, and the app's first code.
  await page.goto("/account#two-factor");
  const card = page.locator("#two-factor");
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  await card.getByLabel("Your password").fill(PASSWORD);
  await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(card.getByRole("img", { name: "QR code to add this account to an authenticator app" })).toBeVisible();
  const key = (await card.getByTestId("two-factor-key").textContent())?.trim() ?? "";
  // Grouped in fours for typing by hand.
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+=*$/);
  const recoveryCodes = (await card.getByRole("list", { name: "2. Save your recovery codes" }).getByRole("listitem").allTextContents()).map((code) => code.trim());
  expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);

  // A wrong code leaves it off and says why.
  await card.getByLabel("6-digit code").fill(await wrongCode(key));
  await card.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(card.getByText("That code is not right. Check the time on your phone and try the newest code.")).toBeVisible();
  await card.getByLabel("6-digit code").fill(await currentCode(key));
  await card.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("Two-factor sign-in is on.").first()).toBeVisible();
  await page.reload();
  await expect(page.locator("#two-factor").getByText("On", { exact: true })).toBeVisible();

  // Another device: the password alone is not enough.
  const phone = await freshPage(browser);
  await signIn(phone, asTeam.email, PASSWORD);
  await expect(phone).toHaveURL(/\/auth\/two-factor/);
  await phone.goto("/admin");
  await expect(phone).toHaveURL(/\/auth\?next=%2Fadmin/);
  await signIn(phone, asTeam.email, PASSWORD);
  await expect(phone).toHaveURL(/\/auth\/two-factor/);
  await phone.getByLabel("Code from your authenticator app").fill(await wrongCode(key));
  await phone.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(phone.getByText("That code is not right. Check the time on your phone and try the newest code.")).toBeVisible();
  await phone.getByLabel("Code from your authenticator app").fill(await currentCode(key));
  await phone.getByRole("button", { name: "Verify and sign in" }).click();
  // Staff land on the back office.
  await expect(phone).toHaveURL(/\/admin$/);
  await expect(phone.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await phone.context().close();

  // A lost phone: a recovery code signs in once.
  const laptop = await freshPage(browser);
  await signIn(laptop, asTeam.email, PASSWORD);
  await expect(laptop).toHaveURL(/\/auth\/two-factor/);
  await laptop.getByRole("button", { name: "Lost your phone? Use a recovery code" }).click();
  await laptop.getByLabel("Recovery code").fill(recoveryCodes[0]);
  await laptop.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(laptop).toHaveURL(/\/admin$/);
  await laptop.context().close();

  const again = await freshPage(browser);
  await signIn(again, asTeam.email, PASSWORD);
  await expect(again).toHaveURL(/\/auth\/two-factor/);
  await again.getByRole("button", { name: "Lost your phone? Use a recovery code" }).click();
  await again.getByLabel("Recovery code").fill(recoveryCodes[0]);
  await again.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(again.getByText("That recovery code is not right, or it has been used already.")).toBeVisible();
  await expect(again).toHaveURL(/\/auth\/two-factor/);
  // The next unused one still works.
  await again.getByLabel("Recovery code").fill(recoveryCodes[1]);
  await again.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(again).toHaveURL(/\/admin$/);
  await again.context().close();
});

test("a member who deletes their own account is signed out, and their session on another device stops at once", { tag: "@postgres" }, async ({ page, browser, asMember }) => {
  await withPassword(asMember);
  const phone = await browser.newContext();
  await phone.addCookies([await asMember.newSession()]);
  const phonePage = await phone.newPage();
  await phonePage.goto("/account");
  await expect(phonePage.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

  await page.goto("/account");
  const form = page.getByRole("form", { name: "Delete my account" });
  // Without the tick nothing happens, and the form says why (a password is never sent back to the page, so it is typed again).
  await form.getByLabel("Your password").fill(PASSWORD);
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(form.getByText("Tick the box to confirm that the account should be deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  await form.getByLabel("I understand that my account will be deleted and cannot be restored.").check();
  await form.getByLabel("Your password").fill("not-the-password");
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(form.getByText("That is not your password.")).toBeVisible();

  await form.getByLabel("Your password").fill(PASSWORD);
  await form.getByLabel("I understand that my account will be deleted and cannot be restored.").check();
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/auth\?reason=account-deleted/);

  await phonePage.goto("/account");
  await expect(phonePage).toHaveURL(/\/auth\?next=%2Faccount/);
  await phone.close();

  // And the password signs nobody in any more.
  await signIn(page, asMember.email, PASSWORD);
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});
