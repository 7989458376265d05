/**
 * Blog actions against a real database. The viewer and the admin locale are
 * mocked at our own seams (@/features/access/viewer needs request headers,
 * @/features/admin/locale reads a cookie); authorisation, validation, sanitising, the
 * transaction and the audit row are real.
 */
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer, session, signInAs } from "../../../../tests/setup/admin-session";
import { emptyTables, useTestDatabase } from "../../../../tests/setup/test-db";

const { deleteBlogPost, saveBlogPost } = await import("./actions");

const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "Dinner in Mayfair",
  slug: "",
  excerpt: "An evening out.",
  content: "<p>Hello</p>",
  image: "",
  author: "Charlotte",
  category: "Lifestyle",
  metaDescription: "",
  seoKeywords: "mayfair, dinner",
  serviceKeywords: ["Dinner Companion"],
  isPublished: false,
  isFeatured: false,
  readTime: 5,
  ...overrides,
});

async function save(overrides: Record<string, unknown> = {}) {
  const result = await saveBlogPost(post(overrides));
  if (!result.ok) throw new Error(`save failed: ${result.error} ${JSON.stringify(result.fieldErrors)}`);
  return result.data;
}

const snapshot = async () => ({
  posts: await db.select().from(blogPosts).orderBy(asc(blogPosts.id)),
  audit: await db.select().from(auditLog),
});

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, blogPosts, auditLog);
});

describe("slugs", () => {
  it("are made from the title and kept unique with -2, -3", async () => {
    expect((await save()).slug).toBe("dinner-in-mayfair");
    expect((await save()).slug).toBe("dinner-in-mayfair-2");
    expect((await save({ title: "Dinner in Mayfair!" })).slug).toBe("dinner-in-mayfair-3");
  });

  it("normalise a slug the admin typed", async () => {
    expect((await save({ slug: "  Café Night — Soho " })).slug).toBe("cafe-night-soho");
  });

  it("stay the same when a post is saved again (its own slug is no collision)", async () => {
    const first = await save();
    const again = await save({ id: first.id, slug: first.slug, title: "Dinner in Mayfair, revised" });
    expect(again.slug).toBe("dinner-in-mayfair");
  });

  it("move to a free one when an edit asks for a taken slug", async () => {
    await save({ title: "Covent Garden" });
    const other = await save({ title: "Soho" });
    expect((await save({ id: other.id, slug: "covent-garden", title: "Soho" })).slug).toBe("covent-garden-2");
  });

  it("do not mistake a longer slug for a collision", async () => {
    await save({ title: "Mayfair guide" });
    expect((await save({ title: "Mayfair" })).slug).toBe("mayfair");
  });
});

describe("saving", () => {
  it("sanitises the rich text on save", async () => {
    const saved = await save({
      content: '<h1>Title</h1><p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">link</a> <a href="/blog">ok</a></p><iframe srcdoc="x"></iframe>',
    });
    expect(saved.content).not.toMatch(/script|onclick|javascript|iframe/);
    expect(saved.content).toContain('<a href="/blog" rel="noopener">ok</a>');
    expect(saved.content).toContain("<h2>Title</h2>");
  });

  it("stamps the first publication and keeps it through unpublish and republish", async () => {
    const draft = await save();
    const [{ publishedAt: none }] = await db.select({ publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, draft.id));
    expect(none).toBeNull();

    await save({ id: draft.id, slug: draft.slug, isPublished: true });
    const [{ publishedAt: first }] = await db.select({ publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, draft.id));
    expect(first).toBeInstanceOf(Date);

    await save({ id: draft.id, slug: draft.slug, isPublished: false });
    await save({ id: draft.id, slug: draft.slug, isPublished: true });
    const [{ publishedAt: later }] = await db.select({ publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, draft.id));
    expect(later).toEqual(first);
  });

  it("writes one audit row per save, without the HTML body", async () => {
    const saved = await save({ isPublished: true });
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "blog_post.create", entityId: saved.id, newValues: { slug: saved.slug, isPublished: true } });
    expect(JSON.stringify(audit.newValues)).not.toContain("<p>");
  });

  it.each([
    [{ title: "   " }, "title"],
    [{ metaDescription: "x".repeat(161) }, "metaDescription"],
    [{ readTime: 0 }, "readTime"],
    [{ image: "javascript:alert(1)" }, "image"],
    [{ title: "Bad\u202Etitle" }, "title"],
  ])("refuses %j with a field error on %s", async (overrides, field) => {
    const result = await saveBlogPost(post(overrides));
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Error saving blog post" });
    expect(result.ok === false && Object.keys(result.fieldErrors ?? {})).toContain(field);
    expect(await db.select().from(blogPosts)).toEqual([]);
  });

  it("answers not found for an unknown post id", async () => {
    expect(await saveBlogPost(post({ id: "00000000-0000-4000-8000-000000000000" }))).toMatchObject({ ok: false, code: "not_found" });
  });

  it("says 'Erro ao salvar post do blog' to a pt-BR admin", async () => {
    session.locale = "pt-BR";
    expect(await saveBlogPost(post({ title: "" }))).toMatchObject({ ok: false, error: "Erro ao salvar post do blog" });
  });
});

describe("deleting", () => {
  it("removes the post", async () => {
    const saved = await save();
    expect(await deleteBlogPost({ id: saved.id })).toEqual({ ok: true, data: { id: saved.id } });
    expect(await db.select().from(blogPosts)).toEqual([]);
  });
});

describe("called directly by someone who is not an admin", () => {
  it("refuses a member and a visitor, and nothing changes", async () => {
    const existing = await save();
    await db.delete(auditLog);
    const before = await snapshot();
    for (const [who, code] of [
      [MEMBER, "forbidden"],
      [VISITOR, "unauthenticated"],
    ] as const) {
      session.viewer = who;
      expect(await saveBlogPost(post())).toMatchObject({ ok: false, code });
      expect(await saveBlogPost(post({ id: existing.id, title: "Hijacked" }))).toMatchObject({ ok: false, code });
      expect(await deleteBlogPost({ id: existing.id })).toMatchObject({ ok: false, code });
    }
    expect(await snapshot()).toEqual(before);
  });
});
