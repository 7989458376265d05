import type { APIRequestContext, Page } from "@playwright/test";
import { PUBLIC_PAGES, sitemapPages, type RegisteredPage } from "../../../src/features/site/public-routes";
import { expect } from "./test";

/**
 * The public pages as the end-to-end loops reach them, read from the one
 * registry (src/features/site/public-routes.ts): a page added there is
 * visited by every loop that selects it, with no list here to edit.
 */

/** A page's place in a loop: its test-title name, and its path (or how to find one at run time). */
export interface ReachablePage {
  id: RegisteredPage["id"];
  /** The path, or the label of a page found at run time ("a journal post"): for test titles. */
  name: string;
  /** The path the e2e seed always holds, or null for a page to find. */
  path: string | null;
  find: Extract<RegisteredPage["reach"], { find: string }>["find"] | null;
}

function reachable(page: RegisteredPage): ReachablePage {
  const reach = page.reach;
  return "path" in reach ? { id: page.id, name: reach.path, path: reach.path, find: null } : { id: page.id, name: reach.label, path: null, find: reach.find };
}

/** The pages a signed-out visitor opens, in the registry's order (a member's pages left out); `which` narrows them. */
export function visitorPages(which: (page: RegisteredPage) => boolean = () => true): ReachablePage[] {
  return PUBLIC_PAGES.filter((page) => !("as" in page.reach) && which(page)).map(reachable);
}

/** The sitemap's pages at a path the e2e seed always holds (the others are found, and checked, by their tests). */
export function sitemapSeededPaths(): string[] {
  return sitemapPages()
    .map(reachable)
    .flatMap((page) => (page.path ? [page.path] : []));
}

/** The path of the first post the journal lists. */
export async function firstPostPath(page: Page): Promise<string> {
  await page.goto("/blog");
  const href = await page.locator('main a[href^="/blog/"]').first().getAttribute("href");
  expect(href, "the journal lists at least one post").toBeTruthy();
  return href!;
}

/** The same, read from the HTML alone (no browser). */
export async function firstPostPathIn(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/blog")).text();
  const href = /<main\b[\s\S]*?href="(\/blog\/[^"?#]+)"/.exec(html)?.[1];
  expect(href, "the journal lists at least one post").toBeTruthy();
  return href!;
}

/** How a loop finds the pages that have no fixed path: each spec says which profile suits it. */
export type Finders = Record<NonNullable<ReachablePage["find"]>, () => Promise<string>>;

/** The concrete path of each page, finding the ones that need it. */
export async function pathsOf(pages: readonly ReachablePage[], finders: Finders): Promise<string[]> {
  const paths: string[] = [];
  for (const page of pages) paths.push(page.path ?? (await finders[page.find!]()));
  return paths;
}
