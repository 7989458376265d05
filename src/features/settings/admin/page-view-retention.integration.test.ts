/** The page-view retention setting against a real database: saved with an audit row, refused outside its range, to a member and to the team; the purge follows it. */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, pageViews, siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { createViewer, session } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const { saveRetention } = await import("./actions");
const savePageViewRetention = (input: { days: number }) => saveRetention({ period: "pageViews", ...input });
const { getRetentionDays } = await import("./queries");
const getPageViewRetentionDays = () => getRetentionDays("pageViews");
const { purgeRetention } = await import("@/features/retention/purge");
const purgeOldPageViews = (database: typeof db) => purgeRetention(database, "pageViews");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const TEAM = await createViewer("team");
const MEMBER = await createViewer("member");
await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();

const stored = async () => (await db.select({ days: siteSettings.pageViewRetentionDays }).from(siteSettings).where(eq(siteSettings.id, 1)))[0].days;

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = null;
  await db.update(siteSettings).set({ pageViewRetentionDays: 395 });
  await db.delete(auditLog);
  await db.delete(pageViews);
});

describe("savePageViewRetention", () => {
  it("is 395 days until changed, and saves a new period with an audit row", async () => {
    expect(await getPageViewRetentionDays()).toBe(395);
    expect(await savePageViewRetention({ days: 90 })).toEqual({ ok: true, data: { days: 90 } });
    expect(await stored()).toBe(90);
    expect(await db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        action: "settings.page_view_retention",
        actorId: ADMIN.userId,
        oldValues: { pageViewRetentionDays: 395 },
        newValues: { pageViewRetentionDays: 90 },
      }),
    ]);
  });

  it.each([[0], [3651], [7.5], ["30"]])("refuses %s days with a message in the admin's language, changing nothing", async (days) => {
    session.locale = "pt-BR";
    expect(await savePageViewRetention({ days } as { days: number })).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Falha ao salvar a retenção de visualizações",
      fieldErrors: { days: ["Informe um número inteiro de dias entre 1 e 3650."] },
    });
    expect(await stored()).toBe(395);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it.each([
    ["a member", MEMBER],
    ["the team (no settings permission)", TEAM],
  ])("is refused to %s", async (_, viewer) => {
    session.viewer = viewer;
    expect(await savePageViewRetention({ days: 30 })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await stored()).toBe(395);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("is what the daily purge follows", async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await db.insert(pageViews).values([
      { path: "/faq", day: day(10), deviceType: "desktop", referrerHost: "", views: 1 },
      { path: "/faq", day: day(2), deviceType: "desktop", referrerHost: "", views: 1 },
    ]);
    expect(await purgeOldPageViews(db)).toBe(0);
    expect(await savePageViewRetention({ days: 5 })).toMatchObject({ ok: true });
    expect(await purgeOldPageViews(db)).toBe(1);
  });
});
