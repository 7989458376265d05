import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/db";
import { blogPosts } from "@/db/schema";

/** A post as the admin list and dialog use it (drafts included). */
export interface AdminBlogPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  image: string;
  metaDescription: string;
  seoKeywords: string;
  serviceKeywords: string[];
  isPublished: boolean;
  isFeatured: boolean;
  readTime: number;
  /** ISO time. */
  createdAt: string;
  /** ISO time of the last save: the version the edit form sends back. */
  updatedAt: string;
}

export const adminPostColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  author: blogPosts.author,
  category: blogPosts.category,
  image: blogPosts.image,
  metaDescription: blogPosts.metaDescription,
  seoKeywords: blogPosts.seoKeywords,
  serviceKeywords: blogPosts.serviceKeywords,
  isPublished: blogPosts.isPublished,
  isFeatured: blogPosts.isFeatured,
  readTime: blogPosts.readTime,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

type PostRow = Pick<typeof blogPosts.$inferSelect, keyof typeof adminPostColumns>;

export function toAdminPost(row: PostRow): AdminBlogPost {
  return { ...row, image: row.image ?? "", createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Spec §7: every post, newest first. */
export async function listAdminPosts(): Promise<AdminBlogPost[]> {
  const db = await getDb();
  const rows = await db.select(adminPostColumns).from(blogPosts).orderBy(desc(blogPosts.createdAt));
  return rows.map(toAdminPost);
}
