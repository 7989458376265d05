/** The audit retention setting against a real database: saved with an audit row, refused outside its range or to a non-admin. */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { createViewer, session } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";

const { saveRetention } = await import("./actions");
const saveAuditRetention = (input: { days: number }) => saveRetention({ period: "audit", ...input });
const { getRetentionDays } = await import("./queries");
const getAuditRetentionDays = () => getRetentionDays("audit");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const TEAM = await createViewer("team");
await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();

const stored = async () => (await db.select({ days: siteSettings.auditRetentionDays }).from(siteSettings).where(eq(siteSettings.id, 1)))[0].days;

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = null;
  await db.update(siteSettings).set({ auditRetentionDays: 90 });
  await db.delete(auditLog);
});

describe("saveAuditRetention", () => {
  it("is 90 days until changed, and saves a new period with an audit row", async () => {
    expect(await getAuditRetentionDays()).toBe(90);
    expect(await saveAuditRetention({ days: 365 })).toEqual({ ok: true, data: { days: 365 } });
    expect(await stored()).toBe(365);
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({
      action: "settings.audit_retention",
      oldValues: { auditRetentionDays: 90 },
      newValues: { auditRetentionDays: 365 },
      actorId: ADMIN.userId,
    });
  });

  it.each([[6], [3651], [30.5], ["90"]])("refuses %s days with a message in the admin's language, changing nothing", async (days) => {
    session.locale = "pt-BR";
    const result = await saveAuditRetention({ days } as { days: number });
    expect(result).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Falha ao salvar a retenção de auditoria",
      fieldErrors: { days: ["Informe um número inteiro de dias entre 7 e 3650."] },
    });
    expect(await stored()).toBe(90);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("is refused to the team (no settings permission)", async () => {
    session.viewer = TEAM;
    expect(await saveAuditRetention({ days: 30 })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await stored()).toBe(90);
  });
});
