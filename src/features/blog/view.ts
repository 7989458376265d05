import "server-only";
import type { Metadata } from "next";
import { publicImageAddress, type PublicImagePolicy } from "@/features/images/public-address";
import { getPublicImagePolicy } from "@/features/images/public-policy";
import { BLOG_CRUMB, breadcrumbJsonLd, trail, type Crumb } from "@/features/seo/breadcrumbs";
import { createMetadata, getStructuredDataFor } from "@/features/seo/metadata";
import { absoluteUrl, type PageMetaInput } from "@/features/seo/metadata-core";
import { getSiteSettings } from "@/features/site/queries";
import { htmlToText } from "@/lib/sanitize";
import { articleJsonLd } from "./json-ld";
import { listMorePosts, listPublishedPosts, type Post, type PostSummary } from "./queries";
import { BLOG_PATH, postPath } from "./paths";

export const BLOG_TITLE = "The Journal";
export const BLOG_DESCRIPTION =
  "London restaurants, hotels, etiquette and the social season: notes and guides from our concierge team.";
const LOGO = "/icon.svg";

export interface BlogIndexView {
  posts: PostSummary[];
  crumbs: Crumb[];
  jsonLd: Record<string, unknown>[];
}

/** What /blog asks its head for (also read by the page inventory, src/features/seo/admin/pages). */
export function blogIndexMetaInput(): PageMetaInput {
  return { path: BLOG_PATH, title: BLOG_TITLE, description: BLOG_DESCRIPTION, keywords: ["London journal", "London restaurants", "dinner date etiquette", "London social season"] };
}

export async function blogIndexMetadata(): Promise<Metadata> {
  return createMetadata(blogIndexMetaInput());
}

/** A post as the page draws it: an outside cover shown as the image flags say (the head and JSON-LD keep the stored address). */
function withShownCover<P extends Pick<PostSummary, "image">>(post: P, policy: PublicImagePolicy): P {
  return { ...post, image: publicImageAddress(post.image, policy) };
}

export async function loadBlogIndex(): Promise<BlogIndexView> {
  const [stored, settings, adminJsonLd, policy] = await Promise.all([listPublishedPosts(), getSiteSettings(), getStructuredDataFor(BLOG_PATH), getPublicImagePolicy()]);
  const posts = stored.map((post) => withShownCover(post, policy));
  const crumbs = trail({ name: BLOG_CRUMB.name, path: BLOG_PATH });
  const blog = {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: `${settings.brandName} – ${BLOG_TITLE}`,
    description: BLOG_DESCRIPTION,
    url: absoluteUrl(settings.siteUrl, BLOG_PATH),
    inLanguage: "en-GB",
    blogPost: posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      url: absoluteUrl(settings.siteUrl, postPath(post.slug)),
      datePublished: post.publishedAt.toISOString(),
      ...(post.author ? { author: { "@type": "Person", name: post.author } } : {}),
    })),
  };
  return { posts, crumbs, jsonLd: [breadcrumbJsonLd(crumbs, settings.siteUrl), blog, ...adminJsonLd] };
}

/** The post's description: its meta description, else its excerpt, else the start of its text. */
export function postDescription(post: Pick<Post, "metaDescription" | "excerpt" | "content">): string {
  return post.metaDescription.trim() || post.excerpt.trim() || htmlToText(post.content);
}

/** Keywords from the comma-separated SEO field and the service keywords, without duplicates. */
export function postKeywords(post: Pick<Post, "seoKeywords" | "serviceKeywords">): string[] {
  const all = [...post.seoKeywords.split(","), ...post.serviceKeywords].map((k) => k.trim()).filter(Boolean);
  return [...new Map(all.map((k) => [k.toLowerCase(), k])).values()];
}

export type PostMetaSource = Pick<Post, "slug" | "title" | "metaDescription" | "excerpt" | "content" | "seoKeywords" | "serviceKeywords" | "image" | "publishedAt">;

/** What a post asks its head for (also read by the page inventory, src/features/seo/admin/pages). */
export function postMetaInput(post: PostMetaSource): PageMetaInput {
  return {
    path: postPath(post.slug),
    title: post.title,
    description: postDescription(post),
    keywords: postKeywords(post),
    image: post.image ? { url: post.image, width: 1200, height: 675, alt: post.title } : null,
    type: "article",
    publishedTime: post.publishedAt.toISOString(),
  };
}

export async function postMetadata(post: Post): Promise<Metadata> {
  return createMetadata(postMetaInput(post));
}

export interface PostView {
  post: Post;
  crumbs: Crumb[];
  more: PostSummary[];
  jsonLd: Record<string, unknown>[];
}

export async function loadPostView(post: Post): Promise<PostView> {
  const path = postPath(post.slug);
  const [settings, more, adminJsonLd, policy] = await Promise.all([getSiteSettings(), listMorePosts(post.slug, 3), getStructuredDataFor(path), getPublicImagePolicy()]);
  const crumbs = trail(BLOG_CRUMB, { name: post.title, path });
  return {
    post: withShownCover(post, policy),
    crumbs,
    more: more.map((item) => withShownCover(item, policy)),
    jsonLd: [
      articleJsonLd({
        title: post.title,
        description: postDescription(post),
        path,
        siteUrl: settings.siteUrl,
        author: post.author,
        category: post.category,
        keywords: postKeywords(post),
        image: post.image ?? "/brand/og-default.png",
        publishedAt: post.publishedAt,
        updatedAt: post.updatedAt,
        brandName: settings.brandName,
        logo: LOGO,
      }),
      breadcrumbJsonLd(crumbs, settings.siteUrl),
      ...adminJsonLd,
    ],
  };
}
