import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** Env the end-to-end runner (scripts/e2e.mjs) hands to every test. */
export const E2E = {
  adminEmail: process.env.ADMIN_EMAIL ?? "admin@e2e.test",
  adminPassword: process.env.ADMIN_PASSWORD ?? "",
  demoPassword: process.env.DEMO_PASSWORD ?? "",
  fixturesToken: process.env.VELVET_TEST_FIXTURES_TOKEN ?? "",
};

export interface FixtureModel {
  id: string;
  name: string;
  membersOnly: boolean;
  allPhotosPublic: boolean;
  availability: "available" | "busy" | "unavailable" | null;
  /** The district's name, or null. */
  locationName: string | null;
  photos: { imageUrl: string; visibility: "public" | "members_only" | "members_only_no_access" | "admin_only" }[];
}

/** One call to the token-guarded fixtures route (docs/decisions/006-test-fixtures-route.md). */
export async function callFixture(request: APIRequestContext, action: string, data?: unknown): Promise<unknown> {
  const response = await request.post(`/api/test-fixtures/${action}`, {
    // A fresh connection per call: a kept-alive one the server has just timed
    // out (5 s idle, e.g. between a test's start and its clean-up) resets.
    headers: { "x-fixtures-token": E2E.fixturesToken, connection: "close" },
    data: data ?? {},
  });
  expect(response.status(), `fixture ${action}: ${response.status() === 200 ? "" : await response.text()}`).toBe(200);
  return response.json();
}

/** Stands in for an admin approving or rejecting an account, in tests whose subject is not the Users screen (admin-users.spec.ts drives the screen itself). */
export async function setUserStatus(
  request: APIRequestContext,
  email: string,
  status: "pending" | "approved" | "rejected",
): Promise<void> {
  await callFixture(request, "set-user-status", { email, status });
}

export async function listModels(request: APIRequestContext): Promise<FixtureModel[]> {
  return (await callFixture(request, "models")) as FixtureModel[];
}

/** A seeded model of the given access mode that has photos of the given visibilities. */
export function pickModel(
  models: FixtureModel[],
  mode: "membersOnly" | "mixed" | "allPublic",
  needs: FixtureModel["photos"][number]["visibility"][] = [],
): FixtureModel {
  const found = models.find((m) => {
    const modeMatches =
      mode === "membersOnly" ? m.membersOnly : mode === "allPublic" ? m.allPhotosPublic : !m.membersOnly && !m.allPhotosPublic;
    return modeMatches && needs.every((v) => m.photos.some((p) => p.visibility === v));
  });
  if (!found) throw new Error(`No seeded ${mode} model with photos ${needs.join(", ")}`);
  return found;
}

/**
 * Signs in through the form. Only for the tests whose subject is the form
 * itself (sign-up and approval, refused sign-ins); every other test signs in
 * with a fixture (support/test.ts: asMember, asAdmin, …) that writes a
 * session, so the sign-in rate limit never meets the suite.
 */
export async function signIn(page: Page, email: string, password: string, next?: string): Promise<void> {
  await page.goto(next ? `/auth?next=${encodeURIComponent(next)}` : "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The src of every photo in the profile gallery. */
export async function galleryImageUrls(page: Page): Promise<string[]> {
  return profileGallery(page).locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
}

/** The profile's photo gallery: main photo, thumbnails, counter and caption. */
export function profileGallery(page: Page) {
  return page.getByRole("region", { name: "Photo gallery" });
}

/** What a viewer without access sees instead of a members-only profile. */
export function lockedProfile(page: Page) {
  return page.getByRole("region", { name: /^Members-only profile/ });
}
