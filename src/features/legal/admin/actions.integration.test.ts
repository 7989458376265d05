/**
 * Legal page actions against a real database. Only our own viewer resolution
 * is mocked (@/features/access/viewer needs request headers).
 */
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, siteContent, users } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer, expectRefusedAndUnchanged, session } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { buildLegalDocument } from "../document";

const { updateLegalSection } = await import("./actions");
const { getLegalSectionsForEditor } = await import("./queries");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const TEAM = await createViewer("team");
const MEMBER = await createViewer("member");

const snapshot = async () => ({
  content: await db.select().from(siteContent).orderBy(asc(siteContent.section)),
  audit: await db.select().from(auditLog),
});
const input = (overrides: Record<string, unknown> = {}) => ({
  section: "privacy_main_title",
  title: "Privacy notice",
  subtitle: "How we look after your data",
  content: "First paragraph.\r\n\r\nSecond paragraph.",
  ...overrides,
});

beforeEach(async () => {
  session.viewer = ADMIN;
  await db.update(users).set({ adminLocale: null });
  await db.delete(siteContent);
  await db.delete(auditLog);
  await db.insert(siteContent).values([
    { section: "privacy_main_title", title: "Privacy policy", subtitle: "Old subtitle", content: "Old." },
    { section: "about_intro", title: "About", content: "About us." },
  ]);
});

describe("updateLegalSection", () => {
  it("saves the section with an audit row, and the public document follows", async () => {
    const result = await updateLegalSection(input());
    expect(result).toMatchObject({ ok: true, data: { section: "privacy_main_title" } });
    const rows = await db.select().from(siteContent).where(eq(siteContent.section, "privacy_main_title"));
    expect(rows[0]).toMatchObject({ title: "Privacy notice", subtitle: "How we look after your data", content: "First paragraph.\n\nSecond paragraph." });
    expect(buildLegalDocument("privacy", rows)).toMatchObject({ title: "Privacy notice", intro: ["First paragraph.", "Second paragraph."] });

    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({
      action: "legal.update",
      entityType: "site_content",
      entityId: "privacy_main_title",
      actorId: ADMIN.userId,
      oldValues: { title: "Privacy policy", subtitle: "Old subtitle", content: "Old." },
    });
  });

  it("creates a missing section, storing an empty subtitle as null", async () => {
    expect(await updateLegalSection(input({ section: "terms_booking_policy", subtitle: "  " }))).toMatchObject({ ok: true });
    const [row] = await db.select().from(siteContent).where(eq(siteContent.section, "terms_booking_policy"));
    expect(row).toMatchObject({ title: "Privacy notice", subtitle: null });
    const editor = await getLegalSectionsForEditor();
    expect(editor.map((s) => s.section)).toHaveLength(8);
    expect(editor.find((s) => s.section === "terms_booking_policy")).toMatchObject({ exists: true });
    expect(editor.find((s) => s.section === "terms_service_scope")).toMatchObject({ exists: false, title: "" });
  });

  it.each([
    ["a section of another screen", input({ section: "about_intro" })],
    ["an over-long title", input({ title: "x".repeat(201) })],
    ["a right-to-left override", input({ content: "Hello \u202E world" })],
    ["a NUL character", input({ title: "Pri\u0000vacy" })],
    ["an extra field", { ...input(), isActive: false }],
  ])("refuses %s and changes nothing", async (_case, body) => {
    const before = await snapshot();
    expect(await updateLegalSection(body)).toMatchObject({ ok: false, code: "invalid", error: "Failed to update content" });
    expect(await snapshot()).toEqual(before);
  });

  it("gives field errors and the failure in the admin's language", async () => {
    await db.update(users).set({ adminLocale: "pt-BR" }).where(eq(users.id, ADMIN.userId!));
    const result = await updateLegalSection(input({ title: "x".repeat(201) }));
    expect(result).toMatchObject({ ok: false, error: "Erro ao atualizar conteúdo", fieldErrors: { title: ["No máximo 200 caracteres."] } });
  });

  it.each([
    ["a visitor", VISITOR, "unauthenticated"],
    ["a member", MEMBER, "forbidden"],
    ["the team (no settings permission)", TEAM, "forbidden"],
  ] as const)("is refused to %s, and nothing changes", async (_who, who, code) => {
    await expectRefusedAndUnchanged(() => updateLegalSection(input()), [[who, code]], snapshot);
  });
});
