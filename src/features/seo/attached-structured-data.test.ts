/**
 * Every public page with an address publishes the JSON-LD an admin attached
 * to it in the Structured Data manager: it reads getStructuredDataFor itself,
 * renders <AttachedJsonLd>, or loads its view from a module that does. The
 * pages are found on disk, so a new page that forgets fails here.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(__dirname, "../..");
const PUBLIC = path.join(SRC, "app/(public)");

/** Pages that publish nothing for search engines, each with the reason. */
const EXEMPT: Record<string, string> = {
  "account/page.tsx": "a member's own account: private, never indexed",
  "account/favourites/page.tsx": "a member's own list: private, never indexed",
  "apply/thanks/page.tsx": "a static, noindex confirmation shown after a form",
};

const READS = /\b(getStructuredDataFor|AttachedJsonLd)\b/;

function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

/** The page itself, or a `@/features/<domain>/view` module it imports, reads the attached blocks. */
function readsAttachedBlocks(file: string): boolean {
  const source = fs.readFileSync(file, "utf8");
  if (READS.test(source)) return true;
  const views = [...source.matchAll(/from "@\/(features\/[a-z-]+\/view)"/g)].map((match) => path.join(SRC, `${match[1]}.ts`));
  return views.some((view) => fs.existsSync(view) && READS.test(fs.readFileSync(view, "utf8")));
}

describe("attached structured data on public pages", () => {
  const found = pages(PUBLIC).map((file) => path.relative(PUBLIC, file));

  it("finds the public pages", () => {
    expect(found).toEqual(expect.arrayContaining(["page.tsx", "faq/page.tsx", "models/page.tsx", "models/[id]/page.tsx", "[slug]/page.tsx", "blog/[slug]/page.tsx"]));
  });

  it.each(found.filter((page) => !(page in EXEMPT)))("%s publishes the blocks attached to its path", (page) => {
    expect(readsAttachedBlocks(path.join(PUBLIC, page))).toBe(true);
  });

  it("exempts only pages that exist", () => {
    for (const page of Object.keys(EXEMPT)) expect(found, page).toContain(page);
  });
});
