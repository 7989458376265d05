/**
 * Applicants' PII (date of birth, phone, email) is encrypted at
 * rest and never written to logs. Canary values, unique to this run, go
 * through a submission, refused submissions and the back office's reads
 * (the list and the detail dialog's decryption); every line written to the
 * console meanwhile is captured. No canary may appear in any of it, nor in
 * plaintext anywhere in the stored row.
 */
import { randomBytes } from "node:crypto";
import { format } from "node:util";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { modelApplications } from "@/db/schema";
import { allowConsoleError } from "../../../tests/setup/console";
import { createViewer, session } from "../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../tests/setup/test-db";

const { submitApplication, uploadApplicationPhoto } = await import("./flows");
const { loadApplicationDetail, loadApplicationsScreen } = await import("./admin/queries");
const { setApplicationStatus } = await import("./admin/actions");
const { DEFAULT_APPLICATION_LIST_PARAMS } = await import("./admin/list-params");
const { jpegPhoto, ownSiteHeaders, photoForm, validApplication } = await import("./test-support");
const { db } = await useTestDatabase();
session.viewer = await createViewer("admin");

const tag = randomBytes(4).toString("hex");
const CANARY = {
  email: `canary.${tag}@example.com`,
  phone: `+44 7700 9${parseInt(tag, 16).toString().slice(0, 5).padStart(5, "7")}`,
  dateOfBirth: "1991-03-17",
};
// The forms a value could take in a log line: as typed, and the phone's digits alone.
const NEEDLES = [CANARY.email, CANARY.email.toUpperCase(), CANARY.phone, CANARY.phone.replace(/\D/g, ""), CANARY.dateOfBirth, tag];

const METHODS = ["log", "info", "warn", "error", "debug"] as const;
let captured: string[] = [];
const originals = new Map<string, (...args: unknown[]) => void>();

beforeEach(() => {
  captured = [];
  for (const method of METHODS) {
    const original = console[method];
    originals.set(method, original);
    console[method] = (...args: unknown[]) => {
      captured.push(format(...args));
      original.apply(console, args);
    };
  }
});

afterEach(() => {
  for (const method of METHODS) console[method] = originals.get(method)! as (typeof console)[typeof method];
});

function expectNoCanary(text: string): void {
  for (const needle of NEEDLES) expect(text, `found ${needle}`).not.toContain(needle);
}

describe("applicants' personal data", () => {
  it("appears in no log line and only encrypted in the stored row", async () => {
    allowConsoleError(/\[apply\] storing an application failed/);
    const upload = await uploadApplicationPhoto(ownSiteHeaders(), async () => photoForm(await jpegPhoto()));
    const token = (upload.body as { token: string }).token;
    const canaryForm = validApplication([token], { email: CANARY.email, phone: CANARY.phone, dateOfBirth: CANARY.dateOfBirth });

    // Refused submissions first: a bad field beside the canaries, an under-18 date, a forged token, a malformed body.
    expect((await submitApplication(ownSiteHeaders(), async () => ({ ...canaryForm, fullName: "" }))).status).toBe(400);
    expect((await submitApplication(ownSiteHeaders(), async () => ({ ...canaryForm, dateOfBirth: `${new Date().getUTCFullYear() - 16}-03-17` }))).status).toBe(400);
    expect((await submitApplication(ownSiteHeaders(), async () => ({ ...canaryForm, photos: [`${token}x`] }))).status).toBe(400);
    expect((await submitApplication(ownSiteHeaders(), async () => ({ ...canaryForm, email: `${CANARY.email}\u0000` }))).status).toBe(400);

    // A storage failure whose error quotes the value (as a driver's error may): logged, but by its name and code only.
    const realTransaction = db.transaction;
    db.transaction = (async () => {
      throw Object.assign(new Error(`duplicate key (email)=(${CANARY.email}) phone ${CANARY.phone}`), { code: "23505" });
    }) as unknown as typeof db.transaction;
    try {
      expect(await submitApplication(ownSiteHeaders(), async () => canaryForm)).toMatchObject({ status: 500, body: { ok: false } });
    } finally {
      db.transaction = realTransaction;
    }
    expect(captured.join("\n")).toContain("[apply] storing an application failed (Error 23505)");

    // The submission that is stored.
    expect(await submitApplication(ownSiteHeaders(), async () => canaryForm)).toEqual({ status: 200, body: { ok: true } });
    const [row] = await db.select().from(modelApplications).where(eq(modelApplications.fullName, "Ana Silva"));
    expectNoCanary(JSON.stringify(row));

    // The back office's reads, decryption included.
    const screen = await loadApplicationsScreen(DEFAULT_APPLICATION_LIST_PARAMS);
    expectNoCanary(JSON.stringify(screen));
    const detail = await loadApplicationDetail(row.id);
    expect(detail).toMatchObject({ email: CANARY.email, phone: CANARY.phone, dateOfBirth: CANARY.dateOfBirth });

    // A status change mails the applicant: without SMTP the message is kept and announced in the log, its address masked.
    expect(await setApplicationStatus({ id: row.id, status: "reviewing", notes: "" })).toMatchObject({ ok: true });
    await expect.poll(() => captured.join("\n")).toContain("kept in mail_outbox");

    expectNoCanary(captured.join("\n"));
  });
});
