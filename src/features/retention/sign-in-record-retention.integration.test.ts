/**
 * The sign-in record period on System Settings › Security, through the one
 * retention action: saved with its own audit action, at most a year (the
 * privacy page states it), refused to a member; the purge then reads it.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { createViewer, session } from "../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../tests/setup/test-db";

const { saveRetention } = await import("@/features/settings/admin/actions");
const { readRetentionDays } = await import("./purge");
const { db } = await useTestDatabase();
await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();
const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

describe("saving the sign-in record period", () => {
  it("is 30 days until changed; a save is audited under its own action", async () => {
    session.viewer = ADMIN;
    expect(await readRetentionDays(db, "signInRecords")).toBe(30);
    expect(await saveRetention({ period: "signInRecords", days: 14 })).toEqual({ ok: true, data: { days: 14 } });
    expect(await readRetentionDays(db, "signInRecords")).toBe(14);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, "settings.sign_in_record_retention"));
    expect(row).toMatchObject({ actorId: ADMIN.userId, oldValues: { signInRecordRetentionDays: 30 }, newValues: { signInRecordRetentionDays: 14 } });
  });

  it("refuses more than a year, in the admin's language", async () => {
    session.viewer = ADMIN;
    session.locale = "pt-BR";
    expect(await saveRetention({ period: "signInRecords", days: 366 })).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Falha ao salvar a retenção dos registros de acesso",
      fieldErrors: { days: ["Informe um número inteiro de dias entre 1 e 365."] },
    });
    session.locale = null;
  });

  it("refuses a member", async () => {
    session.viewer = MEMBER;
    expect(await saveRetention({ period: "signInRecords", days: 7 })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await readRetentionDays(db, "signInRecords")).toBe(14);
  });
});
