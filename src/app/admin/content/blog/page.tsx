import type { Metadata } from "next";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { BlogManager } from "@/features/blog/admin/components/blog-manager";
import { listAdminPosts } from "@/features/blog/admin/queries";
import { ContentFrame, contentTranslations, LoadFailed } from "../_components/content-frame";
import { loadForScreen } from "@/features/admin/load";

export async function generateMetadata(): Promise<Metadata> {
  const t = await contentTranslations();
  return { title: `${t("tabs.blog")} · ${t("page.title")}` };
}

/** Blog management. `?new=1` (the dashboard's "New Blog Post") opens the new-post dialog. */
export default async function BlogContentPage({ searchParams }: { searchParams: Promise<{ new?: string | string[] }> }) {
  await requireAdminPage("/admin/content/blog");
  await connection();
  const [t, posts, { new: startNew }] = await Promise.all([contentTranslations(), loadForScreen("blog posts", listAdminPosts), searchParams]);
  return (
    <ContentFrame tab="blog">
      {posts === null ? <LoadFailed message={t("blog.errors.load")} /> : <BlogManager initialPosts={posts} startWithNewPost={startNew === "1"} />}
    </ContentFrame>
  );
}
