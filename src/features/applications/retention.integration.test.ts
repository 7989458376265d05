/**
 * Retention against a real database and media store: rejected applications
 * go with their photos (rows and files) once the configured number of days
 * has passed since rejection; pending, approved and recent rejections stay;
 * photos uploaded for an application never sent go after a day; a photo that
 * became a model's gallery photo is never touched. The period is saved on
 * System Settings and validated there.
 */
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, media, modelApplications, siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { getMediaStore } from "@/lib/media";
import { createViewer, session, signInAs } from "../../../tests/setup/admin-session";
import { emptyTables, useTestDatabase } from "../../../tests/setup/test-db";

const { purgeRejectedApplications } = await import("./retention");
const { purgeUnattachedApplicationUploads } = await import("./media-purge");
const { submitApplication, uploadApplicationPhoto } = await import("./flows");
const { jpegPhoto, ownSiteHeaders, photoForm, validApplication } = await import("./test-support");
const { saveRetention } = await import("@/features/settings/admin/actions");
const saveApplicationRetention = (input: { days: number }) => saveRetention({ period: "applications", ...input });
const { db } = await useTestDatabase();
await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();
const ADMIN = await createViewer("admin");
const TEAM = await createViewer("team");

const DAY = 24 * 60 * 60 * 1000;

async function uploadToken(): Promise<string> {
  const answer = await uploadApplicationPhoto(ownSiteHeaders(), async () => photoForm(await jpegPhoto()));
  return (answer.body as { token: string }).token;
}

/** An application sent through the form with one photo, then set to `status` reviewed `daysAgo` days ago. */
async function application(fullName: string, status: "pending" | "approved" | "rejected", daysAgo: number | null): Promise<{ id: string; photo: string }> {
  const token = await uploadToken();
  await submitApplication(ownSiteHeaders(), async () => validApplication([token], { fullName }));
  const [row] = await db
    .update(modelApplications)
    .set({ status, reviewedAt: daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY) })
    .where(eq(modelApplications.fullName, fullName))
    .returning({ id: modelApplications.id, photos: modelApplications.photos });
  return { id: row.id, photo: row.photos[0] };
}

const fileKeysOf = async (mediaId: string) => (await db.select({ key: media.storageKey }).from(media).where(eq(media.id, mediaId))).map((row) => row.key);

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, modelApplications, auditLog);
  await db.update(siteSettings).set({ rejectedApplicationRetentionDays: 30 });
});

describe("the rejected-application purge", () => {
  it("deletes rejections older than the period with their photos, audited, and keeps everything else", async () => {
    const old = await application("Old Rejection", "rejected", 31);
    const recent = await application("Recent Rejection", "rejected", 29);
    const approved = await application("Old Approval", "approved", 400);
    const pending = await application("Waiting", "pending", null);
    const [oldKey] = await fileKeysOf(old.photo);
    expect(await getMediaStore().stat(oldKey)).toBeTruthy();

    expect(await purgeRejectedApplications(db)).toBe(1);
    const left = (await db.select({ id: modelApplications.id }).from(modelApplications)).map((row) => row.id).sort();
    expect(left).toEqual([recent.id, approved.id, pending.id].sort());
    expect(await db.select().from(media).where(eq(media.id, old.photo))).toEqual([]);
    expect(await getMediaStore().stat(oldKey)).toBeNull();
    expect(await db.select().from(media).where(inArray(media.id, [recent.photo, approved.photo, pending.photo]))).toHaveLength(3);
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "application.purge", entityId: old.id, actorId: null, oldValues: { name: "Old Rejection", status: "rejected" } });
  });

  it("follows the period saved on System Settings", async () => {
    await application("Five Days Ago", "rejected", 5);
    expect(await saveApplicationRetention({ days: 7 })).toEqual({ ok: true, data: { days: 7 } });
    expect(await purgeRejectedApplications(db)).toBe(0);
    expect(await saveApplicationRetention({ days: 3 })).toEqual({ ok: true, data: { days: 3 } });
    expect(await purgeRejectedApplications(db)).toBe(1);
  });
});

describe("the application retention setting", () => {
  it("is saved with an audit row", async () => {
    expect(await saveApplicationRetention({ days: 90 })).toEqual({ ok: true, data: { days: 90 } });
    const [row] = await db.select({ days: siteSettings.rejectedApplicationRetentionDays }).from(siteSettings);
    expect(row.days).toBe(90);
    expect(await db.select().from(auditLog)).toEqual([
      expect.objectContaining({ action: "settings.application_retention", oldValues: { rejectedApplicationRetentionDays: 30 }, newValues: { rejectedApplicationRetentionDays: 90 } }),
    ]);
  });

  it.each([[0], [3651], [2.5], ["30"]])("refuses %s days in the admin's language, changing nothing", async (days) => {
    session.locale = "pt-BR";
    expect(await saveApplicationRetention({ days } as { days: number })).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Falha ao salvar a retenção de candidaturas",
      fieldErrors: { days: ["Informe um número inteiro de dias entre 1 e 3650."] },
    });
    const [row] = await db.select({ days: siteSettings.rejectedApplicationRetentionDays }).from(siteSettings);
    expect(row.days).toBe(30);
  });

  it("is refused to the team (no settings permission)", async () => {
    session.viewer = TEAM;
    expect(await saveApplicationRetention({ days: 10 })).toMatchObject({ ok: false, code: "forbidden" });
  });
});

describe("uploads never sent", () => {
  it("go after a day; attached and recent uploads stay", async () => {
    const attached = await application("Attached", "pending", null);
    const stale = (await uploadToken()).split(".")[0];
    const fresh = (await uploadToken()).split(".")[0];
    await db.update(media).set({ createdAt: new Date(Date.now() - 2 * DAY) }).where(inArray(media.id, [attached.photo, stale]));
    const [staleKey] = await fileKeysOf(stale);

    expect(await purgeUnattachedApplicationUploads(db)).toBeGreaterThan(0);
    const left = (await db.select({ id: media.id }).from(media).where(inArray(media.id, [attached.photo, stale, fresh]))).map((row) => row.id).sort();
    expect(left).toEqual([attached.photo, fresh].sort());
    expect(await getMediaStore().stat(staleKey)).toBeNull();
  });
});
