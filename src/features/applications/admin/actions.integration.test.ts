/**
 * The applications actions against a real database and media store: a status
 * change stamps reviewed_at, queues the applicant's mail and is audited; Convert
 * to Model creates the model with the conversion defaults and moves the photos
 * into its public gallery in one transaction (a forced failure leaves
 * nothing); a photo can be removed; and a member or a team account without
 * admin.applications.manage is refused with nothing changed. The photos'
 * file route serves them to that permission only until they become a
 * model's gallery.
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, locations, mailOutbox, media, modelApplications, modelGallery, models, siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { getMediaStore } from "@/lib/media";
import { allowConsoleError } from "../../../../tests/setup/console";
import { createViewer, session, signInAs } from "../../../../tests/setup/admin-session";
import { emptyTables, useTestDatabase } from "../../../../tests/setup/test-db";
import { decryptField } from "@/lib/crypto/field-encryption";

const { convertApplication, removeApplicationPhoto, setApplicationStatus } = await import("./actions");
const { submitApplication, uploadApplicationPhoto } = await import("../flows");
const { jpegPhoto, ownSiteHeaders, photoForm, validApplication } = await import("../test-support");
const { GET: getMediaFile } = await import("@/app/api/media/[id]/[variant]/route");
const { getDashboardStats } = await import("@/features/dashboard/admin/queries");
const { countApplications, listApplicationsPage } = await import("./list-query");
const { DEFAULT_APPLICATION_LIST_PARAMS } = await import("./list-params");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");
const TEAM = await createViewer("team");
const REVIEWER = await createViewer("team", { permissions: ["admin.applications.manage"] });
await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS }).onConflictDoNothing();

let mayfair: number;

/** An application sent through the public form, with `photos` real photos; its id. */
async function sendApplication(photos = 2, overrides: Parameters<typeof validApplication>[1] = {}): Promise<string> {
  const tokens: string[] = [];
  for (let i = 0; i < photos; i++) {
    const answer = await uploadApplicationPhoto(ownSiteHeaders(), async () => photoForm(await jpegPhoto(`#${(i * 40 + 20).toString(16)}4466`)));
    tokens.push((answer.body as { token: string }).token);
  }
  const answer = await submitApplication(ownSiteHeaders(), async () => validApplication(tokens, overrides));
  if (answer.status !== 200) throw new Error(`submit failed: ${JSON.stringify(answer.body)}`);
  const [row] = await db.select({ id: modelApplications.id }).from(modelApplications).orderBy(desc(modelApplications.createdAt)).limit(1);
  return row.id;
}

const application = async (id: string) => (await db.select().from(modelApplications).where(eq(modelApplications.id, id)))[0];
const audits = () => db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
/** Mail about decisions: the receipt every submission queues (flows.integration.test.ts checks it) is left out. */
const mails = async () =>
  (await db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt))).filter((mail) => mail.subject !== "We have received your application");

/** What the media route answers the current viewer for a photo. */
async function fetchPhoto(mediaId: string): Promise<Response> {
  return getMediaFile(new Request(`http://localhost:3000/api/media/${mediaId}/original`), { params: Promise.resolve({ id: mediaId, variant: "original" }) });
}

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, auditLog, mailOutbox, modelApplications, models, locations);
  [{ id: mayfair }] = await db.insert(locations).values({ name: "Mayfair", slug: "mayfair", lat: 51.5, lng: -0.15 }).returning({ id: locations.id });
});

describe("the list", () => {
  it("counts each status for the tabs, filters by status, searches by name and never selects contact details", async () => {
    const ana = await sendApplication(1);
    const bea = await sendApplication(1, { fullName: "Beatriz Costa" });
    await setApplicationStatus({ id: bea, status: "rejected" });
    expect(await countApplications(db)).toEqual({ all: 2, pending: 1, reviewing: 0, approved: 0, rejected: 1 });
    const view = (overrides: object) => listApplicationsPage(db, { ...DEFAULT_APPLICATION_LIST_PARAMS, ...overrides });
    expect((await view({ status: "rejected" })).rows.map((row) => row.id)).toEqual([bea]);
    expect((await view({ q: "ANA S" })).rows.map((row) => row.id)).toEqual([ana]);
    expect((await view({ q: "100%" })).rows).toEqual([]);
    expect((await view({ sort: "name" })).rows.map((row) => row.fullName)).toEqual(["Ana Silva", "Beatriz Costa"]);
    const [row] = (await view({ q: "Ana" })).rows;
    expect(row).toMatchObject({ fullName: "Ana Silva", photoCount: 1, status: "pending" });
    expect(Object.keys(row).some((key) => /email|phone|birth/i.test(key))).toBe(false);
  });

  it("is what the dashboard's pending count reads, live", async () => {
    const id = await sendApplication(1);
    const pending = async () => (await getDashboardStats(ADMIN)).find((stat) => stat.key === "pendingApplications")?.value;
    const before = (await pending())!;
    await setApplicationStatus({ id, status: "reviewing" });
    expect(await pending()).toBe(before - 1);
  });
});

describe("setting the status", () => {
  it("stamps reviewed_at, keeps the notes, audits without contact details and queues the applicant's mail", async () => {
    const id = await sendApplication(1);
    const before = new Date();
    const result = await setApplicationStatus({ id, status: "reviewing", notes: "  Lovely photos. " });
    expect(result).toMatchObject({ ok: true, data: { id, status: "reviewing" } });
    const row = await application(id);
    expect(row).toMatchObject({ status: "reviewing", adminNotes: "Lovely photos." });
    expect(row.reviewedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const [audit] = await audits();
    expect(audit).toMatchObject({
      action: "application.status",
      entityType: "model_application",
      entityId: id,
      actorEmail: ADMIN.email,
      oldValues: { name: "Ana Silva", status: "pending", adminNotes: null },
      newValues: { name: "Ana Silva", status: "reviewing", adminNotes: "Lovely photos." },
    });
    expect(JSON.stringify(audit)).not.toContain("ana.silva@example.com");

    const [mail] = await mails();
    expect(mail).toMatchObject({ subject: "We are reviewing your application" });
    expect(decryptField(mail.toAddress)).toBe("ana.silva@example.com");
    expect(mail.textBody).toContain("Dear Ana Silva");
    expect(mail.textBody).not.toContain("Lovely photos");
  });

  it("mails again only when the status changes", async () => {
    const id = await sendApplication(1);
    await setApplicationStatus({ id, status: "approved" });
    await setApplicationStatus({ id, status: "approved", notes: "Call on Monday" });
    await setApplicationStatus({ id, status: "rejected" });
    expect((await mails()).map((mail) => mail.subject)).toEqual(["Your application has been approved", "Your application"]);
    expect(await audits()).toHaveLength(3);
  });

  it("refuses a bad status, over-long notes or an unknown application with a message, changing nothing", async () => {
    const id = await sendApplication(1);
    expect(await setApplicationStatus({ id, status: "pending" })).toMatchObject({ ok: false, code: "invalid", error: "Error updating status" });
    expect(await setApplicationStatus({ id, status: "approved", notes: "x".repeat(2001) })).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { notes: ["Notes can be at most 2000 characters."] },
    });
    expect(await setApplicationStatus({ id: crypto.randomUUID(), status: "approved" })).toMatchObject({ ok: false, code: "not_found" });
    expect(await setApplicationStatus("nonsense")).toMatchObject({ ok: false, code: "invalid" });
    expect(await application(id)).toMatchObject({ status: "pending", reviewedAt: null });
    expect(await audits()).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it("answers in Portuguese for an admin who reads it", async () => {
    session.locale = "pt-BR";
    expect(await setApplicationStatus({ id: crypto.randomUUID(), status: "maybe" })).toMatchObject({ ok: false, error: "Erro ao atualizar status" });
  });
});

describe("Convert to Model", () => {
  it("is refused until the application is approved", async () => {
    const id = await sendApplication(1);
    expect(await convertApplication({ id })).toMatchObject({ ok: false, code: "invalid", error: "Only an approved application can be converted to a model." });
    expect(await db.select().from(models)).toEqual([]);
  });

  it("creates the model with the conversion defaults, moves the photos into its public gallery in order and links the application", async () => {
    const id = await sendApplication(2);
    const { photos } = await application(id);
    await setApplicationStatus({ id, status: "approved" });
    const result = await convertApplication({ id });
    expect(result).toMatchObject({ ok: true, data: { name: "Ana Silva", photoCount: 2 } });
    const modelId = result.ok ? result.data.modelId : "";

    const [model] = await db.select().from(models).where(eq(models.id, modelId));
    expect(model).toMatchObject({
      name: "Ana Silva",
      // '£300/hour' is the one-hour price; the site shows it from this figure (decision 034).
      pricing: { oneHour: 300, twoHours: null, threeHours: null, additionalHour: null },
      rating: 5,
      reviewsCount: 0,
      locationId: mayfair,
      height: "5'8\"",
      measurements: "34-26-36",
      hair: "Brunette",
      eyes: "Brown",
      nationality: "Portuguese",
      interests: ["Opera", "Travel"],
      imageMediaId: photos[0],
      image: `/api/media/${photos[0]}/original`,
      membersOnly: false,
      isHidden: false,
      deletedAt: null,
    });
    const gallery = await db.select().from(modelGallery).where(eq(modelGallery.modelId, modelId)).orderBy(asc(modelGallery.orderIndex));
    expect(gallery.map((row) => [row.mediaId, row.orderIndex, row.visibility])).toEqual([
      [photos[0], 0, "public"],
      [photos[1], 1, "public"],
    ]);
    expect((await db.select({ purpose: media.purpose }).from(media).where(inArray(media.id, photos))).map((row) => row.purpose)).toEqual(["gallery", "gallery"]);
    expect((await application(id)).convertedModelId).toBe(modelId);
    expect((await audits()).at(-1)).toMatchObject({ action: "application.convert", entityId: id, newValues: { name: "Ana Silva", convertedModelId: modelId, photos: 2 } });

    expect(await convertApplication({ id })).toMatchObject({ ok: false, error: "This application has already been converted to a model." });
    expect(await setApplicationStatus({ id, status: "rejected" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await db.select().from(models)).toHaveLength(1);
  });

  it("places a model whose preferred area is no district in no district (shown as London)", async () => {
    const id = await sendApplication(1, { locationPreference: "" });
    await setApplicationStatus({ id, status: "approved" });
    const result = await convertApplication({ id });
    const [model] = await db.select().from(models).where(eq(models.id, result.ok ? result.data.modelId : ""));
    expect(model.locationId).toBeNull();
  });

  it("keeps the applicant's nationality and languages, with the other language she wrote joining the ticked ones", async () => {
    const id = await sendApplication(1, { languages: ["English", "Portuguese"], otherLanguage: " catalan " });
    await setApplicationStatus({ id, status: "approved" });
    const result = await convertApplication({ id });
    const [model] = await db.select().from(models).where(eq(models.id, result.ok ? result.data.modelId : ""));
    expect(model).toMatchObject({ nationality: "Portuguese", languages: ["English", "Portuguese", "Catalan"] });
  });

  it("writes nothing at all when a step fails", async () => {
    allowConsoleError(/Error converting the application/);
    const id = await sendApplication(2);
    await setApplicationStatus({ id, status: "approved" });
    const { photos } = await application(id);
    // A photo whose media row is gone: the gallery insert fails after the model row was written.
    await db.update(modelApplications).set({ photos: [...photos, crypto.randomUUID()] }).where(eq(modelApplications.id, id));
    const auditCount = (await audits()).length;

    expect(await convertApplication({ id })).toMatchObject({ ok: false, code: "failed", error: "Error converting the application to a model" });
    expect(await db.select().from(models)).toEqual([]);
    expect(await db.select().from(modelGallery)).toEqual([]);
    expect((await db.select({ purpose: media.purpose }).from(media).where(inArray(media.id, photos))).map((row) => row.purpose)).toEqual(["application", "application"]);
    expect((await application(id)).convertedModelId).toBeNull();
    expect(await audits()).toHaveLength(auditCount);
  });
});

describe("removing a photo", () => {
  it("takes it off the application, deletes its row and, after the commit, its files", async () => {
    const id = await sendApplication(2);
    const { photos } = await application(id);
    const [stored] = await db.select({ storageKey: media.storageKey }).from(media).where(eq(media.id, photos[0]));
    expect(await getMediaStore().stat(stored.storageKey)).toBeTruthy();

    expect(await removeApplicationPhoto({ id, mediaId: photos[0] })).toMatchObject({ ok: true, data: { photos: 1 } });
    expect((await application(id)).photos).toEqual([photos[1]]);
    expect(await db.select().from(media).where(eq(media.id, photos[0]))).toEqual([]);
    expect(await getMediaStore().stat(stored.storageKey)).toBeNull();
    expect((await audits()).at(-1)).toMatchObject({ action: "application.photo_remove", entityId: id });

    expect(await removeApplicationPhoto({ id, mediaId: photos[0] })).toMatchObject({ ok: false, code: "not_found" });
  });
});

describe("who may", () => {
  it.each([
    ["a member", () => MEMBER],
    ["a team account without the permission", () => TEAM],
  ])("refuses %s every action, changing nothing", async (_who, viewer) => {
    const id = await sendApplication(2);
    await setApplicationStatus({ id, status: "approved" });
    const before = await application(id);
    const auditCount = (await audits()).length;
    const mailCount = (await mails()).length;
    session.viewer = viewer();
    expect(await setApplicationStatus({ id, status: "rejected" })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await convertApplication({ id })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await removeApplicationPhoto({ id, mediaId: before.photos[0] })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await application(id)).toEqual(before);
    expect(await db.select().from(models)).toEqual([]);
    expect(await audits()).toHaveLength(auditCount);
    expect(await mails()).toHaveLength(mailCount);
  });

  it("lets a team account holding admin.applications.manage review applications", async () => {
    const id = await sendApplication(1);
    session.viewer = REVIEWER;
    expect(await setApplicationStatus({ id, status: "reviewing" })).toMatchObject({ ok: true });
  });
});

describe("the photos' file route", () => {
  it("serves an application photo privately to holders of the permission only, then by the gallery rules once converted", async () => {
    const id = await sendApplication(1);
    const [photo] = (await application(id)).photos;

    for (const viewer of [null, MEMBER, TEAM]) {
      session.viewer = viewer;
      expect((await fetchPhoto(photo)).status).toBe(404);
    }
    for (const viewer of [ADMIN, REVIEWER]) {
      session.viewer = viewer;
      const answer = await fetchPhoto(photo);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toMatch(/private/);
    }

    session.viewer = ADMIN;
    await setApplicationStatus({ id, status: "approved" });
    expect(await convertApplication({ id })).toMatchObject({ ok: true });
    session.viewer = null;
    expect((await fetchPhoto(photo)).status).toBe(200);
  });
});
