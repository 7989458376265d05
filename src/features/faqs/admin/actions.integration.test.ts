/**
 * FAQ actions against a real database. The viewer and the admin locale are
 * mocked at our own seams (@/features/access/viewer needs request headers,
 * @/features/admin/locale reads a cookie); authorisation, validation, the transaction
 * and the audit row are real. Direct calls by members and visitors are
 * covered here rather than end to end.
 */
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, faqs } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer, expectRefusedAndUnchanged, session, signInAs } from "../../../../tests/setup/admin-session";
import { emptyTables, useTestDatabase } from "../../../../tests/setup/test-db";

const { createFaq, deleteFaq, updateFaq } = await import("./actions");
const { listAdminFaqs } = await import("./queries");

const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const snapshot = async () => ({
  faqs: await db.select().from(faqs).orderBy(asc(faqs.id)),
  audit: await db.select().from(auditLog),
});

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, faqs, auditLog);
  await db.insert(faqs).values([
    { id: "faq-1", question: "One?", answer: "Yes.", orderIndex: 1 },
    { id: "faq-2", question: "Two?", answer: "Yes.", orderIndex: 2, isActive: false },
    { id: "faq-3", question: "Three?", answer: "Yes.", orderIndex: 3 },
    { id: "geo-mayfair-1", question: "Mayfair?", answer: "Yes.", orderIndex: 1 },
    { id: "geo-soho-1", question: "Soho?", answer: "Yes.", orderIndex: 1 },
  ]);
});

describe("the admin list", () => {
  it("hides generated district FAQs and keeps inactive ones, in order", async () => {
    expect((await listAdminFaqs()).map((faq) => faq.id)).toEqual(["faq-1", "faq-2", "faq-3"]);
  });
});

describe("creating an FAQ", () => {
  it("puts it after the visible FAQs when no order is given (district FAQs are not counted)", async () => {
    const result = await createFaq({ question: "  Four?  ", answer: "Indeed.", isActive: true });
    expect(result).toMatchObject({ ok: true, data: { question: "Four?", answer: "Indeed.", orderIndex: 4, isActive: true } });
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "faq.create", entityType: "faq", newValues: { orderIndex: 4 } });
  });

  it.each([
    ["7", 7],
    ["abc", 0],
    ["", 0],
    ["-3", 0],
  ])("reads the order input %j as %d", async (orderIndex, expected) => {
    expect(await createFaq({ question: "Q?", answer: "A.", orderIndex, isActive: true })).toMatchObject({
      ok: true,
      data: { orderIndex: expected },
    });
  });

  it("refuses a blank question or answer with field errors, and saves nothing", async () => {
    const before = await snapshot();
    const result = await createFaq({ question: "   ", answer: "", isActive: true });
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Failed to create FAQ" });
    expect(result.ok === false && result.fieldErrors).toEqual({
      question: ["faq.errors.questionRequired"],
      answer: ["faq.errors.answerRequired"],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("gives the failure message in Portuguese to a pt-BR admin", async () => {
    session.locale = "pt-BR";
    expect(await createFaq({ question: "", answer: "", isActive: true })).toMatchObject({ ok: false, error: "Falha ao criar FAQ" });
  });
});

describe("updating and deleting", () => {
  it("updates question, answer, order and active flag", async () => {
    const result = await updateFaq({ id: "faq-2", question: "Two, edited?", answer: "Yes.", orderIndex: "9", isActive: true });
    expect(result).toMatchObject({ ok: true, data: { id: "faq-2", question: "Two, edited?", orderIndex: 9, isActive: true } });
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "faq.update", oldValues: { question: "Two?", isActive: false } });
  });

  it("deletes an FAQ", async () => {
    expect(await deleteFaq({ id: "faq-3" })).toEqual({ ok: true, data: { id: "faq-3" } });
    expect(await db.select().from(faqs).where(eq(faqs.id, "faq-3"))).toEqual([]);
  });

  it("leaves district FAQs alone: they are not this screen's", async () => {
    const before = await snapshot();
    expect(await updateFaq({ id: "geo-soho-1", question: "Hijacked?", answer: "x", orderIndex: 1, isActive: false })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await deleteFaq({ id: "geo-soho-1" })).toMatchObject({ ok: false, code: "not_found" });
    expect(await snapshot()).toEqual(before);
  });
});

describe("called directly by someone who is not an admin", () => {
  const calls = {
    createFaq: () => createFaq({ question: "Q?", answer: "A.", isActive: true }),
    updateFaq: () => updateFaq({ id: "faq-1", question: "Q?", answer: "A.", orderIndex: 1, isActive: false }),
    deleteFaq: () => deleteFaq({ id: "faq-1" }),
  };

  it.each(Object.keys(calls))("%s is refused for a member and a visitor, and nothing changes", async (name) => {
    const outsiders = [[MEMBER, "forbidden"], [VISITOR, "unauthenticated"]] as const;
    await expectRefusedAndUnchanged(calls[name as keyof typeof calls], outsiders, snapshot);
  });
});
