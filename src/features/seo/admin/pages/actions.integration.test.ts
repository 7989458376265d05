/**
 * The page editor's save against a real database: a category's title and
 * description go to its own SEO columns, a page without its own fields gets
 * a page_seo override (created, then only its title and description
 * changed), a post's title goes to an override; a member is refused, a path
 * that is no public page is refused, a stale version is refused, a title
 * over 60 characters is refused; each write is audited with the old and the
 * new text; the public head shows the change.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts, categories, pageSeo } from "@/db/schema";
import { clearAllLocally } from "@/lib/cache";
import { createViewer, session } from "../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { readPageHeadBase, updatePageSeo } = await import("./actions");
const { loadPageInventory } = await import("./inventory");
const { createMetadata } = await import("@/features/seo/metadata");
const { faqPageMetaInput } = await import("@/features/faqs/page-meta");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const TITLE = "Blonde companions for London evenings";
const DESCRIPTION = "Meet verified blonde companions in London for dinners, galas and travel, introduced discreetly by our concierge team.";

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = null;
  await db.delete(auditLog);
  await db.delete(pageSeo);
  await db.delete(blogPosts);
  await db.delete(categories);
  await db.insert(categories).values({ name: "Blonde", slug: "blonde-escorts", seoTitle: "Blonde", seoDescription: "Old description" });
  await db.insert(blogPosts).values({ title: "Dinner in Mayfair", slug: "dinner-in-mayfair", isPublished: true, publishedAt: new Date(), metaDescription: "Old post description" });
  clearAllLocally();
});

async function row(path: string) {
  clearAllLocally();
  const [page] = await loadPageInventory(undefined, { path });
  if (!page) throw new Error(`${path} is not in the inventory`);
  return page;
}

function inputFor(page: Awaited<ReturnType<typeof row>>, title: string, description: string) {
  return { path: page.path, title, description, ownVersion: page.edit.own?.version, overrideVersion: page.edit.override?.version ?? null };
}

describe("updatePageSeo", () => {
  it("writes a category's own SEO columns, audits old and new, and the list and the head show it", async () => {
    const page = await row("/blonde-escorts");
    const result = await updatePageSeo(inputFor(page, TITLE, DESCRIPTION));
    expect(result).toMatchObject({ ok: true, data: { path: "/blonde-escorts", edit: { title: { target: "own", value: TITLE } } } });
    const [category] = await db.select().from(categories);
    expect(category).toMatchObject({ seoTitle: TITLE, seoDescription: DESCRIPTION });
    expect(await db.select().from(pageSeo)).toEqual([]);

    const audits = await db.select().from(auditLog);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "seo_page.update", entityType: "categories", entityId: String(category.id), actorId: ADMIN.userId });
    expect(audits[0].oldValues).toEqual({ name: "/blonde-escorts", title: "Blonde", description: "Old description" });
    expect(audits[0].newValues).toEqual({ name: "/blonde-escorts", title: TITLE, description: DESCRIPTION });

    expect((await row("/blonde-escorts")).metaTitle.startsWith(TITLE)).toBe(true);
  });

  it("creates an override for a page without fields of its own, then changes only its title and description", async () => {
    const first = await updatePageSeo(inputFor(await row("/faq"), "Questions members ask us", "A first description"));
    expect(first.ok).toBe(true);
    const [created] = await db.select().from(pageSeo);
    expect(created).toMatchObject({ pagePath: "/faq", metaTitle: "Questions members ask us", metaDescription: "A first description" });

    await db.update(pageSeo).set({ keywords: ["faq", "membership"], ogTitle: "Kept" }).where(eq(pageSeo.id, created.id));
    const second = await updatePageSeo(inputFor(await row("/faq"), "Questions members ask us", DESCRIPTION));
    expect(second.ok).toBe(true);
    const rows = await db.select().from(pageSeo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: created.id, metaDescription: DESCRIPTION, keywords: ["faq", "membership"], ogTitle: "Kept" });

    clearAllLocally();
    const head = await createMetadata(faqPageMetaInput());
    expect(head.description).toBe(DESCRIPTION);
    const audits = await db.select().from(auditLog);
    expect(audits.map((a) => [a.action, a.entityType])).toEqual([
      ["seo_page.update", "page_seo"],
      ["seo_page.update", "page_seo"],
    ]);
    // Only what changed is recorded: the second save changed the description alone.
    expect(audits.find((a) => (a.newValues as Record<string, unknown>).description === DESCRIPTION)?.oldValues).toEqual({ name: "/faq", description: "A first description" });
  });

  it("sends a post's title to an override and its description to the post", async () => {
    const result = await updatePageSeo(inputFor(await row("/blog/dinner-in-mayfair"), "Where to dine in Mayfair tonight", DESCRIPTION));
    expect(result.ok).toBe(true);
    const [post] = await db.select().from(blogPosts);
    expect(post).toMatchObject({ title: "Dinner in Mayfair", metaDescription: DESCRIPTION });
    const [override] = await db.select().from(pageSeo);
    expect(override).toMatchObject({ pagePath: "/blog/dinner-in-mayfair", metaTitle: "Where to dine in Mayfair tonight", metaDescription: "" });
  });

  it("refuses a member, and changes nothing", async () => {
    session.viewer = MEMBER;
    const result = await updatePageSeo({ path: "/faq", title: TITLE, description: DESCRIPTION });
    expect(result).toMatchObject({ ok: false, code: "forbidden" });
    expect(await db.select().from(pageSeo)).toEqual([]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("refuses a path that is no public page", async () => {
    for (const path of ["/admin", "/no-such-page", "/blog/draft-or-missing"]) {
      const result = await updatePageSeo({ path, title: TITLE, description: DESCRIPTION });
      expect(result).toMatchObject({ ok: false, code: "not_found", error: "This path is not a public page" });
    }
    expect(await db.select().from(pageSeo)).toEqual([]);
  });

  it("refuses a save over a newer change, and an override made since the row was loaded", async () => {
    const page = await row("/blonde-escorts");
    await db.update(categories).set({ seoTitle: "Changed elsewhere" });
    const stale = await updatePageSeo(inputFor(page, TITLE, DESCRIPTION));
    expect(stale).toMatchObject({ ok: false, code: "conflict" });
    expect((await db.select().from(categories))[0].seoTitle).toBe("Changed elsewhere");

    const faq = await row("/faq");
    await db.insert(pageSeo).values({ pagePath: "/faq", metaTitle: "Made in the Meta Tags Manager" });
    const raced = await updatePageSeo(inputFor(faq, TITLE, DESCRIPTION));
    expect(raced).toMatchObject({ ok: false, code: "conflict" });

    const overwritten = await updatePageSeo({ ...inputFor(page, TITLE, DESCRIPTION), overwrite: true });
    expect(overwritten.ok).toBe(true);
  });

  it("refuses a title over 60 characters or a description over 160, under the field, in the admin's language", async () => {
    session.locale = "pt-BR";
    const result = await updatePageSeo({ path: "/faq", title: "t".repeat(61), description: "d".repeat(161) });
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    if (result.ok) return;
    expect(result.fieldErrors?.title?.[0]).toMatch(/60/);
    expect(result.fieldErrors?.description?.[0]).toMatch(/160/);
    expect(await db.select().from(pageSeo)).toEqual([]);
  });
});

describe("readPageHeadBase (the Meta Tags dialog's score)", () => {
  it("answers the page's own head input and the site's context, and nothing for a path no page answers at, writing no audit row", async () => {
    const { scoreTypedTags } = await import("@/features/seo/admin/meta-tags/head-score");
    const result = await readPageHeadBase({ pagePath: "/Blonde-Escorts/" });
    expect(result).toMatchObject({ ok: true, data: { input: { path: "/blonde-escorts", title: "Blonde", description: "Old description" }, context: { brandName: expect.any(String) } } });
    if (!result.ok) throw new Error("refused");
    // With nothing typed, the dialog's score is the page editor's.
    const blank = { pagePath: "/blonde-escorts", pageTitle: "", metaTitle: "", metaDescription: "", keywords: [], metaRobots: "index, follow", ogTitle: "", ogDescription: "", twitterTitle: "", twitterDescription: "" };
    expect(scoreTypedTags(result.data, blank).score).toBe((await row("/blonde-escorts")).score);
    expect(await readPageHeadBase({ pagePath: "/no-such-page" })).toMatchObject({ ok: true, data: { input: null } });
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("is refused to a member", async () => {
    session.viewer = MEMBER;
    expect(await readPageHeadBase({ pagePath: "/blonde-escorts" })).toMatchObject({ ok: false, code: "forbidden" });
  });
});
