import { expect, test } from "./support/test";
import { galleryImageUrls, listModels, lockedProfile, pickModel, setUserStatus, signIn } from "./support/fixtures";

test("sign up, wait for approval, sign in, see member content, sign out", async ({ page, request }) => {
  // Three real password checks (scrypt) and five page loads: 19 s on an idle machine, up to 37 s seen
  // when the whole suite shares two cores, past the default 30 s.
  test.slow();
  const email = `new-member-${Date.now()}@example.com`;
  const password = "a-long-enough-password";
  const membersOnlyModel = pickModel(await listModels(request), "membersOnly", ["members_only_no_access"]);
  const profilePath = `/models/${membersOnlyModel.id}`;

  // A visitor sees the members-only profile locked.
  await page.goto(profilePath);
  await expect(lockedProfile(page)).toBeVisible();

  // Sign up: the account is pending and says so.
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Name").fill("New Member");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/pending approval/i).first()).toBeVisible();

  // Pending accounts cannot sign in, and are told why.
  await signIn(page, email, password);
  await expect(page.getByText(/awaiting approval/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

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

test("a rejected account is told so and gets no access", async ({ page, request }) => {
  const email = `rejected-${Date.now()}@example.com`;
  const password = "a-long-enough-password";
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Name").fill("Rejected Person");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/pending approval/i).first()).toBeVisible();
  await setUserStatus(request, email, "rejected");
  await signIn(page, email, password);
  await expect(page.getByText(/not approved/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
