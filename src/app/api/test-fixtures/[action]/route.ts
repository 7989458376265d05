import { and, asc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { z } from "zod";
import { getDb } from "@/db";
import { auditLog, backupRuns, blogPosts, cacheOperations, canonicalRules, categories, faqs, imageMigrations, locations, media, modelApplications, modelGallery, modelReviews, models, notFoundPaths, pageSeo, pageViews, preferenceCategories, rateLimitCounters, redirects, seoSettings, siteBanners, siteContent, siteSettings, structuredData, themeColors, users } from "@/db/schema";
import { createFixtureUser, deleteFixtureUsers, FIXTURE_USER_KINDS, openFixtureSession, setFixturePassword } from "./fixture-users";
import { serverControls } from "@/server/app-ports";
import { openSessionCookie } from "@/features/auth/session-cookie";
import { storeImage } from "@/features/media/save";
import { mediaUrl, parseMediaUrl } from "@/features/media/urls";
import { getMediaStore } from "@/lib/media";
import { carriesFixturesToken } from "@/lib/fixtures-token";
import { clearAllLocally } from "@/lib/cache";

/**
 * End-to-end test fixtures (e.g. "an admin approved this account", "a fresh
 * admin, signed in") for runs where the test process cannot open the
 * embedded database itself (PGlite allows one process per folder). Off unless
 * the server was started with VELVET_TEST_FIXTURES=1 and a token of 32+
 * characters; every call must carry that token. Otherwise the route does not
 * exist (404). See docs/decisions/006-test-fixtures-route.md.
 */
function fixturesEnabled(request: Request): boolean {
  return carriesFixturesToken(request.headers);
}

const notFound = () => new Response("Not found", { status: 404 });
const badRequest = (error: string) => Response.json({ error }, { status: 400 });

async function body<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S> | null> {
  const parsed = schema.safeParse(await request.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

const SetStatusBody = z.object({ email: z.email(), status: z.enum(["pending", "approved", "rejected"]) });
const SignInBody = z.union([z.object({ kind: z.enum(FIXTURE_USER_KINDS) }), z.object({ userId: z.string().min(1).max(100) })]);
const DeleteUsersBody = z.object({ ids: z.array(z.string().min(1).max(100)).max(500) });
const ExpireUserBody = z.object({ email: z.email() });
const SetPasswordBody = z.object({ userId: z.string().min(1).max(100), password: z.string().min(8).max(128) });
const ModelIdBody = z.object({ id: z.guid() });
const CreateModelBody = z.object({
  name: z.string().min(1).max(100),
  /** The gallery in order; the files are ones the seed stored (a photo's address names its media file). */
  photos: z
    .array(z.object({ imageUrl: z.string().min(1).max(500), visibility: z.enum(["public", "members_only", "members_only_no_access", "admin_only"]) }))
    .min(1)
    .max(10),
});
const CreateRedirectBody = z.object({
  fromPath: z.string().min(1).max(500),
  toPath: z.string().max(2000).nullable().default(null),
  statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(410), z.literal(451)]),
  matchType: z.enum(["exact", "prefix", "regex"]).default("exact"),
  keepQuery: z.boolean().default(false),
});
const StoreImageBody = z.object({ filename: z.string().min(1).max(200), shade: z.number().int().min(0).max(255) });
/** Which file of a banner's stored image to remove: one width, or the original itself. */
const BrokenBannerBody = z.object({ caption: z.string().min(1).max(200), remove: z.enum(["w400", "original"]) });
const CaptionBody = z.object({ caption: z.string().min(1).max(200) });
const BannerIdsBody = z.object({ ids: z.array(z.guid()).min(1).max(20) });
const DeleteRedirectsBody = z.object({ ids: z.array(z.guid()).max(500) });
/** The clean-up of page_seo rows a test saved through a screen. */
const DeletePageSeoBody = z.object({ pagePaths: z.array(z.string().min(1).max(300)).max(50) });
const CategorySeoBody = z.object({
  slug: z.string().min(1).max(200),
  seoTitle: z.string().max(200),
  seoDescription: z.string().max(500),
  keywords: z.array(z.string().max(100)).max(50).optional(),
});

/**
 * Tables the `read` action may show, for checks that a refused change left a
 * row as it was. No table with credentials or personal data in clear:
 * model_applications holds applicants' contact details only encrypted, which
 * is what tests/e2e/applications.spec.ts reads it to check.
 */
const READABLE_TABLES: Record<string, PgTable> = {
  audit_log: auditLog,
  blog_posts: blogPosts,
  canonical_rules: canonicalRules,
  categories,
  faqs,
  locations,
  // Stored images (keys, sizes, who stored them): for checks that a refused upload or import stored nothing.
  media,
  // Bulk Image Migration's jobs: for the check that a member's call started none.
  image_migrations: imageMigrations,
  // The cache card's operations: for the check that a member's call ran none.
  cache_operations: cacheOperations,
  // Backup runs: for the check that a member's call started none, and that "Back up now" finishes.
  backup_runs: backupRuns,
  model_applications: modelApplications,
  model_reviews: modelReviews,
  not_found_paths: notFoundPaths,
  page_seo: pageSeo,
  page_views: pageViews,
  redirects,
  preference_categories: preferenceCategories,
  seo_settings: seoSettings,
  site_banners: siteBanners,
  site_content: siteContent,
  site_settings: siteSettings,
  structured_data: structuredData,
  theme_colors: themeColors,
};
const ReadBody = z.object({
  table: z.string().refine((name) => Object.hasOwn(READABLE_TABLES, name)),
  /** A column by its TypeScript name (e.g. `actorEmail`) and the value it must equal. */
  where: z.object({ column: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) }).optional(),
});

const ACTIONS: Record<string, (request: Request) => Promise<Response>> = {
  models: listModelsWithPhotos,
  "set-user-status": setUserStatus,
  "sign-in": signIn,
  "delete-users": deleteUsers,
  "set-password": setPassword,
  "clear-rate-limits": clearRateLimits,
  "expire-user": expireUser,
  "restore-model": restoreModel,
  "create-model": createModel,
  "trash-model": trashModel,
  "create-redirect": createRedirectRule,
  "delete-redirects": deleteRedirectRules,
  "flush-not-found": flushNotFound,
  "clear-caches": clearCaches,
  "set-category-seo": setCategorySeo,
  "delete-page-seo": deletePageSeo,
  "store-image": storeUnusedImage,
  "broken-banner-image": createBannerWithBrokenImage,
  "delete-banners": deleteBanners,
  "unrecorded-banner-image": createBannerWithUnrecordedImage,
  read,
};

export async function POST(request: Request, ctx: { params: Promise<{ action: string }> }): Promise<Response> {
  if (!fixturesEnabled(request)) return notFound();
  const { action } = await ctx.params;
  const handler = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  return handler ? handler(request) : notFound();
}

/**
 * A public model with gallery photos and no main image, as an admin makes one
 * in the form and the gallery manager (the card tests start from it). Its
 * photos reuse files the seed stored, each named by a gallery row of its own,
 * so the media route answers for them as for any photo of that visibility.
 * The test puts it in the trash afterwards (`trash-model`).
 */
async function createModel(request: Request): Promise<Response> {
  const parsed = await body(request, CreateModelBody);
  if (!parsed) return badRequest("name and photos are required");
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(models)
      .values({ name: parsed.name, pricing: { oneHour: 400, twoHours: null, threeHours: null, additionalHour: null } })
      .returning({ id: models.id });
    await tx.insert(modelGallery).values(
      parsed.photos.map((photo, index) => ({
        modelId: row.id,
        imageUrl: photo.imageUrl,
        mediaId: parseMediaUrl(photo.imageUrl)?.mediaId ?? null,
        visibility: photo.visibility,
        orderIndex: index,
      })),
    );
    return row.id;
  });
  return Response.json({ id });
}

/**
 * A stored image nothing on the site uses, as one left behind by a replaced
 * banner (the image library's tests start from it). Stored through the real
 * pipeline, so its files exist in the media store.
 */
async function storeUnusedImage(request: Request): Promise<Response> {
  const parsed = await body(request, StoreImageBody);
  if (!parsed) return badRequest("filename and shade are required");
  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: parsed.shade, g: 80, b: 120 } } }).png().toBuffer();
  const stored = await storeImage(await getDb(), { data: png, purpose: "site", originalFilename: parsed.filename });
  return stored.ok ? Response.json({ id: stored.mediaId }) : badRequest(stored.message);
}

/**
 * An inactive banner (never on the public pages) whose stored image has lost
 * one file, as a failed disk or a half-finished copy leaves it: Image
 * Diagnostics' tests find it, and rebuild it or say it must be uploaded again.
 * The image is 500 px wide, so it has w160 and w400 files.
 */
async function createBannerWithBrokenImage(request: Request): Promise<Response> {
  const parsed = await body(request, BrokenBannerBody);
  if (!parsed) return badRequest("caption and remove are required");
  const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: { r: 90, g: 120, b: 60 } } }).png().toBuffer();
  const db = await getDb();
  const stored = await storeImage(db, { data: png, purpose: "banner", originalFilename: `${parsed.remove}-lost.png` });
  if (!stored.ok) return badRequest(stored.message);
  const [row] = await db.select({ variants: media.variants }).from(media).where(eq(media.id, stored.mediaId));
  await getMediaStore().delete(row.variants.find((variant) => variant.name === parsed.remove)!.key);
  const [banner] = await db
    .insert(siteBanners)
    .values({ section: "features", caption: parsed.caption, imageUrl: mediaUrl(stored.mediaId, "w400"), isActive: false })
    .returning({ id: siteBanners.id });
  return Response.json({ bannerId: banner.id, mediaId: stored.mediaId });
}

/**
 * An inactive banner whose stored image has no recorded store, as images
 * stored before locations were recorded have: Bulk Image Migration's test
 * moves (or records) it.
 */
async function createBannerWithUnrecordedImage(request: Request): Promise<Response> {
  const parsed = await body(request, CaptionBody);
  if (!parsed) return badRequest("caption is required");
  const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: { r: 60, g: 90, b: 140 } } }).png().toBuffer();
  const db = await getDb();
  const stored = await storeImage(db, { data: png, purpose: "banner", originalFilename: "unrecorded.png" });
  if (!stored.ok) return badRequest(stored.message);
  await db.update(media).set({ store: null }).where(eq(media.id, stored.mediaId));
  const [banner] = await db
    .insert(siteBanners)
    .values({ section: "features", caption: parsed.caption, imageUrl: stored.url, isActive: false })
    .returning({ id: siteBanners.id });
  return Response.json({ bannerId: banner.id, mediaId: stored.mediaId });
}

/** Removes banners a test made (their images stay, unused, for the daily sweep or the library). */
async function deleteBanners(request: Request): Promise<Response> {
  const parsed = await body(request, BannerIdsBody);
  if (!parsed) return badRequest("ids are required");
  await (await getDb()).delete(siteBanners).where(inArray(siteBanners.id, parsed.ids));
  return Response.json({ ok: true });
}

/** Takes a model out of the trash: the clean-up of a test that put it there, whatever happened on screen. */
async function restoreModel(request: Request): Promise<Response> {
  const parsed = await body(request, ModelIdBody);
  if (!parsed) return badRequest("id is required");
  const db = await getDb();
  await db.update(models).set({ deletedAt: null }).where(eq(models.id, parsed.id));
  return Response.json({ ok: true });
}

/**
 * Puts a model a test made into the trash, as the Models list's delete does
 * (listed to no one from then on), so the seeded directory other tests count
 * is as they expect.
 */
async function trashModel(request: Request): Promise<Response> {
  const parsed = await body(request, ModelIdBody);
  if (!parsed) return badRequest("id is required");
  const db = await getDb();
  await db.update(models).set({ deletedAt: new Date(), showOnHomepage: false, homepageOrder: null }).where(eq(models.id, parsed.id));
  return Response.json({ ok: true });
}

/**
 * A redirect rule written straight to the table, as if an admin had saved it
 * (the rule checks are the actions' and are tested there): the end-to-end
 * tests of what the public site answers start from it. The change
 * notification of the insert reloads the server's rules.
 */
async function createRedirectRule(request: Request): Promise<Response> {
  const parsed = await body(request, CreateRedirectBody);
  if (!parsed) return badRequest("fromPath and statusCode are required");
  const db = await getDb();
  const [row] = await db.insert(redirects).values(parsed).returning({ id: redirects.id });
  return Response.json(row);
}

/** The clean-up of a test's rules. */
async function deleteRedirectRules(request: Request): Promise<Response> {
  const parsed = await body(request, DeleteRedirectsBody);
  if (!parsed) return badRequest("ids are required");
  const db = await getDb();
  const deleted = parsed.ids.length ? await db.delete(redirects).where(inArray(redirects.id, parsed.ids)).returning({ id: redirects.id }) : [];
  return Response.json({ deleted: deleted.length });
}

/** Sets a category's SEO title, description and (if given) keywords: a page a test knows the score of, or its clean-up. */
async function setCategorySeo(request: Request): Promise<Response> {
  const parsed = await body(request, CategorySeoBody);
  if (!parsed) return badRequest("slug, seoTitle and seoDescription are required");
  const db = await getDb();
  const updated = await db
    .update(categories)
    .set({ seoTitle: parsed.seoTitle, seoDescription: parsed.seoDescription, ...(parsed.keywords ? { keywords: parsed.keywords } : {}) })
    .where(eq(categories.slug, parsed.slug))
    .returning({ id: categories.id });
  return Response.json({ updated: updated.length });
}

/**
 * Writes the 404s the server has counted now, instead of the test waiting
 * for the 10-second flush. Answers 404 when no monitor runs (e.g. `next
 * dev`), so a test cannot mistake that for a flush.
 */
async function flushNotFound(): Promise<Response> {
  // Offered by the production server once its layers exist (src/server/main.ts).
  const server = serverControls();
  if (!server) return Response.json({ error: "no 404 monitor in this server" }, { status: 404 });
  await server.flushNotFoundCounts();
  return Response.json({ ok: true });
}

/**
 * Empties this server's caches (data, pages, remembered access classes), as
 * if a change had been missed: the next request for anything is a cold one.
 */
async function clearCaches(): Promise<Response> {
  clearAllLocally();
  return Response.json({ ok: true });
}

/** Removes the page_seo rows a test saved through a screen. */
async function deletePageSeo(request: Request): Promise<Response> {
  const parsed = await body(request, DeletePageSeoBody);
  if (!parsed) return badRequest("pagePaths are required");
  const db = await getDb();
  const deleted = parsed.pagePaths.length ? await db.delete(pageSeo).where(inArray(pageSeo.pagePath, parsed.pagePaths)).returning({ id: pageSeo.id }) : [];
  return Response.json({ deleted: deleted.length });
}

/** Stands in for an admin approving or rejecting an account. */
async function setUserStatus(request: Request): Promise<Response> {
  const parsed = await body(request, SetStatusBody);
  if (!parsed) return badRequest("email and status are required");
  const db = await getDb();
  const { email, status } = parsed;
  const updated = await db
    .update(users)
    .set({ status, approvedAt: status === "approved" ? new Date() : null })
    .where(eq(users.email, email.toLowerCase()))
    .returning({ id: users.id });
  if (updated.length === 0) return Response.json({ error: "no such user" }, { status: 404 });
  return Response.json({ ok: true });
}

/**
 * `{ kind }`: a fresh account of that kind, signed in; `{ userId }`: a new
 * session for a fixture account made earlier. Answers with the session
 * cookie exactly as better-auth's sign-in would set it.
 */
async function signIn(request: Request): Promise<Response> {
  const parsed = await body(request, SignInBody);
  if (!parsed) return badRequest(`kind (${FIXTURE_USER_KINDS.join(", ")}) or userId is required`);
  if ("kind" in parsed) {
    const user = await createFixtureUser(parsed.kind);
    return Response.json({ user, cookie: await openSessionCookie(user.id) });
  }
  const cookie = await openFixtureSession(parsed.userId);
  return cookie ? Response.json({ cookie }) : Response.json({ error: "no such fixture user" }, { status: 404 });
}

async function setPassword(request: Request): Promise<Response> {
  const parsed = await body(request, SetPasswordBody);
  if (!parsed) return badRequest("userId and a password of 8 to 128 characters are required");
  return (await setFixturePassword(parsed.userId, parsed.password)) ? Response.json({ ok: true }) : Response.json({ error: "no such fixture user" }, { status: 404 });
}

/**
 * Forgets every sign-in attempt counted so far. The suite signs in through
 * the form only where the form is the subject; a test that does it several
 * times starts from zero, so the per-address limit meets no other test.
 */
async function clearRateLimits(): Promise<Response> {
  const db = await getDb();
  await db.delete(rateLimitCounters);
  return Response.json({ ok: true });
}

/**
 * Moves an exclusive member's end date into the past by the database's own
 * clock (now() less a minute), as if the date had come: the tests of expiry
 * need no waiting and no fake clock in the server.
 */
async function expireUser(request: Request): Promise<Response> {
  const parsed = await body(request, ExpireUserBody);
  if (!parsed) return badRequest("email is required");
  const db = await getDb();
  const updated = await db
    .update(users)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(and(eq(users.email, parsed.email.toLowerCase()), eq(users.isExclusiveMember, true)))
    .returning({ id: users.id });
  return updated.length ? Response.json({ ok: true }) : Response.json({ error: "no such exclusive member" }, { status: 404 });
}

async function deleteUsers(request: Request): Promise<Response> {
  const parsed = await body(request, DeleteUsersBody);
  if (!parsed) return badRequest("ids are required");
  return Response.json({ deleted: await deleteFixtureUsers(parsed.ids) });
}

/** The rows of one readable table, optionally where one column equals a value. */
async function read(request: Request): Promise<Response> {
  const parsed = await body(request, ReadBody);
  if (!parsed) return badRequest(`table must be one of ${Object.keys(READABLE_TABLES).join(", ")}`);
  const table = READABLE_TABLES[parsed.table];
  const columns = getTableColumns(table);
  const db = await getDb();
  if (!parsed.where) return Response.json(await db.select().from(table));
  const column = Object.hasOwn(columns, parsed.where.column) ? columns[parsed.where.column] : undefined;
  if (!column) return badRequest(`${parsed.table} has no column ${parsed.where.column}`);
  return Response.json(await db.select().from(table).where(eq(column, parsed.where.value)));
}

/**
 * Every model with every photo and its visibility (what the tests check each
 * viewer against), its status and its district. Models in the trash are left
 * out: a test that has one there for a moment must not lend it to another.
 */
async function listModelsWithPhotos(): Promise<Response> {
  const db = await getDb();
  const modelRows = await db
    .select({
      id: models.id,
      name: models.name,
      membersOnly: models.membersOnly,
      allPhotosPublic: models.allPhotosPublic,
      availability: models.availability,
      locationName: locations.name,
    })
    .from(models)
    .leftJoin(locations, eq(locations.id, models.locationId))
    .where(isNull(models.deletedAt))
    .orderBy(asc(models.createdAt));
  const photoRows = await db
    .select({ modelId: modelGallery.modelId, imageUrl: modelGallery.imageUrl, visibility: modelGallery.visibility })
    .from(modelGallery)
    .orderBy(asc(modelGallery.orderIndex));
  return Response.json(modelRows.map((m) => ({ ...m, photos: photoRows.filter((p) => p.modelId === m.id) })));
}
