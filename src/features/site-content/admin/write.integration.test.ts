/**
 * site_content's one writer, through each screen's real action on a real
 * database: no silent overwrites on every owner's blocks (site copy, hero
 * text, legal, characteristics/services/locations copy), and no screen can
 * write a key the registry gives to another. Only our own viewer resolution
 * is replaced (tests/setup/admin-session.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, siteContent } from "@/db/schema";
import { createViewer, session } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const { updateSiteContent } = await import("./actions");
const { updateLegalSection } = await import("@/features/legal/admin/actions");
const { updateServicesContent } = await import("@/features/content-sections/admin/actions");
const { db } = await useTestDatabase();

const ANNA = await createViewer("admin", { id: "anna" });
const BEN = await createViewer("admin", { id: "ben" });

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const rowOf = async (section: string) => (await db.select().from(siteContent).where(eq(siteContent.section, section)))[0];
const everything = () => db.select().from(siteContent).orderBy(asc(siteContent.section));

beforeEach(async () => {
  session.locale = null;
  await db.delete(siteContent);
  await db.delete(auditLog);
  await db.insert(siteContent).values([
    { section: "about_intro", title: "About", content: "About us." },
    { section: "homepage_hero_main", title: "Velvet", content: "Hero." },
    { section: "privacy_main_title", title: "Privacy policy", content: "Old." },
    { section: "services_dinner_dates", title: "Dinner dates", content: "Dinner." },
  ]);
});

const block = { subtitle: "", imageUrl: "", imageAlt: "", buttonText: "", buttonUrl: "" };

/** Each owner's save, by the loaded row: the input an editor would send. */
const SAVES = {
  "a site copy block": (row: typeof siteContent.$inferSelect, content: string, extra: object) =>
    updateSiteContent({ id: row.id, ...block, title: row.title, content, ...extra }),
  "the hero text": (row: typeof siteContent.$inferSelect, content: string, extra: object) =>
    updateSiteContent({ id: row.id, ...block, title: row.title, content, ...extra }),
  "a legal section": (row: typeof siteContent.$inferSelect, content: string, extra: object) =>
    updateLegalSection({ section: row.section, title: row.title, subtitle: "", content, ...extra }),
  "a services block": (row: typeof siteContent.$inferSelect, content: string, extra: object) =>
    updateServicesContent({ section: row.section, title: row.title, subtitle: "", content, ...extra }),
} as const;
const SECTIONS = {
  "a site copy block": "about_intro",
  "the hero text": "homepage_hero_main",
  "a legal section": "privacy_main_title",
  "a services block": "services_dinner_dates",
} as const;

describe.each(Object.keys(SAVES) as (keyof typeof SAVES)[])("two admins saving %s", (name) => {
  it("refuses the second save with who changed it, keeps the first, and overwrites only when asked", async () => {
    const save = SAVES[name];
    const loaded = await rowOf(SECTIONS[name]);
    const expectedVersion = loaded.updatedAt.toISOString();

    await tick();
    session.viewer = ANNA;
    expect(await save(loaded, "Anna's text.", { expectedVersion })).toMatchObject({ ok: true });

    session.viewer = BEN;
    const refused = await save(loaded, "Ben's text.", { expectedVersion });
    expect(refused).toMatchObject({ ok: false, code: "conflict" });
    expect(refused.ok === false && refused.error).toMatch(/^Changed by anna@example\.test at /);
    expect((await rowOf(SECTIONS[name])).content).toBe("Anna's text.");

    const forced = await save(loaded, "Ben's text.", { expectedVersion, overwrite: true });
    expect(forced).toMatchObject({ ok: true, data: { section: SECTIONS[name], content: "Ben's text." } });

    // The version handed back is the one to send next: a second save by the same admin goes through.
    const next = forced.ok ? forced.data.updatedAt : "";
    expect(await save(loaded, "Ben again.", { expectedVersion: next })).toMatchObject({ ok: true });
  });
});

describe("one owner per key", () => {
  it("refuses the site copy action a key another screen owns, and writes nothing", async () => {
    session.viewer = ANNA;
    const privacy = await rowOf("privacy_main_title");
    const before = await everything();
    const result = await updateSiteContent({ id: privacy.id, ...block, title: "Hijacked", content: "x" });
    expect(result).toMatchObject({ ok: false, code: "not_found" });
    expect(await everything()).toEqual(before);
  });

  it("is the only code that writes the table", () => {
    const writers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
          if (/\.(insert|update|delete)\(\s*(?:\w+\.)?siteContent\b/.test(readFileSync(file, "utf8"))) writers.push(path.relative(process.cwd(), file));
        }
      }
    };
    walk(path.join(process.cwd(), "src"));
    // The seed fills an empty table once at set-up; everything else goes through the writer.
    expect(writers.sort()).toEqual(["src/features/site-content/admin/write.ts", "src/seed/index.ts"]);
  });
});
