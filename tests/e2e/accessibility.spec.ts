import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { listModels, pickModel } from "./support/fixtures";
import { firstPostPath, pathsOf, visitorPages } from "./support/public-pages";
import { expect, test } from "./support/test";

/**
 * Automated accessibility checks (decision 038): axe-core's WCAG 2.0, 2.1 and
 * 2.2 A and AA rules, plus heading-order (a skipped heading level) and
 * label-content-name-mismatch (WCAG 2.5.3, which axe ships switched off), over
 * the main public pages as a visitor, a member's pages, the public forms in
 * their error state and the main admin screens, at 1440 px and, for some, at
 * 390 px. A test visits several pages and fails once with every violation it
 * met, one line each: page, width, rule, impact and the elements.
 *
 * What axe cannot judge (reading order, whether a name makes sense, keyboard
 * journeys) stays with the behaviour specs and a person looking.
 */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const EXTRA_RULES = { "heading-order": { enabled: true }, "label-content-name-mismatch": { enabled: true } };

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
// A page load and one axe run on a busy 2-core machine; each test's time limit
// is this times the pages it visits (the default 30 s is for a single journey).
const PER_PAGE_MS = 15_000;

// The end state of every page, not a frame of its entrance animation (text
// fading in has a lower contrast for 700 ms).
test.use({ contextOptions: { reducedMotion: "reduce" } });

/**
 * Rules switched off on one page, each with the reason. None today: keep it
 * empty unless a rule is wrong for a page, and say why beside the entry.
 */
const KNOWN_EXCEPTIONS: Record<string, readonly string[]> = {};

/** The violations axe finds on the page as it is now, one readable line each. */
async function axeViolations(page: Page, where: string, skipRules: readonly string[] = []): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const rules = { ...EXTRA_RULES, ...Object.fromEntries(skipRules.map((rule) => [rule, { enabled: false }])) };
  // Legacy mode runs axe in the page itself instead of finishing each run in a
  // fresh blank page: about 40% faster, and the site has no frames it would miss.
  const results = await new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(" ")).join(" | ");
    return `${where}: ${violation.id} (${violation.impact ?? "?"}) ${violation.help} → ${targets}`;
  });
}

/** Opens each path at each width and collects every violation. */
async function auditPages(page: Page, paths: readonly string[], widths: readonly { width: number; height: number }[]): Promise<string[]> {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} answered`).toBe(200);
      found.push(...(await axeViolations(page, `${path} @${size.width}px`, KNOWN_EXCEPTIONS[path])));
    }
  }
  return found;
}

function expectNone(violations: string[]): void {
  expect(violations, `axe found:\n${violations.join("\n")}`).toEqual([]);
}

/**
 * A public profile with the longest name: axe's link-in-text-block leaves out
 * a link that is as long as the rest of its sentence, and "Members can review
 * {name}. Sign in to write a review" is such a sentence for a short name.
 */
async function profileToCheck(request: Parameters<typeof listModels>[0]) {
  const models = (await listModels(request)).filter((model) => !model.membersOnly && model.photos.some((photo) => photo.visibility === "public"));
  expect(models.length, "a public profile to check").toBeGreaterThan(0);
  return models.reduce((longest, model) => (model.name.length > longest.name.length ? model : longest));
}

test("the main public pages pass axe for a visitor at desktop width", async ({ page, request, asVisitor: _visitor }) => {
  // Every page a visitor opens (the public page registry's), and the sign-up form /auth also shows.
  const pages = visitorPages();
  test.setTimeout(PER_PAGE_MS * (pages.length + 3));
  const paths = await pathsOf(pages, {
    "a public profile": async () => `/models/${(await profileToCheck(request)).id}`,
    "first post on /blog": () => firstPostPath(page),
  });
  expectNone(await auditPages(page, [...paths, "/auth?mode=sign-up"], [WIDE]));
});

test("the main public pages pass axe for a visitor on a phone", async ({ page, request, asVisitor: _visitor }) => {
  test.setTimeout(PER_PAGE_MS * 6);
  const model = await profileToCheck(request);
  expectNone(await auditPages(page, ["/", "/models", `/models/${model.id}`, "/apply", "/auth"], [PHONE]));
});

test("the public forms in their error state pass axe, field errors included", async ({ page, asVisitor: _visitor }) => {
  test.setTimeout(PER_PAGE_MS * 3);
  await page.setViewportSize(WIDE);
  const found: string[] = [];

  await page.goto("/apply");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  found.push(...(await axeViolations(page, "/apply, sent empty")));

  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Name").fill("A");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("different");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  found.push(...(await axeViolations(page, "/auth sign-up, bad input")));

  expectNone(found);
});

test("a member's profile, review form in its error state and account page pass axe", async ({ page, request, asMember: _member }) => {
  test.setTimeout(PER_PAGE_MS * 6);
  const model = await profileToCheck(request);
  const found = await auditPages(page, [`/models/${model.id}`, "/account"], [WIDE, PHONE]);

  await page.setViewportSize(WIDE);
  await page.goto(`/models/${model.id}#reviews`);
  const form = page.getByRole("form", { name: `Review ${model.name}` });
  await form.getByLabel("Name to show").fill("J");
  await form.getByLabel("Your review", { exact: true }).fill("Too short");
  await form.getByRole("button", { name: "Send review" }).click();
  await expect(form.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  found.push(...(await axeViolations(page, "review form, bad input")));

  expectNone(found);
});

test("the main admin screens pass axe at desktop width", async ({ page, request, asAdmin: _admin }) => {
  test.setTimeout(PER_PAGE_MS * 13);
  const model = pickModel(await listModels(request), "mixed", ["public"]);
  const screens = [
    "/admin",
    "/admin/models/list",
    `/admin/models/edit/${model.id}`,
    "/admin/models/reviews",
    "/admin/models/applications",
    "/admin/users/list",
    "/admin/users/permissions",
    "/admin/users/audit",
    "/admin/seo/meta-tags",
    "/admin/seo/pages",
    "/admin/seo/performance",
    "/admin/settings",
  ];
  expectNone(await auditPages(page, screens, [WIDE]));
});

test("the admin screens used most on a phone pass axe", async ({ page, asAdmin: _admin }) => {
  test.setTimeout(PER_PAGE_MS * 4);
  expectNone(await auditPages(page, ["/admin", "/admin/models/list", "/admin/users/list"], [PHONE]));
});
