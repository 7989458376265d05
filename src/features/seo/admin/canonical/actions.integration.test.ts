/**
 * Canonical rules against a real database: create, edit, switch and a
 * delete that really deletes, each audited; one rule per pattern; an
 * invalid URL refused with nothing stored; a member refused with nothing
 * changed; and the public head applying a rule at once and dropping it
 * when it is paused or deleted.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, canonicalRules } from "@/db/schema";
import { clearAllLocally } from "@/lib/cache";
import { createViewer, session } from "../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { createCanonicalRule, updateCanonicalRule, setCanonicalRuleActive, deleteCanonicalRule } = await import("./actions");
const { listCanonicalRules } = await import("./queries");
const { createMetadata } = await import("../../metadata");
const { getSiteSettings } = await import("@/features/site/queries");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");
const RULE = { pattern: "/faq", canonicalUrl: "/models", isActive: true };

const rows = () => db.select().from(canonicalRules);
const audits = () => db.select().from(auditLog);

async function created(fields = RULE) {
  const result = await createCanonicalRule(fields);
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

/** The canonical URL the public head gives /faq, read after the change notification would have cleared the caches. */
async function faqCanonical(): Promise<unknown> {
  clearAllLocally();
  const metadata = await createMetadata({ path: "/faq", title: "Frequently asked questions", description: "The page's own description." });
  return metadata.alternates?.canonical;
}

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = null;
  await db.delete(canonicalRules);
  await db.delete(auditLog);
});

describe("canonical rule actions", () => {
  it("creates a rule, audited under its pattern, listed in the order rules apply", async () => {
    const first = await created({ pattern: " /models/* ", canonicalUrl: " https://velvet.example/models ", isActive: false });
    const second = await created();
    expect(first).toMatchObject({ pattern: "/models/*", canonicalUrl: "https://velvet.example/models", isActive: false });
    expect(await rows()).toHaveLength(2);
    const list = await listCanonicalRules(1);
    expect(list).toMatchObject({ total: 2, page: 1, pageCount: 1, firstPosition: 1 });
    expect(list.rows.map((row) => row.id)).toEqual([first.id, second.id]);

    const [audit] = (await audits()).filter((row) => row.entityId === second.id);
    expect(audit).toMatchObject({
      action: "canonical_rule.create",
      entityType: "canonical_rule",
      actorId: ADMIN.userId,
      newValues: { name: "/faq", pattern: "/faq", canonicalUrl: "/models", isActive: true },
    });
  });

  it("refuses a second rule for the same pattern, under the pattern field, storing nothing more", async () => {
    await created();
    const result = await createCanonicalRule({ ...RULE, canonicalUrl: "/blog" });
    expect(result).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Failed to save the canonical rule",
      fieldErrors: { pattern: ["A rule for this pattern already exists. Edit that one instead."] },
    });
    expect(await rows()).toHaveLength(1);
    // Editing another rule onto the taken pattern is refused the same way.
    const other = await created({ ...RULE, pattern: "/blog/*" });
    expect(await updateCanonicalRule({ ...RULE, id: other.id })).toMatchObject({ ok: false, code: "invalid", fieldErrors: { pattern: [expect.any(String)] } });
    expect((await rows()).find((row) => row.id === other.id)?.pattern).toBe("/blog/*");
  });

  it("refuses an invalid canonical URL or pattern with the reason in the admin's language, storing nothing", async () => {
    session.locale = "pt-BR";
    const result = await createCanonicalRule({ pattern: "faq", canonicalUrl: "javascript:alert(1)", isActive: true });
    expect(result).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Erro ao adicionar regra canônica",
      fieldErrors: { pattern: ["Comece o padrão com /"], canonicalUrl: ["Use um caminho que comece com / ou um endereço http(s) completo"] },
    });
    expect(await createCanonicalRule({ ...RULE, canonicalUrl: "//elsewhere.example/models" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await rows()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it("edits, switches and deletes a rule, each audited; a missing rule is refused", async () => {
    const rule = await created();
    expect(await updateCanonicalRule({ id: rule.id, pattern: "/faq*", canonicalUrl: "/models", isActive: true })).toMatchObject({ ok: true, data: { pattern: "/faq*" } });
    expect(await setCanonicalRuleActive({ id: rule.id, isActive: false })).toMatchObject({ ok: true, data: { isActive: false } });
    // Switching to what it already is changes nothing and writes no audit row.
    expect(await setCanonicalRuleActive({ id: rule.id, isActive: false })).toMatchObject({ ok: true });
    expect(await setCanonicalRuleActive({ id: rule.id, isActive: true })).toMatchObject({ ok: true, data: { isActive: true } });
    expect(await deleteCanonicalRule({ id: rule.id })).toMatchObject({ ok: true, data: { id: rule.id } });
    expect(await rows()).toEqual([]);

    const actions = (await audits()).map((row) => row.action).sort();
    expect(actions).toEqual(
      ["canonical_rule.activate", "canonical_rule.create", "canonical_rule.deactivate", "canonical_rule.delete", "canonical_rule.update"].sort(),
    );
    const deleted = (await audits()).find((row) => row.action === "canonical_rule.delete");
    expect(deleted).toMatchObject({ entityId: rule.id, oldValues: { name: "/faq*", pattern: "/faq*" } });

    expect(await deleteCanonicalRule({ id: rule.id })).toMatchObject({ ok: false, code: "not_found" });
    expect(await setCanonicalRuleActive({ id: rule.id, isActive: false })).toMatchObject({ ok: false, code: "not_found" });
  });

  it("is refused to a member, changing nothing", async () => {
    const rule = await created();
    await db.delete(auditLog);
    session.viewer = MEMBER;
    expect(await createCanonicalRule({ ...RULE, pattern: "/blog" })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await updateCanonicalRule({ ...RULE, id: rule.id, canonicalUrl: "/blog" })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await setCanonicalRuleActive({ id: rule.id, isActive: false })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await deleteCanonicalRule({ id: rule.id })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await rows()).toEqual([expect.objectContaining({ id: rule.id, ...RULE })]);
    expect(await audits()).toEqual([]);
  });
});

describe("the public head", () => {
  it("gives a matching page the rule's canonical URL, and its own again when the rule is paused or deleted", async () => {
    const { siteUrl } = await getSiteSettings();
    const own = new URL("/faq", siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
    const ruled = new URL("/models", siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
    expect(await faqCanonical()).toBe(own);

    const rule = await created();
    expect(await faqCanonical()).toBe(ruled);

    await setCanonicalRuleActive({ id: rule.id, isActive: false });
    expect(await faqCanonical()).toBe(own);
    await setCanonicalRuleActive({ id: rule.id, isActive: true });
    expect(await faqCanonical()).toBe(ruled);

    expect(await deleteCanonicalRule({ id: rule.id })).toMatchObject({ ok: true });
    expect(await faqCanonical()).toBe(own);
  });
});
