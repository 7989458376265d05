/**
 * The member's own account page: "Account" in the header, membership details,
 * sign out everywhere, and an account whose approval is withdrawn told so on
 * its next request; "Download my data" gives a member their own data only.
 * The password change is tested against better-auth in
 * src/features/account/flows.test.ts (fixture accounts have no password).
 */
import fs from "node:fs";
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

test("a member downloads their own data from /account, and nobody else's; a visitor is refused", async ({ page, playwright, baseURL, asMember, users }) => {
  const other = await users.create("subscriber");
  await page.goto("/account");
  const section = page.getByRole("heading", { name: "Your data" });
  await expect(section).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^velvet-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
  expect(file.account.email).toBe(asMember.email);

  // Whose data is the session's alone: an id in the address changes nothing.
  const named = await asMember.request.get(`/account/my-data?userId=${other.id}&id=${other.id}`);
  expect(named.status()).toBe(200);
  expect(named.headers()["cache-control"]).toBe("private, no-store");
  const text = await named.text();
  expect(JSON.parse(text).account.email).toBe(asMember.email);
  expect(text).not.toContain(other.email);

  // A signed-out visitor (a request with no cookie at all), even naming the account.
  const visitor = await playwright.request.newContext({ baseURL });
  try {
    const refused = await visitor.get(`/account/my-data?userId=${asMember.id}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(401);
    expect(await refused.text()).not.toContain(asMember.email);
  } finally {
    await visitor.dispose();
  }
});
