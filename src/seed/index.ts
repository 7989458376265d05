import { count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { isEmpty } from "./util";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { PERMISSIONS } from "../features/access/permissions";
import { DEFAULT_SITE_SETTINGS } from "../features/site/defaults";
import { DEFAULT_ROBOTS_TXT } from "../features/seo/robots-default";
import { seedThemeColors } from "../features/theme/seed";
import { seedDemoContent } from "./demo";
import {
  seedCategories,
  seedFaqs,
  seedGeoFaqs,
  seedLocations,
  seedSiteContent,
} from "./data";

export interface SeedOptions {
  /** Demo models, galleries, banners, blog posts, reviews and accounts. */
  demo: boolean;
  siteUrl?: string;
  log?: (line: string) => void;
}

/**
 * Fills an empty database with what the site needs to run (settings,
 * permissions, the 33 categories, 32 districts, site copy, FAQs, SEO defaults)
 * and, optionally, demo content. Idempotent: each part only runs when its
 * table is still empty, so a second start changes nothing.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  await seedSiteSettings(db, options.siteUrl);
  await seedPermissions(db);
  const themeRows = await seedThemeColors(db);
  if (themeRows.added) log(`seeded ${themeRows.added} theme colours`);
  if (themeRows.updated) log(`moved ${themeRows.updated} theme colours from a retired default to today's`);
  if (await isEmpty(db, t.categories)) {
    await seedCategoryRows(db);
    log(`seeded ${seedCategories.length} categories`);
  }
  if (await isEmpty(db, t.locations)) {
    await seedLocationRows(db);
    log(`seeded ${seedLocations.length} districts`);
  }
  if (await isEmpty(db, t.siteContent)) {
    await db.insert(t.siteContent).values(seedSiteContent.map((c) => ({ ...c })));
    log(`seeded ${seedSiteContent.length} site content blocks`);
  }
  if (await isEmpty(db, t.faqs)) {
    await db.insert(t.faqs).values([...seedFaqs, ...seedGeoFaqs].map((f) => ({ ...f })));
    log(`seeded ${seedFaqs.length + seedGeoFaqs.length} FAQs`);
  }
  if (await isEmpty(db, t.seoSettings)) {
    await seedSeoSettings(db);
  }
  if (options.demo) await seedDemoContent(db, { log });
}

async function seedSiteSettings(db: Database, siteUrl?: string): Promise<void> {
  await db
    .insert(t.siteSettings)
    .values({ id: 1, ...DEFAULT_SITE_SETTINGS, siteUrl: siteUrl ?? DEFAULT_SITE_SETTINGS.siteUrl })
    .onConflictDoNothing();
}

/**
 * Every permission the code knows, with its default roles granted only when
 * the permission is new: once a permission exists, who holds it is the
 * matrix's business (User & Role Management), and a restart must not undo a
 * revocation. Categories and descriptions follow the code.
 */
export async function seedPermissions(db: Database): Promise<void> {
  for (const [name, def] of Object.entries(PERMISSIONS)) {
    const [created] = await db
      .insert(t.permissions)
      .values({ name, category: def.category, description: def.description })
      .onConflictDoNothing({ target: t.permissions.name })
      .returning({ id: t.permissions.id });
    if (!created) {
      await db.update(t.permissions).set({ category: def.category, description: def.description }).where(eq(t.permissions.name, name));
      continue;
    }
    for (const role of def.roles) {
      await db.insert(t.rolePermissions).values({ role, permissionId: created.id }).onConflictDoNothing();
    }
  }
}

async function seedCategoryRows(db: Database): Promise<void> {
  await db.insert(t.categories).values(seedCategories.map((c) => ({ ...c })));
  // Explicit ids were inserted: move the identity past them for admin-created rows.
  await db.execute(sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`);
}

async function seedLocationRows(db: Database): Promise<void> {
  await db.insert(t.locations).values(seedLocations.map((l) => ({ ...l })));
  await db.execute(sql`select setval(pg_get_serial_sequence('locations', 'id'), (select max(id) from locations))`);
}

async function seedSeoSettings(db: Database): Promise<void> {
  const brand = DEFAULT_SITE_SETTINGS.brandName;
  await db.insert(t.seoSettings).values([
    {
      settingKey: "global_meta_title",
      category: "global",
      settingValue: { value: `${brand} | Elite Companions in London` },
    },
    {
      settingKey: "global_meta_description",
      category: "global",
      settingValue: {
        value:
          "A members-only directory of elegant companions across London's finest districts, from Mayfair to Chelsea. Discreet, approved membership.",
      },
    },
    {
      settingKey: "global_meta_keywords",
      category: "global",
      settingValue: { value: ["london companions", "elite escorts london", "mayfair", "dinner date", "members only"] },
    },
    { settingKey: "robots_txt", category: "technical", settingValue: { value: DEFAULT_ROBOTS_TXT } },
  ]);
}

export async function countRows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
