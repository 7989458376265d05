/**
 * The scale generator (scripts/lib/scale-seed.ts, `npm run seed:scale`) at a
 * small factor: the totals reach factor × the demo's scale, the rows cover
 * what the scale bench needs (four photo visibilities, the three access
 * modes, hidden models, account and review states, 90 days of page views),
 * and two runs on the same base give the same rows.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "@/db";
import * as t from "@/db/schema";
import { seedDatabase } from "@/seed";
import { SCALE_PER_FACTOR, seedScale, type ScaleCounts } from "../../scripts/lib/scale-seed";
import { useTestDatabase } from "../setup/test-db";

const FACTOR = 2;
const ANCHOR = "2026-11-27";
const BASE_IDS = ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"];

/**
 * A small stand-in for the demo seed: the site's categories and districts,
 * two models with a photo of each visibility, and one page view a server
 * counted in the bucket the generator would fill first (it must take another).
 */
async function seedBase(db: Database): Promise<void> {
  await seedDatabase(db, { demo: false });
  await db.insert(t.pageViews).values({ id: "00000000-0000-4000-8000-0000000000aa", path: "/", day: ANCHOR, deviceType: "desktop", referrerHost: "", views: 3 });
  for (const [m, id] of BASE_IDS.entries()) {
    await db.insert(t.models).values({ id, name: `Base ${m}`, membersOnly: m === 1 });
    await db.insert(t.modelGallery).values(
      t.PHOTO_VISIBILITIES.map((visibility, index) => ({ modelId: id, imageUrl: `/media/base-${m}-${index}.webp`, visibility, orderIndex: index })),
    );
  }
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One digest of every generated row (the base's own rows carry clock-dependent dates). */
async function digest(db: Database): Promise<string> {
  const [row] = await rows<{ digest: string }>(
    db,
    sql`select md5(concat_ws('/',
      (select string_agg(m::text, '|' order by m.id) from (select id, name, age, location_id, image, pricing, rating, reviews_count, members_only, all_photos_public, is_hidden, created_at from models where id::text <> all (${`{${BASE_IDS.join(",")}}`}::text[])) m),
      (select string_agg(c::text, '|' order by c.model_id, c.category_id) from model_categories c),
      (select string_agg(g::text, '|' order by g.id) from (select id, model_id, image_url, visibility, order_index, created_at from model_gallery where model_id::text <> all (${`{${BASE_IDS.join(",")}}`}::text[])) g),
      (select string_agg(u::text, '|' order by u.id) from (select id, name, email, role, status, approved_at, created_at from users) u),
      (select string_agg(s::text, '|' order by s.id) from (select id, user_id, ends_at from user_subscriptions) s),
      (select string_agg(r::text, '|' order by r.id) from (select id, model_id, author_id, rating, is_published, is_featured, created_at from model_reviews) r),
      (select string_agg(v::text, '|' order by v.id) from page_views v),
      (select string_agg(d::text, '|' order by d.from_path) from (select from_path, to_path, status_code, match_type from redirects) d)
    )) as digest`,
  );
  return row.digest;
}

async function scaledDatabase(): Promise<{ db: Database; totals: ScaleCounts }> {
  const { db } = await useTestDatabase();
  await seedBase(db);
  const totals = await seedScale(db, { factor: FACTOR, anchorDay: ANCHOR });
  return { db, totals };
}

// Both copies are made while the file loads: seeding twice takes longer than one test's time limit on a busy machine.
const first = await scaledDatabase();
const firstDigest = await digest(first.db);
const second = await scaledDatabase();

describe("seedScale", () => {
  it("brings every table to factor × the demo's scale", () => {
    expect(first.totals).toEqual({
      models: SCALE_PER_FACTOR.models * FACTOR,
      photos: SCALE_PER_FACTOR.photos * FACTOR,
      users: SCALE_PER_FACTOR.users * FACTOR,
      reviews: SCALE_PER_FACTOR.reviews * FACTOR,
      pageViews: SCALE_PER_FACTOR.pageViews * FACTOR,
      redirects: SCALE_PER_FACTOR.redirects * FACTOR,
    });
  });

  it("covers the four visibilities, the three access modes, hidden models, and every model is listed", async () => {
    const visibilities = await rows<{ visibility: string }>(first.db, sql`select distinct visibility from model_gallery where model_id::text <> all (${`{${BASE_IDS.join(",")}}`}::text[]) order by 1`);
    expect(visibilities.map((v) => v.visibility)).toEqual([...t.PHOTO_VISIBILITIES].sort());
    const [modes] = await rows<{ members: number; all_public: number; mixed: number; hidden: number; unlisted: number }>(
      first.db,
      sql`select count(*) filter (where members_only)::int as members, count(*) filter (where all_photos_public)::int as all_public,
        count(*) filter (where not members_only and not all_photos_public)::int as mixed, count(*) filter (where is_hidden)::int as hidden,
        count(*) filter (where not exists (select 1 from model_gallery g where g.model_id = models.id and g.visibility <> 'admin_only'))::int as unlisted
      from models`,
    );
    expect(modes.members).toBeGreaterThan(0);
    expect(modes.all_public).toBeGreaterThan(0);
    expect(modes.mixed).toBeGreaterThan(0);
    expect(modes.hidden).toBeGreaterThan(0);
    expect(modes.unlisted).toBe(0);
  });

  it("mixes account states, subscriptions, review states, and keeps page views within 90 days of the anchor", async () => {
    const statuses = await rows<{ status: string }>(first.db, sql`select distinct status from users order by 1`);
    expect(statuses.map((s) => s.status)).toEqual(["approved", "pending", "rejected"]);
    const [counts] = await rows<{ subscriptions: number; published: number; pending: number; first_day: string; last_day: string }>(
      first.db,
      sql`select (select count(*)::int from user_subscriptions) as subscriptions,
        (select count(*) filter (where is_published)::int from model_reviews) as published,
        (select count(*) filter (where not is_published)::int from model_reviews) as pending,
        (select min(day)::text from page_views) as first_day, (select max(day)::text from page_views) as last_day`,
    );
    expect(counts.subscriptions).toBeGreaterThan(0);
    expect(counts.published).toBeGreaterThan(counts.pending);
    expect(counts.pending).toBeGreaterThan(0);
    expect(counts.last_day).toBe(ANCHOR);
    expect(counts.first_day).toBe("2026-08-30");
  });

  it("gives the same rows on a second run from the same base, and refuses to scale twice", async () => {
    expect(await digest(second.db)).toBe(firstDigest);
    await expect(seedScale(second.db, { factor: FACTOR, anchorDay: ANCHOR })).rejects.toThrow(/already scaled/);
  });
});
