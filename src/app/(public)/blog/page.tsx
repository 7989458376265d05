import type { Metadata } from "next";
import { connection } from "next/server";
import { BlogIndex } from "@/features/blog/components/blog-index";
import { blogIndexMetadata, loadBlogIndex } from "@/features/blog/view";

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return blogIndexMetadata();
}

export default async function BlogPage() {
  await connection();
  return <BlogIndex view={await loadBlogIndex()} />;
}
