import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/db";
import { blogPosts } from "@/db/schema";
import { columnsOf } from "@/db/columns";

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
  ...columnsOf(blogPosts, ["id", "title", "slug", "excerpt", "content", "author", "category", "image", "metaDescription", "seoKeywords", "serviceKeywords", "isPublished", "isFeatured", "readTime", "createdAt", "updatedAt"]),
};

type PostRow = Pick<typeof blogPosts.$inferSelect, keyof typeof adminPostColumns>;

export function toAdminPost(row: PostRow): AdminBlogPost {
  return { ...row, image: row.image ?? "", createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Every post, newest first. */
export async function listAdminPosts(): Promise<AdminBlogPost[]> {
  const db = await getDb();
  const rows = await db.select(adminPostColumns).from(blogPosts).orderBy(desc(blogPosts.createdAt));
  return rows.map(toAdminPost);
}
