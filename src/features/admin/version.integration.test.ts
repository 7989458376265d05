/**
 * No silent overwrites, through a real action (the FAQ update) on a real
 * database: two admins load the same FAQ; the second save is refused with who
 * changed it and when, and goes through only when the admin chooses to overwrite.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { faqs, users } from "@/db/schema";
import { VISITOR, type Viewer } from "@/features/access/policy";
import { useTestDatabase } from "../../../tests/setup/test-db";

const session = vi.hoisted(() => ({ viewer: null as Viewer | null, locale: "en-GB" as "en-GB" | "pt-BR" }));
vi.mock("@/features/access/viewer", () => ({ getViewer: async () => session.viewer }));
vi.mock("@/features/admin/locale", () => ({ getAdminLocale: async () => session.locale }));

const { updateFaq } = await import("@/features/faqs/admin/actions");
const { listAdminFaqs } = await import("@/features/faqs/admin/queries");

const { db } = await useTestDatabase();

const admin = (id: string): Viewer => ({ ...VISITOR, userId: id, email: `${id}@example.test`, role: "admin", status: "approved" });
const ANNA = admin("anna");
const BEN = admin("ben");
await db.insert(users).values([
  { id: "anna", name: "Anna", email: ANNA.email!, role: "admin", status: "approved" },
  { id: "ben", name: "Ben", email: BEN.email!, role: "admin", status: "approved" },
]);
await db.insert(faqs).values({ id: "faq-1", question: "One?", answer: "Yes.", orderIndex: 1 });

const fields = { question: "One?", answer: "Yes.", orderIndex: 1, isActive: true };

describe("two admins editing the same FAQ", () => {
  it("refuses the second save with who changed it and when, then lets it overwrite when asked", async () => {
    const [loaded] = await listAdminFaqs();
    const version = loaded.updatedAt.toISOString();

    session.viewer = ANNA;
    // Timestamps need to differ by at least a millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const first = await updateFaq({ id: "faq-1", ...fields, answer: "Anna's answer.", expectedVersion: version });
    expect(first).toMatchObject({ ok: true });

    session.viewer = BEN;
    const second = await updateFaq({ id: "faq-1", ...fields, answer: "Ben's answer.", expectedVersion: version });
    expect(second).toMatchObject({ ok: false, code: "conflict" });
    expect(second.ok === false && second.error).toMatch(/^Changed by anna@example\.test at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    const [kept] = await db.select().from(faqs).where(eq(faqs.id, "faq-1"));
    expect(kept.answer).toBe("Anna's answer.");

    session.locale = "pt-BR";
    const inPortuguese = await updateFaq({ id: "faq-1", ...fields, answer: "Ben's answer.", expectedVersion: version });
    expect(inPortuguese.ok === false && inPortuguese.error).toMatch(/^Alterado por anna@example\.test em /);

    const forced = await updateFaq({ id: "faq-1", ...fields, answer: "Ben's answer.", expectedVersion: version, overwrite: true });
    expect(forced).toMatchObject({ ok: true, data: { answer: "Ben's answer." } });
  });

  it("saves when nobody changed it since it was loaded", async () => {
    session.viewer = ANNA;
    session.locale = "en-GB";
    const [loaded] = await listAdminFaqs();
    const result = await updateFaq({ id: "faq-1", ...fields, answer: "Again.", expectedVersion: loaded.updatedAt.toISOString() });
    expect(result).toMatchObject({ ok: true, data: { answer: "Again." } });
  });
});
