import { expect, test } from "./support/test";
import { galleryImageUrls, listModels, lockedProfile, pickModel, setUserStatus, signIn } from "./support/fixtures";

test("sign up, wait for approval, sign in, see member content, sign out", { tag: "@postgres" }, async ({ page, request }) => {
  // Three real password checks (scrypt) and five page loads: 19 s on an idle machine, up to 37 s seen
  // when the whole suite shares two cores, past the default 30 s.
  test.slow();
  const email = `new-member-${Date.now()}@example.com`;
  const password = "a-long-enough-password";
  const membersOnlyModel = pickModel(await listModels(request), "membersOnly", ["members_only_no_access"]);
  const profilePath = `/models/${membersOnlyModel.id}`;

  // A visitor sees the members-only profile locked, and becomes a member from the header, keeping the profile as next.
  await page.goto(profilePath);
  await expect(lockedProfile(page)).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Become a member" }).click();
  await expect(page).toHaveURL(`/auth?mode=sign-up&next=${encodeURIComponent(profilePath)}`);

  // Sign up: a calm status page says what happens next, how long it takes, whom to ask, and the way back.
  await page.getByLabel("Name").fill("New Member");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(`/auth/status?state=received&next=${encodeURIComponent(profilePath)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, your request is with us" })).toBeVisible();

  // Pending accounts cannot sign in: the same calm page, not a red error, with the wait, a contact and the way back.
  await page.getByRole("link", { name: "Sign in once approved" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`/auth/status?state=pending&next=${encodeURIComponent(profilePath)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your account is awaiting approval" })).toBeVisible();
  await expect(page.getByText("Most accounts are reviewed within one working day.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Email: / })).toHaveAttribute("href", /^mailto:.+@/);
  await expect(page.getByRole("link", { name: /^Telephone: / })).toHaveAttribute("href", /^tel:\+?\d+/);
  await expect(page.getByRole("link", { name: "Back to where you were" })).toHaveAttribute("href", profilePath);
  // Still no member access: the profile stays locked.
  await page.goto(profilePath);
  await expect(lockedProfile(page)).toBeVisible();

  // An administrator approves the account.
  await setUserStatus(request, email, "approved");

  // Signing in now lands on /models, and the members-only profile opens.
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/models$/);
  await page.goto(profilePath);
  await expect(page.getByRole("heading", { level: 1, name: membersOnlyModel.name })).toBeVisible();
  await expect(lockedProfile(page)).toHaveCount(0);
  // A member without a subscription gets the teaser photos only.
  const teasers = membersOnlyModel.photos.filter((p) => p.visibility === "members_only_no_access").map((p) => p.imageUrl);
  expect(new Set(await galleryImageUrls(page))).toEqual(new Set(teasers));

  // Sign out returns to / and access ends at once.
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(profilePath);
  await expect(lockedProfile(page)).toBeVisible();
});

test("a rejected account is told so on its status page, with a contact, and gets no access", { tag: "@postgres" }, async ({ page, request }) => {
  const email = `rejected-${Date.now()}@example.com`;
  const password = "a-long-enough-password";
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Name").fill("Rejected Person");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, your request is with us" })).toBeVisible();
  await setUserStatus(request, email, "rejected");
  await signIn(page, email, password);
  await expect(page).toHaveURL("/auth/status?state=rejected");
  await expect(page.getByRole("heading", { level: 1, name: "Your membership was not approved" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Email: / })).toHaveAttribute("href", /^mailto:.+@/);
});
