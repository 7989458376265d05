import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PostArticle } from "@/features/blog/components/post-article";
import { getPublishedPost } from "@/features/blog/queries";
import { loadPostView, postMetadata } from "@/features/blog/view";

type Props = { params: Promise<{ slug: string }> };

/** Published posts only: drafts and unknown slugs are the same 404. */
async function findPost(slug: string) {
  return slug.length > 0 && slug.length <= 200 ? getPublishedPost(slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const post = await findPost((await params).slug);
  return post ? postMetadata(post) : { robots: { index: false, follow: false } };
}

export default async function BlogPostPage({ params }: Props) {
  await connection();
  const post = await findPost((await params).slug);
  if (!post) notFound();
  return <PostArticle view={await loadPostView(post)} />;
}
