/**
 * The Structured Data manager against a real database: create, update and
 * delete audited in one transaction; a block that fails the validator's checks
 * refused on the server with the messages in the admin's language and
 * nothing stored; a stale edit refused; a member refused with nothing
 * changed; and the public pages' lookup returning a saved block under the
 * path a page asks with.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, structuredData } from "@/db/schema";
import { clearAllLocally } from "@/lib/cache";
import { createViewer, session } from "../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { createStructuredData, updateStructuredData, deleteStructuredData } = await import("./actions");
const { listStructuredDataPage } = await import("./list-query");
const { getStructuredDataFor } = await import("../../metadata");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const FAQ_PAGE = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  name: "Velvet questions",
  mainEntity: [{ "@type": "Question", name: "How do I book?", acceptedAnswer: { "@type": "Answer", text: "Sign in and ask." } }],
};
const VALID: { pagePath: string; schemaType: "FAQ" | "WebPage" | "Article" | "Organization"; schemaJson: string } = { pagePath: "/FAQ/", schemaType: "FAQ", schemaJson: JSON.stringify(FAQ_PAGE, null, 2) };

const rows = () => db.select().from(structuredData);
const audits = () => db.select().from(auditLog);

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = null;
  await db.delete(structuredData);
  await db.delete(auditLog);
  clearAllLocally();
});

async function created(input: Partial<typeof VALID> = {}) {
  const result = await createStructuredData({ ...VALID, ...input });
  if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.fieldErrors)}`);
  return result.data;
}

describe("createStructuredData", () => {
  it("stores the parsed block under the normalised path as valid, with no errors, and audits it named after the path", async () => {
    const row = await created();
    expect(row).toMatchObject({ pagePath: "/faq", schemaType: "FAQ", schemaData: FAQ_PAGE, isValid: true, validationErrors: null });
    expect(await rows()).toHaveLength(1);
    const [audit] = await audits();
    expect(audit).toMatchObject({ action: "structured_data.create", entityType: "structured_data", entityId: row.id, actorId: ADMIN.userId });
    expect(audit.newValues).toMatchObject({ name: "/faq (FAQ)", pagePath: "/faq", schemaType: "FAQ", isValid: true });
  });

  it("allows several blocks on one path", async () => {
    await created();
    await created({ schemaType: "WebPage", schemaJson: JSON.stringify({ "@context": "https://schema.org", "@type": "WebPage", name: "FAQ" }) });
    expect(await rows()).toHaveLength(2);
  });

  it("refuses JSON that does not parse, in Portuguese with the parser's detail, storing nothing", async () => {
    session.locale = "pt-BR";
    const result = await createStructuredData({ ...VALID, schemaJson: '{"@context": "https://schema.org",' });
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Erro ao salvar dados estruturados" });
    if (result.ok) throw new Error("saved");
    expect(result.fieldErrors?.schemaJson).toHaveLength(1);
    expect(result.fieldErrors?.schemaJson[0]).toMatch(/^JSON inválido: \S/);
    expect(await rows()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it("refuses a block failing the validator's rules with every reason, whatever the browser allowed", async () => {
    session.locale = "pt-BR";
    const article = await createStructuredData({ ...VALID, schemaType: "Article", schemaJson: JSON.stringify({ "@type": "Article" }) });
    expect(article).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: {
        schemaJson: [
          '@context deve incluir "schema.org"',
          "Headline é obrigatório para artigos",
          "Autor é obrigatório para artigos",
          "Data de publicação é obrigatória para artigos",
        ],
      },
    });
    const organization = await createStructuredData({ ...VALID, schemaType: "Organization", schemaJson: JSON.stringify({ "@context": "https://schema.org", "@type": "Organization" }) });
    expect(organization).toMatchObject({ ok: false, fieldErrors: { schemaJson: ["Nome da organização é obrigatório"] } });
    const noType = await createStructuredData({ ...VALID, schemaJson: JSON.stringify({ "@context": "https://schema.org" }) });
    expect(noType).toMatchObject({ ok: false, fieldErrors: { schemaJson: ["@type é obrigatório"] } });
    session.locale = "en-GB";
    const list = await createStructuredData({ ...VALID, schemaJson: JSON.stringify([FAQ_PAGE]) });
    expect(list).toMatchObject({ ok: false, error: "Error saving structured data", fieldErrors: { schemaJson: ["The JSON must be one object, not a list or a bare value"] } });
    const tooLong = await createStructuredData({ ...VALID, schemaJson: JSON.stringify({ ...FAQ_PAGE, padding: "x".repeat(20_000) }) });
    expect(tooLong).toMatchObject({ ok: false, fieldErrors: { schemaJson: ["The JSON may have at most 20000 characters"] } });
    expect(await rows()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it("refuses a path the meta tags rule refuses, and an unknown type", async () => {
    const result = await createStructuredData({ ...VALID, pagePath: "https://velvet.example/faq", schemaType: "Recipe" });
    expect(result).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { pagePath: ["The path must start with / (no site address)"], schemaType: ["Choose one of the schema types"] },
    });
    expect(await rows()).toEqual([]);
  });

  it("is refused to a member, changing nothing", async () => {
    session.viewer = MEMBER;
    expect(await createStructuredData(VALID)).toMatchObject({ ok: false, code: "forbidden" });
    expect(await rows()).toEqual([]);
    expect(await audits()).toEqual([]);
  });
});

describe("updateStructuredData", () => {
  it("saves the change and audits before and after", async () => {
    const row = await created();
    const changed = { ...FAQ_PAGE, name: "New name" };
    const result = await updateStructuredData({ ...VALID, id: row.id, schemaJson: JSON.stringify(changed), expectedVersion: row.updatedAt.toISOString() });
    expect(result).toMatchObject({ ok: true, data: { schemaData: changed, pagePath: "/faq", isValid: true } });
    const update = (await audits()).find((entry) => entry.action === "structured_data.update");
    expect(update).toMatchObject({ entityId: row.id, oldValues: { schemaData: { name: "Velvet questions" } }, newValues: { schemaData: { name: "New name" }, name: "/faq (FAQ)" } });
  });

  it("refuses invalid JSON, keeping the stored block", async () => {
    const row = await created();
    const result = await updateStructuredData({ ...VALID, id: row.id, schemaJson: "{ nope" });
    expect(result).toMatchObject({ ok: false, code: "invalid", fieldErrors: { schemaJson: [expect.stringMatching(/^Invalid JSON: /)] } });
    expect((await rows())[0]).toMatchObject({ schemaData: FAQ_PAGE, isValid: true });
    expect(await audits()).toHaveLength(1);
  });

  it("refuses a save over a newer one unless asked to overwrite", async () => {
    const row = await created();
    const loaded = row.updatedAt.toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const theirs = JSON.stringify({ ...FAQ_PAGE, name: "Theirs" });
    const mine = JSON.stringify({ ...FAQ_PAGE, name: "Mine" });
    expect(await updateStructuredData({ ...VALID, id: row.id, schemaJson: theirs, expectedVersion: loaded })).toMatchObject({ ok: true });
    const stale = await updateStructuredData({ ...VALID, id: row.id, schemaJson: mine, expectedVersion: loaded });
    expect(stale).toMatchObject({ ok: false, code: "conflict" });
    expect((await rows())[0].schemaData).toMatchObject({ name: "Theirs" });
    expect(await updateStructuredData({ ...VALID, id: row.id, schemaJson: mine, expectedVersion: loaded, overwrite: true })).toMatchObject({ ok: true });
    expect((await rows())[0].schemaData).toMatchObject({ name: "Mine" });
  });

  it("is refused to a member, changing nothing", async () => {
    const row = await created();
    session.viewer = MEMBER;
    const result = await updateStructuredData({ ...VALID, id: row.id, schemaJson: JSON.stringify({ ...FAQ_PAGE, name: "Member's" }) });
    expect(result).toMatchObject({ ok: false, code: "forbidden" });
    expect((await rows())[0].schemaData).toEqual(FAQ_PAGE);
    expect(await audits()).toHaveLength(1);
  });
});

describe("deleteStructuredData", () => {
  it("removes the row and audits what it held", async () => {
    const row = await created();
    expect(await deleteStructuredData({ id: row.id })).toMatchObject({ ok: true });
    expect(await rows()).toEqual([]);
    const removal = (await audits()).find((entry) => entry.action === "structured_data.delete");
    expect(removal).toMatchObject({ entityId: row.id, oldValues: { name: "/faq (FAQ)", schemaData: FAQ_PAGE } });
  });

  it("answers not found for a row that is gone", async () => {
    const row = await created();
    await deleteStructuredData({ id: row.id });
    expect(await deleteStructuredData({ id: row.id })).toMatchObject({ ok: false, code: "not_found", error: "This structured data no longer exists" });
  });

  it("is refused to a member, changing nothing", async () => {
    const row = await created();
    session.viewer = MEMBER;
    expect(await deleteStructuredData({ id: row.id })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await rows()).toHaveLength(1);
  });
});

describe("the list", () => {
  it("filters by validity, type and path, newest first", async () => {
    await created();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await created({ pagePath: "/blog", schemaType: "WebPage", schemaJson: JSON.stringify({ "@context": "https://schema.org", "@type": "WebPage", name: "Journal" }) });
    // A block stored invalid by an earlier tool: listed with its errors, never published.
    await db.insert(structuredData).values({ pagePath: "/apply", schemaType: "Article", schemaData: { "@type": "Article" }, isValid: false, validationErrors: ["@type is required"] });
    const view = async (params: Partial<Parameters<typeof listStructuredDataPage>[1]>) =>
      (await listStructuredDataPage(db, { q: "", valid: "all", type: "all", page: 1, ...params })).rows.map((row) => row.pagePath);
    expect(await view({})).toEqual(["/apply", "/blog", "/faq"]);
    expect(await view({ valid: "invalid" })).toEqual(["/apply"]);
    expect(await view({ valid: "valid" })).toEqual(["/blog", "/faq"]);
    expect(await view({ type: "FAQ" })).toEqual(["/faq"]);
    expect(await view({ q: "BL" })).toEqual(["/blog"]);
    expect(await view({ q: "%" })).toEqual([]);
  });
});

describe("the public pages", () => {
  it("get a saved valid block under the path they ask with, and never an invalid one", async () => {
    await created();
    await db.insert(structuredData).values({ pagePath: "/faq", schemaType: "Article", schemaData: { "@type": "Article" }, isValid: false, validationErrors: ["x"] });
    clearAllLocally();
    expect(await getStructuredDataFor("/faq")).toEqual([FAQ_PAGE]);
    expect(await getStructuredDataFor("/FAQ/")).toEqual([FAQ_PAGE]);
    expect(await getStructuredDataFor("/faq?utm=x")).toEqual([FAQ_PAGE]);
    expect(await getStructuredDataFor("/blog")).toEqual([]);
  });
});
