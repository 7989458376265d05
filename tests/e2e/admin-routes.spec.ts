import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import sharp from "sharp";
import { FaqScreen } from "./pages/faq";
import { PERMISSIONS } from "../../src/features/access/permissions";
import { ADMIN_ROUTES, type AdminRoute } from "../../src/features/admin/routes";
import { callFixture, listModels } from "./support/fixtures";
import { expect, test, type SessionCookie, type TestUser, type UserKind } from "./support/test";

/**
 * Who may open which admin screen, and who may call which admin action, end to
 * end against the production build (decision 003: a direct call by a non-admin
 * gets 403 and changes nothing).
 *
 * 1. Every route of the admin registry (src/features/admin/routes.ts), as a
 *    visitor (sent to sign in and back), a member (403), a team account (403
 *    unless its role is granted the route's permission in
 *    src/features/access/permissions.ts) and an admin (the screen; a redirect
 *    for routes that only redirect; the admin 404 for unknown addresses),
 *    read from the HTML the server answers with; and in a browser for the
 *    first route of each outcome per viewer.
 * 2. One server action per admin domain, posted by hand the way the browser
 *    posts it, with a member's session: refused as forbidden, and the data it
 *    would have changed reads back the same. The same request with an admin's
 *    session does change the data, so the refusal is the guard's doing and not
 *    a malformed request.
 */

test.describe.configure({ mode: "parallel" });

// ---------------------------------------------------------------------------
// 1. The route loop
// ---------------------------------------------------------------------------

type Viewer = "visitor" | Exclude<UserKind, "subscriber">;

/** A concrete address for a registry path: `[id]` and `[...missing]` filled in. */
function addressOf(route: AdminRoute): string {
  return route.path.replace("[id]", "00000000-0000-4000-8000-000000000001").replace("[...missing]", "no-such-screen");
}

type Outcome = "sign-in" | "forbidden" | "screen" | "redirect" | "not-found";

/** What the registry and the default role grants say this viewer gets at this route. */
function expectedOutcome(route: AdminRoute, viewer: Viewer): Outcome {
  if (viewer === "visitor") return "sign-in";
  const granted = viewer === "admin" || (viewer === "team" && (PERMISSIONS[route.permission].roles as readonly string[]).includes("team"));
  if (!granted) return "forbidden";
  if (route.redirectsTo) return "redirect";
  if (route.path.includes("[...")) return "not-found";
  return "screen";
}

// playwright.config.ts's baseURL: hooks that run once for many tests have no baseURL fixture.
const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";
const accountsMade: string[] = [];

/** The signed-in request context of a viewer: one account per viewer for the whole loop, which only reads. */
async function sessionOf(playwright: PlaywrightWorkerArgs["playwright"], viewer: Viewer): Promise<APIRequestContext> {
  const fixtures = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    if (viewer === "visitor") return await playwright.request.newContext({ baseURL: BASE_URL });
    const { user, cookie } = (await callFixture(fixtures, "sign-in", { kind: viewer })) as { user: { id: string }; cookie: Omit<SessionCookie, "domain"> };
    accountsMade.push(user.id);
    const domain = new URL(BASE_URL).hostname;
    return await playwright.request.newContext({ baseURL: BASE_URL, storageState: { cookies: [{ ...cookie, domain }], origins: [] } });
  } finally {
    await fixtures.dispose();
  }
}


/** The text of each element `tag` in `html`, markup removed and the common entities decoded. */
function textsOf(html: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "g");
  return [...html.matchAll(pattern)].map(([, inner]) =>
    inner
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .trim(),
  );
}

/**
 * Outcomes whose page the server writes out in its HTML: the sign-in form, a
 * screen, a redirect's target. A refusal (403) and the admin 404 are drawn in
 * the browser by the error boundaries, from the page's data, so those are
 * checked in a browser.
 */
type HtmlOutcome = Extract<Outcome, "sign-in" | "screen" | "redirect">;
const isHtmlOutcome = (outcome: Outcome): outcome is HtmlOutcome => outcome === "sign-in" || outcome === "screen" || outcome === "redirect";

/**
 * What the server answers at this route, read from its HTML (the guard decides
 * on the server, so the HTML is the whole answer): the checks the browser
 * makes on the page, without a browser.
 */
async function expectOutcomeOverHttp(request: APIRequestContext, route: AdminRoute, outcome: HtmlOutcome): Promise<void> {
  const address = addressOf(route);
  const response = await request.get(address);
  const status = response.status();
  const html = await response.text();
  const hasSidebar = /<aside\b[^>]*\baria-label="Admin Panel"/.test(html);
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  switch (outcome) {
    case "sign-in":
      expect(response.url(), address).toBe(new URL(`/auth?next=${encodeURIComponent(address)}`, BASE_URL).toString());
      expect(textsOf(html, "button"), address).toContain("Sign in");
      return;
    case "redirect":
      expect(new URL(response.url()).pathname, address).toBe(route.redirectsTo);
      expect(status, address).toBe(200);
      expect(hasSidebar, address).toBe(true);
      return;
    case "screen":
      expect(status, address).toBe(200);
      expect(new URL(response.url()).pathname, address).toBe(address);
      expect(hasSidebar, address).toBe(true);
      expect(textsOf(main, "h1").length, `${address}: a heading in main`).toBeGreaterThan(0);
      // The refusal's heading is drawn in the browser; its title is in the HTML.
      expect(textsOf(html, "title"), address).not.toContain("Access Denied · Admin Panel");
  }
}

/** The same outcome as a person's browser shows it, for one route of each outcome per viewer. */
async function expectOutcome(page: Page, route: AdminRoute, viewer: Viewer, outcome: Outcome, baseURL: string): Promise<void> {
  const address = addressOf(route);
  // The guard decides on the server: what the page shows once its HTML has
  // arrived is what counts, without waiting for the admin pages to hydrate.
  const response = await page.goto(address, { waitUntil: "domcontentloaded" });
  const status = response?.status();
  const accessDenied = page.getByRole("heading", { level: 1, name: "Access Denied" });
  const sidebar = page.getByRole("complementary", { name: "Admin Panel" });
  switch (outcome) {
    case "sign-in":
      expect(page.url(), address).toBe(new URL(`/auth?next=${encodeURIComponent(address)}`, baseURL).toString());
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
      return;
    case "forbidden":
      expect(status, address).toBe(403);
      await expect(accessDenied).toBeVisible();
      if (viewer === "member") await expect(sidebar).toHaveCount(0);
      return;
    case "redirect":
      expect(new URL(page.url()).pathname, address).toBe(route.redirectsTo);
      expect(status, address).toBe(200);
      await expect(sidebar).toBeVisible();
      return;
    case "not-found":
      expect(status, address).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(sidebar).toBeVisible();
      return;
    case "screen":
      expect(status, address).toBe(200);
      expect(new URL(page.url()).pathname, address).toBe(address);
      await expect(sidebar).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(accessDenied).toHaveCount(0);
  }
}

const VIEWERS = ["visitor", "member", "team", "admin"] as const;

test.afterAll(async ({ playwright }) => {
  if (accountsMade.length === 0) return;
  const fixtures = await playwright.request.newContext({ baseURL: BASE_URL });
  await callFixture(fixtures, "delete-users", { ids: accountsMade.splice(0) });
  await fixtures.dispose();
});

// Every route for every viewer: over HTTP where the HTML holds the answer, in a browser where it is drawn there.
for (const viewer of VIEWERS) {
  test.describe(`as ${viewer === "admin" ? "an" : "a"} ${viewer}`, () => {
    let request: APIRequestContext | undefined;
    const http = async (playwright: PlaywrightWorkerArgs["playwright"]) => (request ??= await sessionOf(playwright, viewer));
    test.afterAll(async () => request?.dispose());

    for (const route of ADMIN_ROUTES) {
      const outcome = expectedOutcome(route, viewer);
      const title = `${route.path} (${route.permission}): ${outcome}`;
      if (isHtmlOutcome(outcome)) {
        test(title, async ({ playwright }) => expectOutcomeOverHttp(await http(playwright), route, outcome));
      } else {
        test(title, async ({ page, users, baseURL }) => {
          if (viewer !== "visitor") await (await users.create(viewer)).signIn(page.context());
          await expectOutcome(page, route, viewer, outcome, baseURL!);
        });
      }
    }
  });
}

// In a browser as well, the first route of each outcome read over HTTP above, for each viewer: what the HTML says is what a person sees.
test.describe("in a browser", () => {
  for (const viewer of VIEWERS) {
    const firstOfEach = new Map<Outcome, AdminRoute>();
    for (const route of ADMIN_ROUTES) {
      const outcome = expectedOutcome(route, viewer);
      if (isHtmlOutcome(outcome) && !firstOfEach.has(outcome)) firstOfEach.set(outcome, route);
    }
    for (const [outcome, route] of firstOfEach) {
      test(`as ${viewer === "admin" ? "an" : "a"} ${viewer}, ${route.path}: ${outcome}`, async ({ page, users, baseURL }) => {
        if (viewer !== "visitor") await (await users.create(viewer)).signIn(page.context());
        await expectOutcome(page, route, viewer, outcome, baseURL!);
      });
    }
  }
});

// ---------------------------------------------------------------------------
// 2. Server actions called directly
// ---------------------------------------------------------------------------

interface ServerReference {
  workers: Record<string, unknown>;
  filename: string;
  exportedName: string;
}

/** The production build's server actions by export name: their id and a page that serves them. */
function serverActions(): Map<string, { id: string; page: string; filename: string }> {
  const file = path.join(".next", "server", "server-reference-manifest.json");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run through scripts/e2e.mjs, which builds first`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { node: Record<string, ServerReference> };
  const byName = new Map<string, { id: string; page: string; filename: string }>();
  for (const [id, reference] of Object.entries(manifest.node)) {
    // Actions live in src/features/<domain>/[admin/]actions.ts; look them up by export name, not by file.
    if (!/^src\/features\/.+\/actions\.ts$/.test(reference.filename)) continue;
    if (byName.has(reference.exportedName)) throw new Error(`Two server actions are named ${reference.exportedName}`);
    const worker = Object.keys(reference.workers).find((name) => !name.includes("["));
    if (!worker) continue;
    byName.set(reference.exportedName, { id, page: worker.replace(/^app/, "").replace(/\/page$/, ""), filename: reference.filename });
  }
  return byName;
}

const ACTIONS = serverActions();

function actionNamed(name: string) {
  const action = ACTIONS.get(name);
  if (!action) throw new Error(`No server action named ${name} in the build`);
  return action;
}

/**
 * Posts to a server action as the browser does (captured and compared in the
 * first test below): `Next-Action` names it, the argument list is the JSON
 * text body, and the request comes from the site's own origin.
 */
async function callAction(request: APIRequestContext, name: string, input: unknown, baseURL: string) {
  const { id, page } = actionNamed(name);
  const response = await request.post(page, {
    headers: { "Next-Action": id, Origin: new URL(baseURL).origin, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
    data: JSON.stringify([input]),
  });
  return { status: response.status(), body: await response.text() };
}

type Row = Record<string, unknown>;

/** Rows of a content table through the fixtures route (the test cannot open the embedded database). */
async function read(request: APIRequestContext, table: string, where?: { column: string; value: string | number | boolean }): Promise<Row[]> {
  return (await callFixture(request, "read", { table, where })) as Row[];
}

async function readOne(request: APIRequestContext, table: string, column: string, value: string | number): Promise<Row> {
  const [row, ...more] = await read(request, table, { column, value });
  expect(row, `${table}.${column} = ${value}`).toBeTruthy();
  expect(more).toHaveLength(0);
  return row;
}

const MARKER = `Changed by a direct call ${Date.now().toString(36)}`;
const MEMBER_CALL_REDIRECT = `/member-call-${Date.now().toString(36)}`;
const MEMBER_CALL_PATTERN = `/member-call-${Date.now().toString(36)}`;
/** Rows in a fixed order: the database promises none. */
const byId = (a: Row, b: Row) => String(a.id).localeCompare(String(b.id));

let unusedImage: Promise<string> | null = null;
let brokenImage: Promise<string> | null = null;

/**
 * The first all-public seeded model's gallery as a visitor gets it (no admin-only photo), with the
 * audit rows of those photos: what the gallery actions would change.
 */
async function seededPublicGallery(request: APIRequestContext) {
  const model = (await listModels(request)).find((candidate) => candidate.allPhotosPublic && candidate.photos.length > 0);
  expect(model, "a seeded all-public model with photos").toBeTruthy();
  const response = await request.get(`/api/models/${model!.id}/gallery`);
  expect(response.status()).toBe(200);
  const { photos } = (await response.json()) as { photos: Row[] };
  const audit = (await Promise.all(photos.map((photo) => read(request, "audit_log", { column: "entityId", value: String(photo.id) })))).flat();
  return { modelId: model!.id, photos: photos.map(({ id, caption, visibility, imageUrl }) => ({ id, caption, visibility, imageUrl })), audit };
}

async function storeUnusedImageOnce(request: APIRequestContext): Promise<string> {
  const { id } = (await callFixture(request, "store-image", { filename: `member-call-${Date.now().toString(36)}.png`, shade: 30 })) as { id: string };
  return id;
}

async function brokenBannerImageOnce(request: APIRequestContext): Promise<string> {
  const { mediaId } = (await callFixture(request, "broken-banner-image", { caption: `Member call ${Date.now().toString(36)}`, remove: "w400" })) as { mediaId: string };
  return mediaId;
}

/** The broken image's media row and the audit rows that name it. */
async function brokenImageTarget(request: APIRequestContext) {
  const mediaId = await (brokenImage ??= brokenBannerImageOnce(request));
  return { media: await read(request, "media", { column: "id", value: mediaId }), audit: await read(request, "audit_log", { column: "entityId", value: mediaId }) };
}

const DIRECT_CALL_APPLICANT = `Direct Call Applicant ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let applicantSent: Promise<string> | null = null;

/**
 * Sends one application through the public form (a photo, then the form) the
 * first time it is asked for; its name after that. The request carries no
 * cookie, so it is a visitor's request from no other site.
 */
function directCallApplicant(request: APIRequestContext): Promise<string> {
  applicantSent ??= (async () => {
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#6b4b3e" } }).png().toBuffer();
    const upload = await request.post("/api/apply/photos", { multipart: { photo: { name: "me.png", mimeType: "image/png", buffer: photo } } });
    expect(upload.status(), await upload.text()).toBe(200);
    const { token } = (await upload.json()) as { token: string };
    const sent = await request.post("/api/apply", {
      data: {
        fullName: DIRECT_CALL_APPLICANT,
        email: "direct.call@example.com",
        phone: "+44 7700 900000",
        dateOfBirth: "1995-05-05",
        nationality: "",
        languages: [],
        otherLanguage: "",
        height: "",
        measurements: "",
        dressSize: "",
        hairColor: "",
        eyeColor: "",
        tattoos: "",
        piercings: "",
        interests: [],
        availability: "",
        locationPreference: "",
        motivation: "A case for the direct-call test.",
        instagramHandle: "",
        photos: [token],
        confirmAdult: true,
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    return DIRECT_CALL_APPLICANT;
  })();
  return applicantSent;
}

interface DomainCase {
  domain: string;
  action: string;
  /** Reads the data the call would change (`caller`: the member making the call). */
  target(request: APIRequestContext, caller: TestUser): Promise<Row | Row[]>;
  /** An input an admin's call would apply: it writes MARKER into the target (or changes the caller's own account). */
  input(target: Row | Row[], caller: TestUser): unknown;
}

const DOMAINS: DomainCase[] = [
  {
    domain: "global SEO",
    action: "saveGlobalSeo",
    target: async (request) => (await read(request, "seo_settings")).sort(byId),
    input: () => ({ title: MARKER.slice(0, 60), description: MARKER, keywords: [MARKER.slice(0, 60)], robotsTxt: MARKER }),
  },
  {
    domain: "meta tags",
    action: "createMetaTag",
    target: async (request) => (await read(request, "page_seo")).sort(byId),
    // A new row for a path no test uses: refused, the table is as it was.
    input: () => ({
      pagePath: `/member-call-${Date.now().toString(36)}`,
      pageTitle: MARKER,
      metaTitle: MARKER.slice(0, 60),
      metaDescription: MARKER,
      keywords: [],
      metaRobots: "index, follow",
      ogTitle: "",
      ogDescription: "",
      ogImage: "",
      twitterTitle: "",
      twitterDescription: "",
      twitterImage: "",
    }),
  },
  {
    domain: "page editor",
    action: "updatePageSeo",
    // /faq has no own SEO columns, so an admin's call would write its page_seo override.
    target: async (request) => (await read(request, "page_seo")).sort(byId),
    input: () => ({ path: "/faq", title: MARKER.slice(0, 60), description: MARKER.slice(0, 160) }),
  },
  {
    domain: "structured data",
    action: "createStructuredData",
    target: async (request) => (await read(request, "structured_data")).sort(byId),
    // A valid block for a path no test uses: refused, the table is as it was.
    input: () => ({
      pagePath: `/member-call-${Date.now().toString(36)}`,
      schemaType: "WebPage",
      schemaJson: JSON.stringify({ "@context": "https://schema.org", "@type": "WebPage", name: MARKER }),
    }),
  },
  {
    // Redirect rules (src/features/seo/admin/redirects/actions.ts): a rule for a path no test uses; refused, the table is as it was.
    domain: "redirects",
    action: "createRedirect",
    // Read by the rule's own source, so rules other specs add meanwhile (tests/e2e/redirects.spec.ts) do not count.
    target: (request) => read(request, "redirects", { column: "fromPath", value: MEMBER_CALL_REDIRECT }),
    input: () => ({ fromPath: MEMBER_CALL_REDIRECT, toPath: "/faq", statusCode: 301 }),
  },
  {
    // The 404 monitor (src/features/seo/admin/not-found/actions.ts): "Clear all", the widest of its actions. Read by its audit
    // rows, not the table: any 404 anywhere in the run adds rows to not_found_paths, and no spec clears the list.
    domain: "404 monitor",
    action: "clearNotFound",
    target: (request) => read(request, "audit_log", { column: "action", value: "not_found.clear" }),
    input: () => ({}),
  },
  {
    domain: "technical SEO",
    action: "saveRobotsTxt",
    target: async (request) => read(request, "seo_settings", { column: "settingKey", value: "robots_txt" }),
    input: () => ({ robotsTxt: MARKER }),
  },
  {
    domain: "sitemap",
    action: "generateSitemap",
    // Read-only: the refusal is the point (no sitemap for a member); the settings it reads stay as they were.
    target: (request) => readOne(request, "site_settings", "id", 1),
    input: () => ({}),
  },
  {
    domain: "canonical rules",
    action: "createCanonicalRule",
    // A rule for a pattern no test uses: refused, no row holds it afterwards.
    target: async (request) => read(request, "canonical_rules", { column: "pattern", value: MEMBER_CALL_PATTERN }),
    input: () => ({ pattern: MEMBER_CALL_PATTERN, canonicalUrl: "/models", isActive: true }),
  },
  {
    domain: "banners",
    action: "updateBanner",
    target: async (request) => (await read(request, "site_banners", { column: "section", value: "features" })).sort(byId)[0],
    input: (banner) => ({ id: (banner as Row).id, patch: { caption: MARKER } }),
  },
  {
    domain: "faqs",
    action: "updateFaq",
    target: async (request) => {
      const faqs = (await read(request, "faqs")).filter((faq) => !String(faq.id).startsWith("geo-"));
      return faqs.sort((a, b) => Number(a.orderIndex) - Number(b.orderIndex) || byId(a, b))[1];
    },
    input: (faq) => {
      const { id, answer, orderIndex, isActive } = faq as Row;
      return { id, question: MARKER, answer, orderIndex, isActive };
    },
  },
  {
    domain: "blog",
    action: "saveBlogPost",
    target: (request) => readOne(request, "blog_posts", "slug", "the-art-of-discretion"),
    input: (post) => {
      const p = post as Row;
      return {
        id: p.id,
        title: MARKER,
        slug: p.slug,
        excerpt: p.excerpt,
        content: p.content,
        image: p.image ?? "",
        author: p.author,
        category: p.category,
        metaDescription: p.metaDescription,
        seoKeywords: p.seoKeywords,
        serviceKeywords: p.serviceKeywords,
        isPublished: p.isPublished,
        isFeatured: p.isFeatured,
        readTime: p.readTime,
      };
    },
  },
  {
    domain: "reviews",
    action: "setReviewPublished",
    // A seeded review no other test changes (admin-reviews.spec.ts works on reviews of its own).
    target: (request) => readOne(request, "model_reviews", "reviewerName", "Edward T."),
    // Its published flag turned the other way: the toggle an admin's call would make.
    input: (review) => {
      const r = review as Row;
      return { id: r.id, isPublished: !r.isPublished };
    },
  },
  {
    domain: "applications",
    action: "setApplicationStatus",
    // An application of its own, sent through the public form the first time it is read.
    target: async (request) => readOne(request, "model_applications", "fullName", await directCallApplicant(request)),
    // Approved with MARKER as notes: the decision an admin's call would record.
    input: (application) => ({ id: (application as Row).id, status: "approved", notes: MARKER }),
  },
  {
    domain: "site-content",
    action: "updateSiteContent",
    target: (request) => readOne(request, "site_content", "section", "about_values"),
    input: (block) => {
      const b = block as Row;
      return {
        id: b.id,
        title: MARKER,
        subtitle: b.subtitle ?? "",
        content: b.content,
        imageUrl: b.imageUrl ?? "",
        imageAlt: b.imageAlt ?? "",
        buttonText: b.buttonText ?? "",
        buttonUrl: b.buttonUrl ?? "",
      };
    },
  },
  {
    domain: "content-sections",
    action: "updateCharacteristicsContent",
    target: (request) => readOne(request, "site_content", "section", "characteristics_brunette_content"),
    input: (block) => {
      const b = block as Row;
      return { section: b.section, title: MARKER, subtitle: b.subtitle ?? "", content: b.content };
    },
  },
  {
    domain: "categories",
    action: "updateCategoryPage",
    target: (request) => readOne(request, "categories", "slug", "brunette-escorts"),
    input: (category) => {
      const c = category as Row;
      return { id: c.id, name: c.name, isActive: c.isActive, description: MARKER, content: c.content, seoTitle: c.seoTitle, seoDescription: c.seoDescription, keywords: c.keywords };
    },
  },
  {
    domain: "locations",
    action: "updateDistrictPage",
    target: (request) => readOne(request, "locations", "slug", "soho"),
    input: (district) => {
      const d = district as Row;
      return {
        id: d.id,
        description: MARKER,
        content: d.content,
        seoTitle: d.seoTitle,
        seoDescription: d.seoDescription,
        keywords: d.keywords,
        lat: d.lat,
        lng: d.lng,
        postcodes: d.postcodes,
        nearbyLandmarks: d.nearbyLandmarks,
      };
    },
  },
  {
    domain: "preference-categories",
    action: "updatePreferenceCategory",
    target: (request) => readOne(request, "preference_categories", "name", "Brunette"),
    input: (tile) => {
      const t = tile as Row;
      return { id: t.id, name: MARKER, path: t.path, imageUrl: t.imageUrl, imageAlt: t.imageAlt, orderIndex: t.orderIndex, isActive: t.isActive };
    },
  },
  {
    domain: "legal",
    action: "updateLegalSection",
    target: (request) => readOne(request, "site_content", "section", "terms_booking_policy"),
    input: (block) => {
      const b = block as Row;
      return { section: b.section, title: MARKER, subtitle: b.subtitle ?? "", content: b.content };
    },
  },
  {
    domain: "settings",
    action: "saveFeatureFlags",
    target: (request) => readOne(request, "site_settings", "id", 1),
    // Every flag the other way from what is stored (a missing flag takes its default).
    input: (settings) => {
      const flags = ((settings as Row).featureFlags ?? {}) as Record<string, boolean>;
      return {
        preferLocalImages: !(flags.preferLocalImages ?? true),
        enableImageProxy: !(flags.enableImageProxy ?? true),
        autoFixImages: !(flags.autoFixImages ?? false),
      };
    },
  },
  {
    // The back office shell's own action: the language switch (src/features/admin/actions.ts).
    domain: "admin",
    action: "setAdminLocale",
    target: async (request) => (await read(request, "audit_log", { column: "action", value: "settings.locale" })).sort(byId),
    input: () => ({ locale: "pt-BR" }),
  },
  {
    // The member tries to make themselves an admin. The users table is not
    // readable through the fixtures route (personal data); a promotion writes
    // its audit row in the same transaction, so none for this account means none happened.
    domain: "users",
    action: "promoteUser",
    target: async (request, caller) => (await read(request, "audit_log", { column: "entityId", value: caller.id })).sort(byId),
    input: (_target, caller) => ({ id: caller.id }),
  },
  {
    // The same attempt through User & Role Management's role change: no audit
    // row for this account means its role did not change (both are one transaction).
    domain: "roles",
    action: "updateUserRoleWithAudit",
    target: async (request, caller) => (await read(request, "audit_log", { column: "entityId", value: caller.id })).sort(byId),
    input: (_target, caller) => ({ targetUserId: caller.id, newRole: "admin", adminNotes: MARKER }),
  },
  {
    // Security Status's orphan clean-up (src/features/security/admin/actions.ts). The
    // tables it deletes from are not readable through the fixtures route; its audit
    // row is written in the same transaction as the deletes, so no clean-up row
    // signed by this caller means nothing was removed. (Filtered by the caller, not
    // by action: the admin end-to-end test may run the same clean-up alongside.)
    domain: "security",
    action: "cleanupOrphanedRecords",
    target: async (request, caller) =>
      (await read(request, "audit_log", { column: "actorEmail", value: caller.email })).filter((row) => row.action === "security.cleanup_orphans").sort(byId),
    input: () => ({}),
  },
  {
    // The Models list's bulk status change (src/features/models/admin/actions.ts) on the
    // newest seeded busy model (admin-models-list.spec.ts changes an unavailable or unset one):
    // read back through the fixtures route, with the audit rows written in the same transaction.
    domain: "models",
    action: "bulkSetModelAvailability",
    target: async (request) => {
      const model = (await listModels(request)).filter((candidate) => candidate.availability === "busy").at(-1);
      expect(model, "a seeded busy model").toBeTruthy();
      // Its status, not its photos (their order between equal positions is not fixed).
      const { id, name, availability } = model!;
      return { id, name, availability, audit: await read(request, "audit_log", { column: "entityId", value: id }) };
    },
    input: (model) => ({ ids: [(model as Row).id], availability: "available" }),
  },
  {
    // The oldest seeded model (no other test edits it): its row and its audit rows, read back through the
    // fixtures route. The input is a whole valid form, so only the permission can refuse it.
    domain: "model-form",
    action: "updateModel",
    target: async (request) => {
      const [model] = await listModels(request);
      expect(model, "a seeded model").toBeTruthy();
      const { id, name, availability, membersOnly, allPhotosPublic, locationName } = model;
      return { id, name, availability, membersOnly, allPhotosPublic, locationName, audit: await read(request, "audit_log", { column: "entityId", value: id }) };
    },
    input: (model) => ({
      id: (model as Row).id,
      name: MARKER,
      age: "",
      locationId: "none",
      availability: "unset",
      description: MARKER,
      access: "public",
      isHidden: false,
      faceVisible: true,
      showOnHomepage: false,
      homepagePosition: "",
      height: "",
      measurements: "",
      hair: "",
      eyes: "",
      nationality: "",
      education: "",
      priceOneHour: "",
      priceTwoHours: "",
      priceThreeHours: "",
      priceAdditionalHour: "",
      minBookingMinutes: "none",
      travelSupplement: "",
      languages: [],
      otherLanguages: [],
      categoryIds: [],
      services: [],
      interests: [],
      image: "",
      imageMediaId: null,
    }),
  },
  {
    // The gallery manager (src/features/gallery/admin/actions.ts): a caption written on the first
    // photo of an all-public seeded model. The photo ids come from the public gallery route (what a
    // visitor sees: no admin-only photo), so the input is a whole valid one and only the permission
    // can refuse it; read back through the same route, with the audit rows of those photos.
    domain: "gallery",
    action: "updateGalleryCaption",
    target: seededPublicGallery,
    input: (gallery) => ({ id: ((gallery as Row).photos as Row[])[0].id, caption: MARKER }),
  },
  {
    // The image library's bulk visibility change (src/features/media/admin/library/actions.ts): the
    // stored files of the same all-public model's photos made admin-only; read back the same way.
    domain: "image library",
    action: "changePhotoVisibility",
    target: seededPublicGallery,
    input: (gallery) => ({ ids: ((gallery as Row).photos as Row[]).map((photo) => String(photo.imageUrl).split("/")[3]), visibility: "admin_only" }),
  },
  {
    // The image library (src/features/media/admin/library/actions.ts): an image nothing uses, stored once
    // for this file; an admin's call would delete its row.
    domain: "image library",
    action: "deleteUnusedImages",
    target: async (request) => read(request, "media", { column: "id", value: await (unusedImage ??= storeUnusedImageOnce(request)) }),
    input: (rows) => ({ ids: [(rows as Row[])[0].id] }),
  },
  {
    // Image Diagnostics (src/features/media/admin/diagnostics/actions.ts): an inactive banner's image that
    // lost its w400 file; an admin's call would write the file again and change the row's variant list.
    domain: "image diagnostics",
    action: "rebuildImageVariants",
    target: brokenImageTarget,
    input: (target) => ({ ids: [((target as Row).media as Row[])[0].id] }),
  },
  {
    // The Image Pipeline Audit Report (src/features/media/admin/audit/actions.ts): the same image; an admin's
    // generation from the first slice would cut its w400 file again and change its variant list.
    domain: "image audit report",
    action: "generateCanonicalImages",
    target: brokenImageTarget,
    input: () => ({ afterId: null }),
  },
  {
    // Bulk Image Migration (src/features/media/admin/migration/actions.ts): a scope no other test migrates;
    // an admin's call would start a job (a row) and make its target where new images go.
    domain: "bulk image migration",
    action: "startImageMigration",
    target: async (request) => read(request, "image_migrations", { column: "scope", value: "structured-data" }),
    input: () => ({ scope: "structured-data", target: "local" }),
  },
  {
    // The cache card (src/features/cache/admin/actions.ts): an admin's call would record an operation and clear every cache.
    domain: "cache operations",
    action: "runCacheOperation",
    target: async (request) => read(request, "cache_operations", { column: "kind", value: "emergency" }),
    input: () => ({ kind: "emergency" }),
  },
  {
    // System Settings › Database › Back up now (src/features/backups/admin/actions.ts): an admin's call would start a backup.
    domain: "backups",
    action: "backUpNow",
    target: async (request) => read(request, "backup_runs", { column: "trigger", value: "manual" }),
    input: () => ({}),
  },
  {
    domain: "theme",
    action: "applyTheme",
    // --gold: no other test changes it (the theme test applies --primary, then resets).
    target: async (request) => (await read(request, "theme_colors", { column: "name", value: "--gold" })).sort(byId),
    input: () => ({ theme: { light: { "--gold": "1 2% 3%" }, dark: { "--gold": "1 2% 3%" } } }),
  },
];

test("a server action is posted as the browser posts it: the build's id for its export name, the argument list as JSON text", async ({ page, asAdmin: _admin, baseURL }) => {
  const faq = new FaqScreen(page);
  await faq.goto();
  // Open the first FAQ for editing and save it as it is: a real call, changing nothing.
  await faq.list.getByRole("button", { name: /^Edit “/ }).first().click();
  const captured = page.waitForRequest((request) => request.method() === "POST" && Boolean(request.headers()["next-action"]));
  await faq.update.click();
  const sent = await captured;
  await expect(page.getByText("FAQ updated successfully")).toBeVisible();

  const headers = await sent.allHeaders();
  expect(headers["next-action"]).toBe(actionNamed("updateFaq").id);
  expect(new URL(sent.url()).pathname).toBe(actionNamed("updateFaq").page);
  expect(headers["content-type"]).toBe("text/plain;charset=UTF-8");
  expect(headers.origin).toBe(new URL(baseURL!).origin);
  const body = sent.postData() ?? "";
  const args = JSON.parse(body) as unknown[];
  // One plain object, encoded as plain JSON: exactly what callAction sends for the same input.
  expect(args).toHaveLength(1);
  expect(args[0]).toMatchObject({ id: expect.any(String), question: expect.any(String), answer: expect.any(String) });
  expect(JSON.stringify([args[0]])).toBe(body);
});

for (const domain of DOMAINS) {
  test(`${domain.domain}: ${domain.action} posted with a member's session is refused and changes nothing`, async ({ asMember, request: fixtures, baseURL }) => {
    const before = await domain.target(fixtures, asMember);
    expect(JSON.stringify(before)).not.toContain(MARKER);

    const { status, body } = await callAction(asMember.request, domain.action, domain.input(before, asMember), baseURL!);
    // The action's own answer: the guard refused it (not a parse error, not a missing action).
    expect.soft(status).toBe(200);
    expect.soft(body).toContain('"code":"forbidden"');

    // And, read back, the data is as it was, and the member's name is on no audit row.
    expect(await domain.target(fixtures, asMember)).toEqual(before);
    expect(await read(fixtures, "audit_log", { column: "actorEmail", value: asMember.email })).toEqual([]);
  });
}

test("the very same request with an admin's session does change the data (then it is put back)", async ({ users, request: fixtures, baseURL }) => {
  // A block no other test reads, so the change cannot disturb one running alongside.
  const section = "characteristics_mature_content";
  const before = await readOne(fixtures, "site_content", "section", section);
  const input = { section, title: MARKER, subtitle: before.subtitle ?? "", content: before.content };
  const [member, admin] = [await users.create("member"), await users.create("admin")];

  const refused = await callAction(member.request, "updateCharacteristicsContent", input, baseURL!);
  expect(refused.body).toContain('"code":"forbidden"');
  expect(await readOne(fixtures, "site_content", "section", section)).toEqual(before);

  const accepted = await callAction(admin.request, "updateCharacteristicsContent", input, baseURL!);
  try {
    expect(accepted.status).toBe(200);
    expect(accepted.body).toContain('"ok":true');
    expect((await readOne(fixtures, "site_content", "section", section)).title).toBe(MARKER);
    const audit = await read(fixtures, "audit_log", { column: "actorEmail", value: admin.email });
    expect(audit.filter((row) => row.entityId === section)).toHaveLength(1);
  } finally {
    const restored = await callAction(admin.request, "updateCharacteristicsContent", { ...input, title: before.title }, baseURL!);
    expect(restored.body).toContain('"ok":true');
  }
  expect((await readOne(fixtures, "site_content", "section", section)).title).toBe(before.title);
});

test("every admin domain is covered: each has an action in the build and a case above", () => {
  for (const domain of DOMAINS) expect(ACTIONS.has(domain.action), domain.action).toBe(true);
  // The sign-in forms, the member's own account page, favourites and the review form on a profile act for the signed-in person, not for staff: not admin domains.
  const memberFolders = ["src/features/auth/", "src/features/account/", "src/features/favourites/", "src/features/reviews/member/"];
  const files = new Set(
    [...ACTIONS.values()].map((action) => action.filename).filter((file) => !memberFolders.some((folder) => file.startsWith(folder))),
  );
  const covered = new Set(DOMAINS.map((domain) => actionNamed(domain.action).filename));
  expect([...files].filter((file) => !covered.has(file))).toEqual([]);
});
