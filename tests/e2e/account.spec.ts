/**
 * The member's own account page: "Account" in the header, membership details,
 * sign out everywhere, and an account whose approval is withdrawn told so on
 * its next request. The password change is tested against better-auth in
 * src/features/account/flows.test.ts (fixture accounts have no password).
 */
import { expect, test } from "./support/test";
import { setUserStatus } from "./support/fixtures";

test("a subscriber's header reads Account (not a tier), and /account shows their membership", { tag: "@postgres" }, async ({ page, asSubscriber }) => {
  await page.goto("/models");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Account", exact: true })).toBeVisible();
  await expect(header.getByText(asSubscriber.email)).toHaveCount(0);
  await expect(header.getByText("Subscriber")).toHaveCount(0);

  await header.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  const details = page.getByRole("definition");
  await expect(details.filter({ hasText: asSubscriber.email })).toBeVisible();
  await expect(details.filter({ hasText: /^Active (until|, no end date)/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^A subscription shows/ })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Change password" })).toBeVisible();
});

test("sign out everywhere ends this session and the one on another device", { tag: "@postgres" }, async ({ page, browser, asMember }) => {
  const phone = await browser.newContext();
  await phone.addCookies([await asMember.newSession()]);
  const phonePage = await phone.newPage();
  await phonePage.goto("/account");
  await expect(phonePage.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

  await page.goto("/account");
  // A member without a subscription is told what one adds, and whom to ask (staff grant them; there is no payment).
  const offer = page.getByRole("region", { name: /^A subscription shows \d+ more photos? on \d+ profiles?$/ });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("list", { name: "Contact the concierge" }).getByRole("link").first()).toHaveAttribute("href", /^(mailto|tel):/);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/auth\?reason=signed-out/);

  await phonePage.goto("/account");
  await expect(phonePage).toHaveURL(/\/auth\?next=%2Faccount/);
  await phone.close();
});

test("a member whose approval is withdrawn is told so on the next request", { tag: "@postgres" }, async ({ page, asMember }) => {
  await page.goto("/models");
  await expect(page.getByRole("status").filter({ hasText: "Your account was not approved" })).toHaveCount(0);

  const fixtures = asMember.request;
  await setUserStatus(fixtures, asMember.email, "rejected");
  await page.goto("/models");
  await expect(page.getByRole("status").filter({ hasText: "Your account was not approved" })).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("banner").getByRole("link", { name: "Account", exact: true })).toBeVisible();
  await expect(page.getByText("Your application for membership was not approved").first()).toBeVisible();
});
