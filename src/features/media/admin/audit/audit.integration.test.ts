/**
 * The Image Pipeline Audit Report against a real database and a real file
 * store: the audit's findings (a removed variant is a warning, a deleted
 * original an error, an outside address a warning never fetched), read in
 * slices by cursor; canonical generation (the variant written again,
 * decoding, the summary's total / successful / updated, one audit row per
 * image rebuilt); the check status each inspection records for the image
 * library's "broken" filter; the sync's outside addresses brought home; the store probe
 * of the restoration; and a member or a visitor refused on every action,
 * with nothing changed. The outside images come from tests/setup/outside-image-host.ts.
 */
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, media, siteBanners } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { LocalDiskMediaStore, setMediaStore } from "@/lib/media";
import { createViewer, expectRefusedAndUnchanged, signInAs } from "../../../../../tests/setup/admin-session";
import { allowConsoleError } from "../../../../../tests/setup/console";
import "../../../../../tests/setup/outside-image-host";
import { imageFixtures, useSeaHost, useTemporaryStore } from "../../../../../tests/setup/stored-images";
import { emptyTables, useTestDatabase } from "../../../../../tests/setup/test-db";

const { auditImageBatch, generateCanonicalImages, probeImageStore, readImageAuditScope, syncOutsideImages } = await import("./actions");
const { IMAGES_PER_BATCH, REFERENCES_PER_BATCH } = await import("./batches");
const { FIRST_AUDIT_CURSOR } = await import("./schemas");
const { emptyReport, mergeReports, progressStep } = await import("./findings");
const { runRestoration } = await import("./components/restoration");
const { mediaUrl } = await import("../../urls");

const { db } = await useTestDatabase();

const { store, dir: mediaDir } = useTemporaryStore("velvet-image-audit-", (dir) => new LocalDiskMediaStore(dir));

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const seaHost = useSeaHost();
/** The outside host, once the tests run. */
const outside = {
  address: (file: string) => seaHost.current.address(file),
  get counter() {
    return seaHost.current.counter;
  },
};

const fixtures = imageFixtures(db, ADMIN.userId);
const { storedImage, fileKey, banner } = fixtures;

/** Runs `work` with a store whose writes fail (a full disk), as a failing store answers. */
async function withFailingStore<T>(work: () => Promise<T>): Promise<T> {
  const failing = new LocalDiskMediaStore(mediaDir);
  failing.put = async () => {
    throw new Error("disk full");
  };
  setMediaStore(failing);
  allowConsoleError(/disk full/);
  try {
    return await work();
  } finally {
    setMediaStore(store);
  }
}

/** The whole audit, slice by slice, as the page drives it: the merged report and how many calls it took. */
async function runWholeAudit() {
  let report = emptyReport();
  let cursor: unknown = FIRST_AUDIT_CURSOR;
  let calls = 0;
  while (cursor) {
    const result = await auditImageBatch({ cursor });
    if (!result.ok) throw new Error(result.error);
    calls++;
    report = mergeReports(report, result.data.report);
    cursor = result.data.next;
  }
  return { report, calls };
}

async function runWholeGeneration() {
  const summary = { total: 0, successful: 0, updated: 0, failed: 0 };
  let afterId: string | null = null;
  do {
    const result = await generateCanonicalImages({ afterId });
    if (!result.ok) throw new Error(result.error);
    for (const field of ["total", "successful", "updated", "failed"] as const) summary[field] += result.data[field];
    afterId = result.data.next;
  } while (afterId);
  return summary;
}

const findingsFor = (report: ReturnType<typeof emptyReport>, severity: "success" | "warning" | "error", label: string) => report[severity].items.filter((finding) => finding.ownerLabel === label);

beforeEach(async () => {
  signInAs(ADMIN);
  outside.counter.requests = 0;
  await emptyTables(db, siteBanners, media, auditLog);
});

describe("the audit", () => {
  it("reports a removed variant as a warning, a deleted original as an error and an outside address as a warning it never fetches", async () => {
    const kept = await storedImage("kept.png");
    const thin = await storedImage("thin.png");
    const lost = await storedImage("lost.png");
    await store.delete(await fileKey(thin, "w400"));
    await store.delete(await fileKey(lost, "original"));
    const keptBanner = await banner("Kept", mediaUrl(kept, "w400"));
    await banner("Thin", mediaUrl(thin, "w400"));
    await banner("Lost", mediaUrl(lost));
    await banner("Gone", mediaUrl("00000000-0000-4000-8000-00000000dead"));
    await banner("Outside", outside.address("/photos/sea.jpg"));

    const { report } = await runWholeAudit();
    expect(findingsFor(report, "success", "Kept")).toEqual([
      expect.objectContaining({ code: "answers", subject: "reference", category: "banners", field: "image_url" }),
      expect.objectContaining({ code: "canonical", subject: "image", address: mediaUrl(kept), category: "banners" }),
    ]);
    // The removed variant: the reference and the stored image both say which one; generation can cut it again.
    expect(findingsFor(report, "warning", "Thin")).toEqual([
      expect.objectContaining({ code: "variant-missing", subject: "reference", variants: ["w400"], href: "/admin/content/image-diagnostics?category=banners" }),
      expect.objectContaining({ code: "variant-missing", subject: "image", variants: ["w400"] }),
    ]);
    expect(findingsFor(report, "error", "Lost")).toEqual([expect.objectContaining({ code: "file-missing", subject: "reference" }), expect.objectContaining({ code: "file-missing", subject: "image" })]);
    expect(findingsFor(report, "error", "Gone")).toEqual([expect.objectContaining({ code: "row-missing" })]);
    expect(findingsFor(report, "warning", "Outside")).toEqual([expect.objectContaining({ code: "external", address: outside.address("/photos/sea.jpg") })]);
    expect(outside.counter.requests).toBe(0);
    expect({ success: report.success.count, warning: report.warning.count, error: report.error.count }).toEqual({ success: 2, warning: 3, error: 3 });
    // A read: no audit row, nothing changed.
    expect(await db.select().from(auditLog)).toEqual([]);
    expect(keptBanner).toBeTruthy();
  });

  it("reports a reference to a variant that still answers as an error when the original it is cut from is gone", async () => {
    const orphaned = await storedImage("orphaned.png");
    await store.delete(await fileKey(orphaned, "original"));
    await banner("Orphaned", mediaUrl(orphaned, "w400"));
    const { report } = await runWholeAudit();
    expect(findingsFor(report, "error", "Orphaned")).toEqual([
      expect.objectContaining({ code: "file-missing", subject: "reference", variants: ["original"] }),
      expect.objectContaining({ code: "file-missing", subject: "image" }),
    ]);
    expect(report.success.count + report.warning.count).toBe(0);
  });

  it("reads the references and the images in slices, each call starting where the last one stopped", async () => {
    const id = await storedImage("shared.png");
    const count = REFERENCES_PER_BATCH + 5;
    await db.insert(siteBanners).values(Array.from({ length: count }, (_, index) => ({ section: "hero" as const, caption: `Banner ${String(index).padStart(3, "0")}`, imageUrl: mediaUrl(id, "w160") })));
    for (let index = 0; index < IMAGES_PER_BATCH; index++) await storedImage(`extra${index}.png`);

    const scope = await readImageAuditScope({});
    expect(scope).toEqual({ ok: true, data: { references: count, images: IMAGES_PER_BATCH + 1, outside: 0 } });
    const { report, calls } = await runWholeAudit();
    // Two slices of references, two of images.
    expect(calls).toBe(4);
    expect(report.success.count).toBe(count + IMAGES_PER_BATCH + 1);
    expect(report.success.items).toHaveLength(50);
    expect(progressStep(37, 100)).toBe(30);
    expect(progressStep(100, 100)).toBe(100);
  });
});

describe("what the audit records for the image library", () => {
  const statuses = async () => new Map((await db.select({ id: media.id, status: media.checkStatus, at: media.checkedAt }).from(media)).map((row) => [row.id, row]));

  it("writes each inspected image's check status, and generation marks a rebuilt one whole", async () => {
    const [fine, thin, lost] = await Promise.all(["fine.png", "thin.png", "lost.png"].map((name) => storedImage(name)));
    for (const [id, variant] of [[thin, "w400"], [lost, "original"]]) await store.delete(await fileKey(id, variant));
    expect([...(await statuses()).values()].map((row) => row.status)).toEqual([null, null, null]);

    await runWholeAudit();
    const audited = await statuses();
    expect(audited.get(fine)?.status).toBe("ok");
    expect(audited.get(thin)?.status).toBe("variants-missing");
    expect(audited.get(lost)?.status).toBe("missing");
    expect(audited.get(fine)?.at).toBeInstanceOf(Date);

    await runWholeGeneration();
    const generated = await statuses();
    expect(generated.get(thin)?.status).toBe("ok");
    expect(generated.get(lost)?.status).toBe("missing");
  });
});

describe("canonical image generation", () => {
  it("cuts a removed variant again, counts the canonical images as successful and the rebuilt one as updated, with one audit row", async () => {
    const fine = await storedImage("fine.png");
    const thin = await storedImage("thin.png");
    const key = await fileKey(thin, "w400");
    await store.delete(key);

    expect(await runWholeGeneration()).toEqual({ total: 2, successful: 2, updated: 1, failed: 0 });
    const file = await store.get(key);
    expect(file).not.toBeNull();
    expect(await sharp(file!.data).metadata()).toMatchObject({ format: "webp", width: 400 });
    const audit = await db.select().from(auditLog);
    expect(audit).toEqual([expect.objectContaining({ action: "media.rebuild_variants", entityType: "media", entityId: thin, actorId: ADMIN.userId })]);

    // Run again: everything is canonical, nothing updated, nothing audited.
    expect(await runWholeGeneration()).toEqual({ total: 2, successful: 2, updated: 0, failed: 0 });
    expect(await db.select().from(auditLog)).toHaveLength(1);
    expect(fine).toBeTruthy();
  });

  it("cuts an outdated variant again (a file that is not WebP) and counts an image whose original is gone as failed", async () => {
    const outdated = await storedImage("outdated.png");
    const gone = await storedImage("gone.png");
    await store.put(await fileKey(outdated, "w160"), await sharp({ create: { width: 160, height: 96, channels: 3, background: "#000" } }).png().toBuffer(), "image/webp");
    await store.delete(await fileKey(gone, "original"));

    const before = await runWholeAudit();
    expect(before.report.warning.items).toContainEqual(expect.objectContaining({ code: "variant-outdated", address: mediaUrl(outdated), variants: ["w160"] }));
    expect(await runWholeGeneration()).toEqual({ total: 2, successful: 1, updated: 1, failed: 1 });
    expect(await sharp((await store.get(await fileKey(outdated, "w160")))!.data).metadata()).toMatchObject({ format: "webp", width: 160 });
    const after = await runWholeAudit();
    expect(after.report.warning.count).toBe(0);
    expect(after.report.error.items).toEqual([expect.objectContaining({ code: "file-missing", address: mediaUrl(gone) })]);
  });
});

describe("sync and repair", () => {
  it("brings an outside banner image home, counts a refused one as failed, and the next slice starts after the ones that stay", async () => {
    const good = outside.address("/photos/sea.jpg");
    const missing = outside.address("/photos/none.jpg");
    const fixed = await banner("A good", good);
    await banner("B missing", missing);

    const result = await syncOutsideImages({ offset: 0 });
    expect(result).toEqual({ ok: true, data: { read: 2, broughtHome: 1, failed: 1, skipped: 0, next: null } });
    const [row] = await db.select({ imageUrl: siteBanners.imageUrl }).from(siteBanners).where(eq(siteBanners.id, fixed));
    expect(row.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/original$/);
    expect(await db.select({ action: auditLog.action }).from(auditLog)).toEqual([{ action: "media.fix_to_local" }]);
    expect((await readImageAuditScope({})).ok && (await readImageAuditScope({}))).toMatchObject({ data: { outside: 1 } });
  });
});

describe("the restoration's store probe", () => {
  it("writes, reads back and deletes a probe file, and leaves nothing behind", async () => {
    expect(await probeImageStore({})).toEqual({ ok: true, data: { store: "local", wrote: true, readBack: true, deleted: true } });
    const probes: string[] = [];
    for await (const key of store.list("audit-probe/")) probes.push(key);
    expect(probes).toEqual([]);
  });

  it("answers 'Restoration failed' in the admin's language when the store does not answer", async () => {
    signInAs(ADMIN, "pt-BR");
    expect(await withFailingStore(() => probeImageStore({}))).toMatchObject({ ok: false, code: "failed", error: "Falha na restauração" });
  });
});

/** The page calls each action through useAdminAction; here, straight. */
const callDirect = (async (action: (input: unknown) => Promise<unknown>, input: unknown) => action(input)) as Parameters<typeof runRestoration>[0];

async function restore() {
  const steps: number[] = [];
  const phases: Record<string, unknown> = {};
  const order: string[] = [];
  const result = await runRestoration(callDirect, {
    step: (progress) => steps.push(progress),
    phase: (key, record) => {
      phases[key] = record;
      if (!order.includes(key)) order.push(key);
    },
    missing: () => undefined,
  });
  return { result, steps, phases, order };
}

describe("the restoration", () => {
  it("runs its five phases in order at 10, 30, 50, 70 and 90 %, each recording success and what it did", async () => {
    const thin = await storedImage("thin.png");
    const lost = await storedImage("lost.png");
    await store.delete(await fileKey(thin, "w400"));
    await store.delete(await fileKey(lost, "original"));
    await banner("Thin", mediaUrl(thin, "w400"));
    await banner("Lost", mediaUrl(lost));
    await banner("Sea", outside.address("/photos/sea.jpg"));

    const { result, steps, phases, order } = await restore();
    expect(result).toEqual({ ok: true });
    expect(steps).toEqual([10, 30, 50, 70, 90]);
    expect(order).toEqual(["store", "missing", "outside", "variants", "verify"]);
    const succeeded = (counts: Record<string, unknown>) => ({ state: "succeeded", counts, error: null });
    expect(phases).toEqual({
      store: succeeded({ store: "local" }),
      missing: succeeded({ count: 1 }),
      outside: succeeded({ broughtHome: 1, failed: 0, skipped: 0 }),
      // Thin rebuilt; the imported image already canonical; Lost cannot be rebuilt.
      variants: succeeded({ total: 3, successful: 2, updated: 1, failed: 1 }),
      // Thin and Sea answer, and their images are canonical; Lost is an error twice (the reference, the image).
      verify: succeeded({ success: 4, warning: 0, error: 2 }),
    });
    expect(await store.stat(await fileKey(thin, "w400"))).not.toBeNull();
  });

  it("records the phase that fails, with 'Restoration failed', and runs no later one", async () => {
    const { result, steps, phases } = await withFailingStore(restore);
    expect(result).toEqual({ ok: false, error: "Restoration failed" });
    expect(steps).toEqual([10]);
    expect(phases).toEqual({ store: { state: "failed", counts: null, error: "Restoration failed" } });
  });
});

describe("access", () => {
  it("refuses a member and a visitor on every action, and nothing changes", async () => {
    const id = await storedImage("hero.png");
    await store.delete(await fileKey(id, "w400"));
    await banner("Sea", outside.address("/photos/sea.jpg"));
    const snapshot = () => fixtures.snapshot(store);
    const outsiders = [[MEMBER, "forbidden"], [VISITOR, "unauthenticated"]] as const;
    await expectRefusedAndUnchanged(() => readImageAuditScope({}), outsiders, snapshot);
    await expectRefusedAndUnchanged(() => auditImageBatch({ cursor: FIRST_AUDIT_CURSOR }), outsiders, snapshot);
    await expectRefusedAndUnchanged(() => generateCanonicalImages({ afterId: null }), outsiders, snapshot);
    await expectRefusedAndUnchanged(() => syncOutsideImages({ offset: 0 }), outsiders, snapshot);
    await expectRefusedAndUnchanged(() => probeImageStore({}), outsiders, snapshot);
    expect(outside.counter.requests).toBe(0);
  });
});
