import { count, like, or, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../src/db/client";
import * as t from "../../src/db/schema";
import { benchRules } from "./bench-redirect-rules";

/**
 * The directory at `factor` times the demo's size (`npm run seed:scale`),
 * added on top of the demo seed: models, gallery rows in the four
 * visibilities, member accounts with subscriptions, reviews, page views and
 * redirect rules, so that each table's total is factor × the demo's scale.
 *
 * Every row is made by set-based SQL (INSERT … SELECT over generate_series),
 * which PGlite and PostgreSQL 15 both run in seconds. The "random" choices
 * come from a hash of a salt and the row's index (md5, counter mode), and
 * every id is derived from the index: two runs with the same factor, seed and
 * anchor day on the same base give the same rows. Photos reuse the files the
 * demo's photos already stored (same visibility), so pages show real images
 * without writing 200,000 files.
 */

/** Rows per factor unit: at factor 100, 2,400 models, 200,000 photos, 100,000 members, 50,000 reviews, 1,000,000 page views, 5,000 rules. */
export const SCALE_PER_FACTOR = {
  models: 24,
  photos: 2_000,
  users: 1_000,
  reviews: 500,
  pageViews: 10_000,
  redirects: 50,
} as const;

export type ScaleTable = keyof typeof SCALE_PER_FACTOR;

export interface ScaleOptions {
  factor: number;
  /** Salt of every pseudo-random choice; another seed gives another, equally reproducible, directory. */
  seed?: string;
  /** The UTC day (YYYY-MM-DD) dates are counted back from: page views cover the 90 days up to it. */
  anchorDay: string;
  log?: (line: string) => void;
}

export type ScaleCounts = Record<ScaleTable, number>;

type Tx = Database | Transaction;

/** The generated accounts' id prefix: finding one, a second run is refused instead of duplicating. */
const USER_ID_PREFIX = "scale-user-";

/** A number in [0, 1) from md5(seed:salt:index): deterministic on every PostgreSQL. */
function rand(seed: string, salt: string, index: SQL): SQL {
  return sql`(('x' || substr(md5(${`${seed}:${salt}:`}::text || (${index})::text), 1, 8))::bit(32)::bigint / 4294967296.0)`;
}

/** An integer in [0, n) from the same hash. */
function pick(seed: string, salt: string, index: SQL, n: SQL | number): SQL {
  return sql`floor(${rand(seed, salt, index)} * ${typeof n === "number" ? sql.raw(String(n)) : n})::int`;
}

/** The uuid of generated row `index` of `kind` (md5 of a fixed string). */
function derivedUuid(seed: string, kind: string, index: SQL): SQL {
  return sql`md5(${`${seed}:${kind}:`}::text || (${index})::text)::uuid`;
}

/** A constant text array literal (the word lists below, never user input). */
function textArray(words: readonly string[]): SQL {
  return sql.raw(`array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(",")}]::text[]`);
}

const FIRST_NAMES = ["Amelia", "Beatrice", "Camille", "Daria", "Elena", "Freya", "Giulia", "Hana", "Ines", "Juliette", "Katya", "Lena", "Mila", "Nadia", "Olivia", "Paloma", "Rosa", "Sienna", "Tamsin", "Valentina", "Willa", "Yasmin", "Zara", "Aurelia"];
const SURNAMES = ["Ashford", "Bennett", "Carlisle", "Dalton", "Everly", "Fairfax", "Grayson", "Hartley", "Irving", "Kensington", "Langley", "Marlow", "Northcote", "Pemberton", "Radcliffe", "Sinclair", "Thornton", "Whitmore"];
const TRAITS = ["Elegant", "Warm", "Articulate", "Well-travelled", "Charming", "Stylish", "Attentive", "Playful", "Graceful", "Witty", "Cultured", "Confident"];
const SERVICES = ["Dinner Companion", "Event Escort", "Art Exhibitions", "Luxury Events", "Travel Companion", "Social Events", "Cultural Events"];
const INTERESTS = ["Opera", "Tennis", "Contemporary art", "Wine", "Theatre", "Yoga", "Fashion", "Jazz", "Literature", "Sailing"];
const HAIR = ["Blonde", "Brunette", "Red", "Black", "Auburn"];
const EYES = ["Blue", "Brown", "Green", "Hazel", "Grey"];
const NATIONALITIES = ["British", "Italian", "French", "Spanish", "Brazilian", "Polish", "Swedish", "Russian"];
/** Each model speaks English and one of these (the /apply list, and one only an applicant's "Other language" brings). */
const LANGUAGES = ["French", "Italian", "Spanish", "Portuguese", "German", "Russian", "Arabic", "Mandarin", "Polish"];
const REFERRERS = ["", "www.google.com", "www.bing.com", "duckduckgo.com", "www.instagram.com"];
const DEVICES = ["desktop", "mobile", "tablet"];

async function rowCount(db: Tx, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Each table's rows today, as counted toward the factor's totals. */
export async function scaleCounts(db: Tx): Promise<ScaleCounts> {
  return {
    models: await rowCount(db, t.models),
    photos: await rowCount(db, t.modelGallery),
    users: await rowCount(db, t.users),
    reviews: await rowCount(db, t.modelReviews),
    pageViews: await rowCount(db, t.pageViews),
    redirects: await rowCount(db, t.redirects),
  };
}

/** What the generator reads from the base: a refusal when it cannot build on it. */
async function checkBase(db: Tx): Promise<void> {
  const [scaled] = await db.select({ n: count() }).from(t.users).where(like(t.users.id, `${USER_ID_PREFIX}%`));
  if ((scaled?.n ?? 0) > 0) throw new Error("this database is already scaled; start from a fresh demo seed");
  const result = await db.execute(sql`select count(distinct visibility)::int as n from model_gallery`);
  const kinds = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  if (kinds < 4) throw new Error("the base needs gallery photos in all four visibilities to reuse: run the demo seed first (scripts/setup.ts)");
}

/** Models 0…n-1: access modes (20 % members only, 20 % all photos public, the rest mixed), one in thirty hidden. */
async function insertModels(db: Tx, seed: string, n: number, anchor: SQL): Promise<void> {
  const i = sql`i`;
  const members = sql`${rand(seed, "mode", i)} < 0.2`;
  const allPublic = sql`${rand(seed, "mode", i)} >= 0.8`;
  const oneHour = sql`(200 + 50 * ${pick(seed, "price", i, 9)})`;
  await db.execute(sql`
    insert into models (id, name, age, location_id, characteristics, services, interests, availability, description,
      height, hair, eyes, nationality, languages, pricing, members_only, all_photos_public, face_visible, show_on_homepage, is_hidden, created_at, updated_at)
    select ${derivedUuid(seed, "model", i)},
      (${textArray(FIRST_NAMES)})[1 + ${pick(seed, "first-name", i, FIRST_NAMES.length)}],
      21 + ${pick(seed, "age", i, 19)},
      locs.ids[1 + ${pick(seed, "district", i, sql`cardinality(locs.ids)`)}],
      array[(${textArray(TRAITS)})[1 + ${pick(seed, "trait-a", i, TRAITS.length)}], (${textArray(TRAITS)})[1 + ${pick(seed, "trait-b", i, TRAITS.length)}]],
      array[(${textArray(SERVICES)})[1 + ${pick(seed, "service-a", i, SERVICES.length)}], (${textArray(SERVICES)})[1 + ${pick(seed, "service-b", i, SERVICES.length)}]],
      array[(${textArray(INTERESTS)})[1 + ${pick(seed, "interest", i, INTERESTS.length)}]],
      (array['available','busy','unavailable'])[1 + ${pick(seed, "availability", i, 3)}],
      'A discreet, well-read companion for dinners, galas and travel across London. Profile ' || i || ' of the scale directory.',
      (160 + ${pick(seed, "height", i, 20)}) || ' cm',
      (${textArray(HAIR)})[1 + ${pick(seed, "hair", i, HAIR.length)}],
      (${textArray(EYES)})[1 + ${pick(seed, "eyes", i, EYES.length)}],
      (${textArray(NATIONALITIES)})[1 + ${pick(seed, "nationality", i, NATIONALITIES.length)}],
      array['English', (${textArray(LANGUAGES)})[1 + ${pick(seed, "language", i, LANGUAGES.length)}]],
      jsonb_build_object('oneHour', ${oneHour}, 'twoHours', ${oneHour} * 2 - 50, 'threeHours', ${oneHour} * 3 - 100, 'additionalHour', ${oneHour} - 50),
      ${members}, ${allPublic}, ${rand(seed, "face", i)} < 0.8, false,
      -- One in thirty hidden, by index: even a small factor has some.
      i % 30 = 7,
      ${anchor} - i * interval '37 minutes', ${anchor} - i * interval '11 minutes'
    from generate_series(0, ${n - 1}::int) as i,
      (select array_agg(id order by id) as ids from locations where is_active) as locs
  `);
  // One to three categories each, from the active ones.
  await db.execute(sql`
    insert into model_categories (model_id, category_id)
    select ${derivedUuid(seed, "model", sql`i`)}, cats.ids[1 + ${pick(seed, "category", sql`i * 3 + s`, sql`cardinality(cats.ids)`)}]
    from generate_series(0, ${n - 1}::int) as i, generate_series(0, 2) as s,
      (select array_agg(id order by id) as ids from categories where is_active) as cats
    where s <= ${pick(seed, "category-count", sql`i`, 3)}
    on conflict do nothing
  `);
}

/**
 * Photos: photo j belongs to model j % models, at place j / models of its
 * gallery. Its visibility follows the model's access mode (place 0 is one a
 * visitor's card may show, so every model is listed); its file is a demo
 * photo of the same visibility, so the media route's rules still hold.
 */
async function insertPhotos(db: Tx, seed: string, models: number, photos: number, anchor: SQL): Promise<void> {
  const j = sql`p.j`;
  const r = rand(seed, "visibility", j);
  await db.execute(sql`
    insert into model_gallery (id, model_id, image_url, media_id, square_media_id, portrait_media_id, caption, order_index, visibility, created_at, updated_at)
    with base as (
      select image_url, media_id, square_media_id, portrait_media_id, visibility,
        (row_number() over (partition by visibility order by image_url, id) - 1)::int as n
      from model_gallery
    ),
    sizes as (select visibility, count(*)::int as size from base group by visibility),
    placed as (
      select p.j, p.j % ${models}::int as m, p.j / ${models}::int as place, mo.id as model_id,
        case
          when p.j / ${models}::int = 0 then case when mo.members_only then 'members_only_no_access' else 'public' end
          when mo.all_photos_public then case when ${r} < 0.85 then 'public' when ${r} < 0.95 then 'members_only' else 'admin_only' end
          when mo.members_only then case when ${r} < 0.15 then 'members_only_no_access' when ${r} < 0.9 then 'members_only' else 'admin_only' end
          else case when ${r} < 0.4 then 'public' when ${r} < 0.75 then 'members_only' when ${r} < 0.9 then 'members_only_no_access' else 'admin_only' end
        end as visibility
      from generate_series(0, ${photos - 1}::int) as p(j)
      join models mo on mo.id = ${derivedUuid(seed, "model", sql`p.j % ${models}::int`)}
    )
    select ${derivedUuid(seed, "photo", sql`placed.j`)}, placed.model_id, base.image_url, base.media_id, base.square_media_id, base.portrait_media_id,
      'Photo ' || (placed.place + 1), placed.place, placed.visibility,
      ${anchor} - placed.j * interval '3 seconds', ${anchor} - placed.j * interval '3 seconds'
    from placed
    join sizes on sizes.visibility = placed.visibility
    join base on base.visibility = placed.visibility and base.n = ${pick(seed, "file", sql`placed.j`, sql`sizes.size`)}
  `);
  // 70 % have a main image (their first photo); the rest show the first photo the viewer may see (decision 034).
  await db.execute(sql`
    update models set image = g.image_url
    from model_gallery g
    where g.model_id = models.id and g.order_index = 0
      and g.id = any (select ${derivedUuid(seed, "photo", sql`m`)} from generate_series(0, ${models - 1}::int) as m)
      and ${rand(seed, "main-image", sql`models.id`)} < 0.7
  `);
}

/** Accounts: 75 % approved, 15 % pending, 10 % rejected; a tenth of the approved are subscribers (some lapsed). */
async function insertUsers(db: Tx, seed: string, n: number, anchor: SQL): Promise<void> {
  const i = sql`i`;
  const s = rand(seed, "status", i);
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role, status, approved_at, last_sign_in_at, created_at, updated_at)
    select ${`${USER_ID_PREFIX}`}::text || i,
      (${textArray(FIRST_NAMES)})[1 + ${pick(seed, "user-first", i, FIRST_NAMES.length)}] || ' ' || (${textArray(SURNAMES)})[1 + ${pick(seed, "user-last", i, SURNAMES.length)}],
      'member-' || i || '@scale.velvet.test', true,
      case when ${s} < 0.75 and ${rand(seed, "subscriber", i)} < 0.1 then 'member' else 'user' end,
      case when ${s} < 0.75 then 'approved' when ${s} < 0.9 then 'pending' else 'rejected' end,
      case when ${s} < 0.75 then ${anchor} - (i % 365) * interval '1 day' + interval '2 hours' end,
      case when ${s} < 0.75 then ${anchor} - (${pick(seed, "last-sign-in", i, 90)}) * interval '1 day' end,
      ${anchor} - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
      ${anchor} - (i % 365) * interval '1 day'
    from generate_series(0, ${n - 1}::int) as i
  `);
  await db.execute(sql`
    insert into user_subscriptions (id, user_id, active, starts_at, ends_at, created_at, updated_at)
    select ${derivedUuid(seed, "subscription", sql`u.n`)}, u.id, true,
      ${anchor} - interval '200 days', ${anchor} + (${pick(seed, "ends", sql`u.n`, 400)} - 30) * interval '1 day',
      ${anchor} - interval '200 days', ${anchor} - interval '200 days'
    from (select id, substr(id, ${USER_ID_PREFIX.length + 1})::int as n from users where role = 'member' and id like ${`${USER_ID_PREFIX}%`}) as u
  `);
}

/** Reviews on the generated models, each by its own generated member (one per member and model): 70 % published, a twentieth of those featured. */
async function insertReviews(db: Tx, seed: string, n: number, models: number, anchor: SQL): Promise<void> {
  const r = sql`r`;
  await db.execute(sql`
    insert into model_reviews (id, model_id, reviewer_name, rating, title, content, is_verified, is_published, is_featured, author_id, created_at, updated_at)
    select ${derivedUuid(seed, "review", r)}, ${derivedUuid(seed, "model", sql`${pick(seed, "review-model", r, models)}`)},
      (${textArray(FIRST_NAMES)})[1 + ${pick(seed, "reviewer", r, FIRST_NAMES.length)}] || ' ' || left((${textArray(SURNAMES)})[1 + ${pick(seed, "reviewer-last", r, SURNAMES.length)}], 1) || '.',
      least(5, 2 + ${pick(seed, "rating", r, 5)}),
      'An evening to remember', 'Charming company, perfectly on time and a delight to talk to all evening.',
      ${rand(seed, "verified", r)} < 0.8, ${rand(seed, "published", r)} < 0.7,
      -- The same draw as published, lower: only published reviews are featured.
      ${rand(seed, "published", r)} < 0.035,
      ${`${USER_ID_PREFIX}`}::text || r,
      ${anchor} - (r % 700) * interval '1 day' - (r % 1440) * interval '1 minute',
      ${anchor} - (r % 700) * interval '1 day'
    from generate_series(0, ${n - 1}::int) as r
  `);
  // The models' stored rating and count follow their published reviews (decision 022).
  await db.execute(sql`
    update models set rating = s.average, reviews_count = s.published
    from (
      select model_id, count(*)::int as published, round(avg(rating)::numeric, 1) as average
      from model_reviews where is_published group by model_id
    ) as s
    where s.model_id = models.id
      and models.id = any (select ${derivedUuid(seed, "model", sql`m`)} from generate_series(0, ${models - 1}::int) as m)
  `);
}

/**
 * Page views: one row per path, UTC day, device kind and referrer host (the
 * table's unique key), over the 90 days up to the anchor day, spread over
 * the site's pages and the generated profiles.
 */
async function insertPageViews(db: Tx, seed: string, n: number, models: number, anchorDay: string): Promise<void> {
  const buckets = 90 * DEVICES.length * REFERRERS.length;
  // Buckets the base already counted (a server that ran on it) are skipped, and as many others taken instead.
  const existing = await rowCount(db, t.pageViews);
  await db.execute(sql`
    insert into page_views (id, path, day, device_type, referrer_host, views)
    with paths as (
      select (row_number() over (order by kind, p) - 1)::int as n, p from (
        select 0 as kind, p from unnest(array['/', '/models', '/blog', '/faq']) as p
        union all select 1, '/' || slug from categories
        union all select 2, '/escorts-in-' || slug from locations
        union all select 3, '/models/' || ${derivedUuid(seed, "model", sql`m`)} from generate_series(0, ${models - 1}::int) as m
      ) as all_paths
    ),
    total as (select count(*)::int as size from paths)
    , candidates as (
      select k, paths.p as path,
        ${anchorDay}::date - ((k / total.size) % 90) as day,
        (${textArray(DEVICES)})[1 + (k / total.size / 90) % ${DEVICES.length}] as device_type,
        (${textArray(REFERRERS)})[1 + (k / total.size / ${90 * DEVICES.length}) % ${REFERRERS.length}] as referrer_host
      from generate_series(0, ${n + existing - 1}::int) as k
      cross join total
      join paths on paths.n = k % total.size
      where k / total.size < ${buckets}
    )
    select ${derivedUuid(seed, "page-view", sql`c.k`)}, c.path, c.day, c.device_type, c.referrer_host, 1 + ${pick(seed, "views", sql`c.k`, 40)}
    from candidates c
    where not exists (
      select 1 from page_views v
      where v.path = c.path and v.day = c.day and v.device_type = c.device_type and v.referrer_host = c.referrer_host
    )
    order by c.k
    limit ${n}
    on conflict do nothing
  `);
}

/** Redirect rules of mixed kinds (the redirect bench's own set, scripts/lib/bench-redirect-rules.ts). */
async function insertRedirects(db: Tx, n: number): Promise<void> {
  await db.delete(t.redirects).where(or(like(t.redirects.fromPath, "/bench-%"), like(t.redirects.fromPath, "^/bench-%")));
  const rules = benchRules(n);
  for (let i = 0; i < rules.length; i += 500) await db.insert(t.redirects).values(rules.slice(i, i + 500));
}

/** How many rows of each kind to add so the totals reach factor × the demo's scale. */
export function rowsToAdd(factor: number, existing: ScaleCounts): ScaleCounts {
  const add = (table: ScaleTable) => Math.max(0, SCALE_PER_FACTOR[table] * factor - existing[table]);
  return { models: add("models"), photos: add("photos"), users: add("users"), reviews: add("reviews"), pageViews: add("pageViews"), redirects: add("redirects") };
}

/** Fills the database to `factor` × the demo's scale in one transaction; returns the totals. */
export async function seedScale(db: Database, options: ScaleOptions): Promise<ScaleCounts> {
  const { factor, anchorDay } = options;
  const seed = options.seed ?? "velvet";
  const log = options.log ?? (() => undefined);
  if (!Number.isInteger(factor) || factor < 1) throw new Error("--factor must be a whole number of at least 1");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(anchorDay)) throw new Error("the anchor day must be YYYY-MM-DD");
  // Noon of the anchor day: the generated dates never depend on the clock.
  const anchor = sql`(${`${anchorDay}T12:00:00Z`}::timestamptz)`;
  await db.transaction(async (tx) => {
    await checkBase(tx);
    const add = rowsToAdd(factor, await scaleCounts(tx));
    const models = Math.max(1, add.models);
    const step = async (name: string, work: () => Promise<void>) => {
      const started = performance.now();
      await work();
      log(`${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    };
    if (add.models > 0) await step(`${add.models} models`, () => insertModels(tx, seed, add.models, anchor));
    if (add.photos > 0 && add.models > 0) await step(`${add.photos} photos`, () => insertPhotos(tx, seed, models, add.photos, anchor));
    if (add.users > 0) await step(`${add.users} member accounts`, () => insertUsers(tx, seed, add.users, anchor));
    const reviews = Math.min(add.reviews, add.users);
    if (reviews > 0 && add.models > 0) await step(`${reviews} reviews`, () => insertReviews(tx, seed, reviews, models, anchor));
    if (add.pageViews > 0) await step(`${add.pageViews} page views`, () => insertPageViews(tx, seed, add.pageViews, add.models, anchorDay));
    if (add.redirects > 0) await step(`${add.redirects} redirect rules`, () => insertRedirects(tx, add.redirects));
  });
  // Fresh statistics (the planner otherwise plans for the demo's row counts),
  // and the visibility map index-only scans need: PostgreSQL's autovacuum
  // would get there later; the embedded database has none.
  await db.execute(sql`vacuum analyze models, model_categories, model_gallery, users, user_subscriptions, model_reviews, page_views, redirects`);
  return scaleCounts(db);
}
