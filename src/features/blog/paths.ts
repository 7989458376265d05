/** The journal lives at /blog, each post at /blog/{slug}. */
export const BLOG_PATH = "/blog";

export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}
