import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { blogPosts } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { cached } from "@/lib/cache";

export interface PostSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  category: string;
  image: string | null;
  readTime: number;
  isFeatured: boolean;
  /** When it was published (falls back to creation for rows published before the column was set). */
  publishedAt: Date;
  updatedAt: Date;
}

export interface Post extends PostSummary {
  /** Admin-edited HTML: sanitise before rendering (src/lib/sanitize.ts). */
  content: string;
  metaDescription: string;
  seoKeywords: string;
  serviceKeywords: string[];
}

const publishedAt = sql<Date>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`.mapWith(blogPosts.createdAt);

const summaryColumns = {
  ...columnsOf(blogPosts, ["id", "title", "slug", "excerpt", "author", "category", "image", "readTime", "isFeatured"]),
  publishedAt,
  updatedAt: blogPosts.updatedAt,
};

/** Published posts: featured first, then newest. Drafts never leave the database. */
export const listPublishedPosts = cached(
  "journal:published",
  async (): Promise<PostSummary[]> => {
    const db = await getDb();
    return db
      .select(summaryColumns)
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, true))
      .orderBy(desc(blogPosts.isFeatured), desc(publishedAt), desc(blogPosts.createdAt));
  },
  { tags: ["blog_posts"], ttlSeconds: 600 },
);

/** One published post by slug; null for drafts and unknown slugs alike. */
export const getPublishedPost = cached(
  "journal:post",
  async (slug: string): Promise<Post | null> => {
    const db = await getDb();
    const [row] = await db
      .select({
        ...summaryColumns,
        ...columnsOf(blogPosts, ["content", "metaDescription", "seoKeywords", "serviceKeywords"]),
      })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)));
    return row ?? null;
  },
  { tags: ["blog_posts"], ttlSeconds: 600 },
);

/** A few other published posts to read next, newest first. */
export const listMorePosts = cached(
  "journal:more",
  async (slug: string, limit: number): Promise<PostSummary[]> => {
    const db = await getDb();
    return db
      .select(summaryColumns)
      .from(blogPosts)
      .where(and(eq(blogPosts.isPublished, true), ne(blogPosts.slug, slug)))
      .orderBy(desc(publishedAt))
      .limit(limit);
  },
  { tags: ["blog_posts"], ttlSeconds: 600 },
);
