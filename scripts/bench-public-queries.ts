/**
 * Every public page's queries on a scaled directory (decision 040): times each
 * read the public pages make (the same functions the pages call, their
 * in-process cache cleared before every run so the database answers), and
 * with --explain prints EXPLAIN (ANALYZE, BUFFERS) of every SQL statement
 * each one sends, flagging sequential scans of the big tables.
 *
 * It reads a database that setup and the scale generator have filled:
 *
 *   DATA_DIR=/tmp/v npx tsx scripts/setup.ts && DATA_DIR=/tmp/v npm run seed:scale -- --factor 100
 *   DATA_DIR=/tmp/v node --conditions=react-server --import tsx scripts/bench-public-queries.ts --runs 20 --explain
 *
 * or on PostgreSQL (setup and seed:scale with DATABASE_URL, then):
 *
 *   BENCH_DATABASE_URL=postgres://… node --conditions=react-server --import tsx scripts/bench-public-queries.ts --explain
 *
 * (react-server: the query modules are marked server-only, which that condition allows.)
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../src/db/client";
import { setDatabaseHandle } from "../src/db/index";
import { models, users } from "../src/db/schema";
import { VISITOR, type Viewer } from "../src/features/access/policy";
import { getGeoFaqs, getLocationBySlug, listActiveLocations } from "../src/features/locations/queries";
import { getCategoryBySlug, getRelatedCategories, listActiveCategories } from "../src/features/categories/queries";
import { listPublishedPosts } from "../src/features/blog/queries";
import { listPublicFaqs } from "../src/features/faqs/queries";
import { listFavouriteIds } from "../src/features/favourites/queries";
import { countPhotosForSubscribersOnly, getGalleryForViewer, subscriberOnlyPhotoTotals } from "../src/features/gallery/queries";
import { listCategories, listDistricts } from "../src/features/home/queries";
import { listModelFilterChoices } from "../src/features/models/filter-choices";
import { listModelCards, listModelCardsByIds } from "../src/features/models/list";
import { getModelProfile, getVisitorCardPhoto } from "../src/features/models/queries";
import { getPublishedReviewSummary, getPublishedReviews } from "../src/features/reviews/queries";
import { loadActiveRedirectRules } from "../src/features/seo/redirects/store";
import { getSitemap } from "../src/features/sitemap/sitemap";
import { clearAllLocally } from "../src/lib/cache";
import { scaleCounts } from "./lib/scale-seed";
import { timeQuery } from "./lib/bench-timing";
import { numberOption } from "./lib/bench-database";

const RUNS = numberOption("runs", 20);
const EXPLAIN = process.argv.includes("--explain");
/** `--only profile`: just the queries whose label contains that text. */
const ONLY = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
/** Tables big enough at scale that a sequential scan of one is a finding. */
const BIG_TABLES = ["model_gallery", "model_reviews", "users", "page_views", "redirects", "models", "user_subscriptions", "model_categories"];

interface Statement {
  text: string;
  values: unknown[];
}

/** Every statement the app's handle sends while `recording` is on, and a way to run EXPLAIN beside it. */
interface Recorder {
  handle: DatabaseHandle;
  recording: Statement[] | null;
  explain(statement: Statement): Promise<string[]>;
}

async function openRecorded(): Promise<Recorder> {
  const recorder = { recording: null } as Recorder;
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    // drizzle's node-postgres session calls pool.query (and client.query inside transactions).
    const original = pg.Pool.prototype.query;
    pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      recorder.recording?.push(typeof first === "string" ? { text: first, values: second ?? [] } : { text: first.text, values: first.values ?? second ?? [] });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    const explainPool = new pg.Pool({ connectionString: url, max: 1 });
    recorder.handle = await openDatabase({ kind: "postgres", url, max: 4 });
    // Plans are asked for after the timed runs, while nothing is recorded.
    // PostgreSQL takes no bind parameters in EXPLAIN: the values go in as literals.
    recorder.explain = async ({ text, values }) => {
      const result = await explainPool.query<Record<string, string>>(`explain (analyze, buffers) ${withLiterals(text, values)}`);
      return result.rows.map((row) => row["QUERY PLAN"]);
    };
    const close = recorder.handle.close;
    recorder.handle = { ...recorder.handle, close: async () => (await close(), await explainPool.end()) };
    return recorder;
  }
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error("set DATA_DIR (embedded database) or BENCH_DATABASE_URL to a database seed:scale has filled");
  const pglite = new PGlite(path.join(dataDir, "pglite"));
  await pglite.waitReady;
  const query = pglite.query.bind(pglite);
  pglite.query = (async (text: string, values?: unknown[], options?: unknown) => {
    recorder.recording?.push({ text, values: values ?? [] });
    return query(text, values, options as never);
  }) as typeof pglite.query;
  recorder.handle = await openDatabase({ kind: "pglite", pglite });
  recorder.explain = async ({ text, values }) => {
    const result = await query<Record<string, string>>(`explain (analyze, buffers) ${text}`, values);
    return result.rows.map((row) => row["QUERY PLAN"]);
  };
  return recorder;
}

/** A value as an SQL literal (untyped, as a bind parameter would be), for EXPLAIN. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return pg.Client.prototype.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return pg.Client.prototype.escapeLiteral(`{${value.map((v) => JSON.stringify(String(v))).join(",")}}`);
  return pg.Client.prototype.escapeLiteral(typeof value === "object" ? JSON.stringify(value) : String(value));
}

/** The statement with $1…$n replaced by their values, highest first so $1 never eats $10. */
function withLiterals(text: string, values: unknown[]): string {
  let out = text;
  for (let index = values.length; index >= 1; index--) out = out.replaceAll(`$${index}`, literal(values[index - 1]));
  return out;
}

/** An approved member with a subscription, and one without (the two signed-in galleries). */
async function signedInViewers(handle: DatabaseHandle): Promise<{ member: Viewer; subscriber: Viewer }> {
  const [member] = await handle.db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.status, "approved"), eq(users.role, "user"))).orderBy(asc(users.id)).limit(1);
  const base = { role: "user" as const, status: "approved" as const, expiresAt: null, permissions: new Set<string>() };
  return {
    member: { ...base, userId: member?.id ?? "member", email: member?.email ?? null, hasActiveSubscription: false },
    subscriber: { ...base, role: "member", userId: member?.id ?? "member", email: member?.email ?? null, hasActiveSubscription: true },
  };
}

/** A listed, mixed-mode model with photos and reviews: the profile the bench opens. */
async function benchProfileId(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.db
    .select({ id: models.id })
    .from(models)
    .where(and(eq(models.membersOnly, false), eq(models.allPhotosPublic, false), eq(models.isHidden, false), isNull(models.deletedAt)))
    .orderBy(sql`${models.reviewsCount} desc`, asc(models.id))
    .limit(1);
  if (!row) throw new Error("no public profile to bench");
  return row.id;
}

async function main(): Promise<void> {
  const recorder = await openRecorded();
  const { handle } = recorder;
  setDatabaseHandle(handle);
  try {
    const totals = await scaleCounts(handle.db);
    console.log(`[bench-public-queries] ${handle.kind}: ${totals.models} models, ${totals.photos} photos, ${totals.users} accounts, ${totals.reviews} reviews, ${totals.pageViews} page views, ${totals.redirects} redirect rules`);
    const { member, subscriber } = await signedInViewers(handle);
    const profileId = await benchProfileId(handle);
    const profile = (await getModelProfile(profileId))!;
    const favourites = (await handle.db.select({ id: models.id }).from(models).orderBy(asc(models.id)).limit(12)).map((row) => row.id);

    const cases: [string, () => Promise<unknown>][] = [
      ["home: featured models (8)", () => listModelCards(VISITOR, { homepageOnly: true, pageSize: 8, sort: "featured" })],
      ["home/filters: districts + categories", () => Promise.all([listDistricts(), listCategories()])],
      ["/models page 1 (featured order)", () => listModelCards(VISITOR, {})],
      ["/models newest, page 100", () => listModelCards(VISITOR, { sort: "newest", page: 100 })],
      ["/models price low–high", () => listModelCards(VISITOR, { sort: "price-asc" })],
      ["/models available only", () => listModelCards(VISITOR, { availability: "available" })],
      ["/models by nationality", () => listModelCards(VISITOR, { nationality: "Brazilian" })],
      ["/models by language", () => listModelCards(VISITOR, { language: "Portuguese" })],
      ["/models filter choices", () => listModelFilterChoices()],
      ["category /blonde-escorts: page + cards", () => Promise.all([getCategoryBySlug("blonde-escorts"), listModelCards(VISITOR, { categorySlug: "blonde-escorts" })])],
      ["category: related categories", async () => getRelatedCategories((await getCategoryBySlug("blonde-escorts"))!.id)],
      ["category: all active", () => listActiveCategories()],
      ["district /escorts-in-mayfair: page + cards", () => Promise.all([getLocationBySlug("mayfair"), listModelCards(VISITOR, { locationSlug: "mayfair" })])],
      ["district: map points + geo FAQs", () => Promise.all([listActiveLocations(), getGeoFaqs("mayfair")])],
      ["profile: the model", () => getModelProfile(profileId)],
      ["profile: visitor card photo (Open Graph)", () => getVisitorCardPhoto(profile)],
      ["profile: gallery, visitor", () => getGalleryForViewer(profile, VISITOR)],
      ["profile: gallery, member", () => getGalleryForViewer(profile, member)],
      ["profile: gallery, subscriber", () => getGalleryForViewer(profile, subscriber)],
      ["profile: photos a subscription adds", () => countPhotosForSubscribersOnly(profile, member)],
      ["profile: published reviews (50)", () => getPublishedReviews(profileId)],
      ["profile: review summary", () => getPublishedReviewSummary(profileId)],
      ["/blog: published posts", () => listPublishedPosts()],
      ["/faq: public FAQs", () => listPublicFaqs()],
      ["/sitemap.xml: sources + XML", () => getSitemap("https://velvet.example")],
      ["redirects: active rules (matcher load)", () => loadActiveRedirectRules(handle.db)],
      ["/account/favourites: ids + 12 cards", async () => listModelCardsByIds(member, [...(await listFavouriteIds(member.userId!)), ...favourites])],
      ["/account: photos a subscription adds, all models", () => subscriberOnlyPhotoTotals(member)],
    ];

    console.log(`\n| query | median ms | p95 ms | max ms | statements |`);
    console.log("|---|---:|---:|---:|---:|");
    const plans: { label: string; statements: Statement[] }[] = [];
    for (const [label, run] of cases.filter(([label]) => !ONLY || label.includes(ONLY))) {
      const uncached = async () => {
        clearAllLocally();
        return run();
      };
      recorder.recording = [];
      await uncached();
      const statements = recorder.recording;
      recorder.recording = null;
      const timing = await timeQuery(uncached, RUNS);
      console.log(`| ${label} | ${timing.median.toFixed(1)} | ${timing.p95.toFixed(1)} | ${timing.max.toFixed(1)} | ${statements.length} |`);
      plans.push({ label, statements });
    }
    if (EXPLAIN) await printPlans(recorder, plans);
  } finally {
    await handle.close();
  }
}

/** Each statement's plan, and a closing list of the big tables read by a sequential scan. */
async function printPlans(recorder: Recorder, plans: { label: string; statements: Statement[] }[]): Promise<void> {
  const findings: string[] = [];
  for (const { label, statements } of plans) {
    for (const [index, statement] of statements.entries()) {
      const plan = await recorder.explain(statement);
      console.log(`\n### ${label} — statement ${index + 1}\n${statement.text}\n${plan.join("\n")}`);
      for (const line of plan) {
        const scan = line.match(/Seq Scan on (\w+)/);
        if (scan && BIG_TABLES.includes(scan[1])) findings.push(`${label} (statement ${index + 1}): ${line.trim()}`);
      }
    }
  }
  console.log(`\nSequential scans of big tables: ${findings.length === 0 ? "none" : ""}`);
  for (const finding of findings) console.log(`- ${finding}`);
}

main().catch((error: unknown) => {
  console.error(`[bench-public-queries] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
