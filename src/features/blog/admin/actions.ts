"use server";

import { and, eq, like, ne, or } from "drizzle-orm";
import type { Transaction } from "@/db";
import { blogPosts } from "@/db/schema";
import { assertUnchangedSince } from "@/features/admin/version";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { autoFixNotice, importedFromOf, withImagesBroughtHome, withOutsideImages } from "@/features/admin/image-auto-fix";
import { sanitizeRichHtml } from "@/lib/sanitize";
import { adminPostColumns, toAdminPost } from "./queries";
import { deleteBlogPostSchema, saveBlogPostSchema } from "./schemas";
import { slugify } from "@/lib/slug";
import { uniqueSlug } from "./slug";

const PERMISSION = "admin.content.manage" as const;

/**
 * The slug to store: the admin's slug (or else the title) in kebab-case,
 * with -2, -3 … when another post has it. Only slugs that could collide are
 * read ("base" and "base-…"); slugify never yields LIKE wildcards.
 */
async function availableSlug(tx: Transaction, wanted: string, title: string, ownId: string | undefined): Promise<string> {
  const base = slugify(wanted) || slugify(title) || "post";
  const clash = or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`));
  const rows = await tx
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(ownId ? and(clash, ne(blogPosts.id, ownId)) : clash);
  return uniqueSlug(base, new Set(rows.map((row) => row.slug)));
}

/**
 * Blog server actions, each authorised, validated
 * and audited by defineAdminAction. The public blog's cache clears on the
 * blog_posts change notification, so /blog shows the change on the next request.
 */

export const saveBlogPost = defineAdminAction({
  permission: PERMISSION,
  schema: saveBlogPostSchema,
  failureKey: "adminContent.blog.errors.save",
  // "Fix images automatically": an outside cover address is fetched here, before the transaction (decision 050).
  prepare: (input) => withOutsideImages(input, { image: input.image }),
  async run({ id, expectedVersion, overwrite, outside, ...typed }, { tx, viewer }) {
    const before = id
      ? (await tx.select({ ...adminPostColumns, publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, id)).for("update"))[0]
      : undefined;
    if (id && !before) throw new ActionFailure("not_found", "adminContent.blog.errors.notFound");
    if (before) await assertUnchangedSince(tx, { current: before.updatedAt, expectedVersion, overwrite, entityType: "blog_post", entityId: before.id });
    const { values: fields, home } = await withImagesBroughtHome(tx, outside, typed, { purpose: "blog", viewer });

    const values = {
      ...fields,
      slug: await availableSlug(tx, fields.slug, fields.title, id),
      content: sanitizeRichHtml(fields.content),
      image: fields.image || null,
      // First publication date; kept if the post is unpublished and published again.
      publishedAt: fields.isPublished ? (before?.publishedAt ?? new Date()) : (before?.publishedAt ?? null),
    };
    const [row] = before
      ? await tx.update(blogPosts).set(values).where(eq(blogPosts.id, before.id)).returning(adminPostColumns)
      : await tx.insert(blogPosts).values(values).returning(adminPostColumns);

    // The HTML bodies are left out of the audit row: they can be long, and the post keeps the current one.
    const summary = (post: { title: string; slug: string; isPublished: boolean; isFeatured: boolean }) => ({
      title: post.title,
      slug: post.slug,
      isPublished: post.isPublished,
      isFeatured: post.isFeatured,
    });
    return {
      data: toAdminPost(row),
      audit: {
        action: before ? "blog_post.update" : "blog_post.create",
        entityType: "blog_post",
        entityId: row.id,
        oldValues: before ? summary(before) : null,
        newValues: { ...summary(row), ...importedFromOf(home) },
      },
      ...autoFixNotice(home),
    };
  },
});

export const deleteBlogPost = defineAdminAction({
  permission: PERMISSION,
  schema: deleteBlogPostSchema,
  failureKey: "adminContent.blog.errors.delete",
  async run({ id }, { tx }) {
    const [deleted] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ title: blogPosts.title, slug: blogPosts.slug, isPublished: blogPosts.isPublished });
    if (!deleted) throw new ActionFailure("not_found", "adminContent.blog.errors.notFound");
    return { data: { id }, audit: { action: "blog_post.delete", entityType: "blog_post", entityId: id, oldValues: deleted } };
  },
});
