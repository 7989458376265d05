/**
 * The Meta Tags Manager against a real database: create, update and delete
 * audited in one transaction; one row per path; validation in the admin's
 * language; a stale edit refused; a member refused with nothing changed;
 * the list's lowest-score-first order over the scored order it is handed; and the public head
 * reading a saved row under the path a page asks for.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, pageSeo } from "@/db/schema";
import { clearAllLocally } from "@/lib/cache";
import { createViewer, session } from "../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { createMetaTag, updateMetaTag, deleteMetaTag, checkMetaTagPath } = await import("./actions");
const { listMetaTagsPage } = await import("./list-query");
const { loadMetaTagsScreen } = await import("./queries");
const { createMetadata } = await import("../../metadata");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const VALID = {
  pagePath: "/FAQ/",
  pageTitle: "Frequently asked questions",
  metaTitle: "Questions about membership and bookings",
  metaDescription: "Answers about membership, bookings, payment and discretion.",
  keywords: ["faq", "membership", "booking"],
  metaRobots: "index, follow" as const,
  ogTitle: "",
  ogDescription: "Everything members ask before a first booking.",
  ogImage: "/media/og-faq.webp",
  twitterTitle: "",
  twitterDescription: "",
  twitterImage: "",
};

const rows = () => db.select().from(pageSeo);
const audits = () => db.select().from(auditLog);

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = null;
  await db.delete(pageSeo);
  await db.delete(auditLog);
  clearAllLocally();
});

async function created(input: Partial<typeof VALID> = {}) {
  const result = await createMetaTag({ ...VALID, ...input });
  if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.fieldErrors)}`);
  return result.data;
}

describe("createMetaTag", () => {
  it("stores the row under the normalised path, empty social fields as NULL, and audits it named after the path", async () => {
    const row = await created();
    expect(row).toMatchObject({ pagePath: "/faq", metaTitle: VALID.metaTitle, ogTitle: null, ogDescription: VALID.ogDescription, ogImage: "/media/og-faq.webp", twitterImage: null });
    expect(await rows()).toHaveLength(1);
    const [audit] = await audits();
    expect(audit).toMatchObject({ action: "page_seo.create", entityType: "page_seo", entityId: row.id, actorId: ADMIN.userId });
    expect(audit.newValues).toMatchObject({ name: "/faq", pagePath: "/faq", metaTitle: VALID.metaTitle });
  });

  it("refuses a second row for the same path, however it is spelled, with the reason under the path", async () => {
    await created();
    session.locale = "pt-BR";
    const second = await createMetaTag({ ...VALID, pagePath: "/faq" });
    expect(second).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Erro ao salvar meta tags",
      fieldErrors: { pagePath: ["Este caminho já tem meta tags. Edite essa linha."] },
    });
    expect(await rows()).toHaveLength(1);
    expect(await audits()).toHaveLength(1);
  });

  it("refuses invalid fields with the messages in the admin's language, writing nothing", async () => {
    session.locale = "pt-BR";
    const result = await createMetaTag({
      ...VALID,
      pagePath: "https://velvet.example/faq",
      metaTitle: "x".repeat(61),
      metaDescription: "y".repeat(161),
      keywords: ["Mayfair", "mayfair"],
      ogImage: "javascript:alert(1)",
    });
    expect(result).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Erro ao salvar meta tags",
      fieldErrors: {
        pagePath: ["O caminho deve começar com / (sem o endereço do site)"],
        metaTitle: ["O meta título pode ter no máximo 60 caracteres"],
        metaDescription: ["A meta descrição pode ter no máximo 160 caracteres"],
        keywords: ["Cada item só pode aparecer uma vez"],
        ogImage: ["Use um caminho começando com / ou um endereço http(s) completo"],
      },
    });
    const query = await createMetaTag({ ...VALID, pagePath: "/faq?x=1" });
    expect(query).toMatchObject({ ok: false, fieldErrors: { pagePath: ["Deixe de fora a query string (?…) e o fragmento (#…)"] } });
    expect(await rows()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it("is refused to a member, changing nothing", async () => {
    session.viewer = MEMBER;
    expect(await createMetaTag(VALID)).toMatchObject({ ok: false, code: "forbidden" });
    expect(await rows()).toEqual([]);
    expect(await audits()).toEqual([]);
  });
});

describe("updateMetaTag", () => {
  it("saves the change and audits before and after", async () => {
    const row = await created();
    const result = await updateMetaTag({ ...VALID, id: row.id, metaTitle: "A new title", expectedVersion: row.updatedAt.toISOString() });
    expect(result).toMatchObject({ ok: true, data: { metaTitle: "A new title", pagePath: "/faq" } });
    const update = (await audits()).find((entry) => entry.action === "page_seo.update");
    expect(update).toMatchObject({ entityId: row.id, oldValues: { metaTitle: VALID.metaTitle }, newValues: { metaTitle: "A new title", name: "/faq" } });
  });

  it("refuses moving to a path another row holds", async () => {
    const faq = await created();
    const other = await created({ pagePath: "/blog" });
    const result = await updateMetaTag({ ...VALID, id: other.id, pagePath: "/faq/" });
    expect(result).toMatchObject({ ok: false, code: "invalid", fieldErrors: { pagePath: ["This path already has meta tags. Edit that row instead."] } });
    expect((await rows()).map((r) => r.pagePath).sort()).toEqual(["/blog", "/faq"]);
    expect(faq.pagePath).toBe("/faq");
  });

  it("refuses a save over a newer one unless asked to overwrite", async () => {
    const row = await created();
    const loaded = row.updatedAt.toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await updateMetaTag({ ...VALID, id: row.id, metaTitle: "Theirs", expectedVersion: loaded })).toMatchObject({ ok: true });
    const stale = await updateMetaTag({ ...VALID, id: row.id, metaTitle: "Mine", expectedVersion: loaded });
    expect(stale).toMatchObject({ ok: false, code: "conflict" });
    expect((await rows())[0].metaTitle).toBe("Theirs");
    expect(await updateMetaTag({ ...VALID, id: row.id, metaTitle: "Mine", expectedVersion: loaded, overwrite: true })).toMatchObject({ ok: true });
    expect((await rows())[0].metaTitle).toBe("Mine");
  });

  it("is refused to a member, changing nothing", async () => {
    const row = await created();
    session.viewer = MEMBER;
    expect(await updateMetaTag({ ...VALID, id: row.id, metaTitle: "Member's" })).toMatchObject({ ok: false, code: "forbidden" });
    expect((await rows())[0].metaTitle).toBe(VALID.metaTitle);
  });
});

describe("deleteMetaTag", () => {
  it("removes the row and audits what it held", async () => {
    const row = await created();
    expect(await deleteMetaTag({ id: row.id })).toMatchObject({ ok: true });
    expect(await rows()).toEqual([]);
    const removal = (await audits()).find((entry) => entry.action === "page_seo.delete");
    expect(removal).toMatchObject({ entityId: row.id, oldValues: { name: "/faq", metaTitle: VALID.metaTitle } });
  });

  it("is refused to a member, changing nothing", async () => {
    await created();
    session.viewer = MEMBER;
    const [row] = await rows();
    expect(await deleteMetaTag({ id: row.id })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await rows()).toHaveLength(1);
  });
});

describe("checkMetaTagPath", () => {
  it("answers the stored spelling, whether a page answers there and whether another row holds it, writing no audit row", async () => {
    const row = await created();
    expect(await checkMetaTagPath({ pagePath: "/FAQ/" })).toEqual({ ok: true, data: { pagePath: "/faq", matchesPage: true, taken: true } });
    expect(await checkMetaTagPath({ pagePath: "/faq", id: row.id })).toEqual({ ok: true, data: { pagePath: "/faq", matchesPage: true, taken: false } });
    expect(await checkMetaTagPath({ pagePath: "/no-such-page" })).toEqual({ ok: true, data: { pagePath: "/no-such-page", matchesPage: false, taken: false } });
    expect(await audits()).toHaveLength(1);
  });
});

describe("the list", () => {
  it("orders lowest score first by the scored order it is handed, narrows it by the search, and scores other orders row by row", async () => {
    const full = await created({ pagePath: "/a-full", metaTitle: "t".repeat(40) });
    const bare = await created({ pagePath: "/b-bare", metaTitle: "" });
    const mid = await created({ pagePath: "/c-mid", metaTitle: "short" });
    const given: Record<string, number> = { "/a-full": 90, "/b-bare": 20, "/c-mid": 55 };
    const scored: string[][] = [];
    const scorer = {
      scoreRows: async (list: readonly { pagePath: string }[]) => {
        scored.push(list.map((row) => row.pagePath));
        return list.map((row) => given[row.pagePath]);
      },
      scoreOrder: async () => [bare, mid, full].map((row) => ({ id: row.id, pagePath: row.pagePath, score: given[row.pagePath] })),
    };
    const screen = await loadMetaTagsScreen({ q: "", sort: "score", page: 1 }, scorer);
    expect(screen.list.rows.map((row) => [row.pagePath, row.score])).toEqual([
      ["/b-bare", 20],
      ["/c-mid", 55],
      ["/a-full", 90],
    ]);
    expect(screen.list).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    // The order's scores are shown: no row is scored again for this order.
    expect(scored).toEqual([]);
    // A search narrows the order to the rows PostgreSQL matches (the other orders' search).
    const searched = await loadMetaTagsScreen({ q: "MID", sort: "score", page: 1 }, scorer);
    expect(searched.list.rows.map((row) => row.pagePath)).toEqual(["/c-mid"]);
    expect(searched.list.total).toBe(1);
    // Another order is paged by PostgreSQL and only its page is scored.
    const byPath = await loadMetaTagsScreen({ q: "", sort: "path", page: 1 }, scorer);
    expect(byPath.list.rows.map((row) => [row.pagePath, row.score])).toEqual([
      ["/a-full", 90],
      ["/b-bare", 20],
      ["/c-mid", 55],
    ]);
    expect(scored).toEqual([["/a-full", "/b-bare", "/c-mid"]]);
  });

  it("searches path, page title and meta title, case-insensitively, with LIKE's wildcards taken literally", async () => {
    await created({ pagePath: "/blog", pageTitle: "Journal", metaTitle: "Stories" });
    await created({ pagePath: "/faq", pageTitle: "Questions", metaTitle: "100% answers" });
    const search = async (q: string) => (await listMetaTagsPage(db, { q, sort: "path", page: 1 })).rows.map((row) => row.pagePath);
    expect(await search("BLOG")).toEqual(["/blog"]);
    expect(await search("journal")).toEqual(["/blog"]);
    expect(await search("stories")).toEqual(["/blog"]);
    expect(await search("100%")).toEqual(["/faq"]);
    expect(await search("%")).toEqual(["/faq"]);
  });
});

describe("the public head", () => {
  it("uses a saved row for the page asking under its own path", async () => {
    await created();
    clearAllLocally();
    const metadata = await createMetadata({ path: "/faq", title: "Frequently asked questions", description: "The page's own description." });
    expect(metadata.title).toEqual({ absolute: expect.stringContaining(VALID.metaTitle) });
    expect(metadata.description).toBe(VALID.metaDescription);
  });
});
