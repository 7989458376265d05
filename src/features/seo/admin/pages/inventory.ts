import "server-only";
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { blogPosts, categories, locations, models, pageSeo } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { canOpenModel, VISITOR } from "@/features/access/policy";
import { APPLY_PAGE_NAME, applyPageMetaInput } from "@/features/applications/page-meta";
import { blogIndexMetaInput, postMetaInput } from "@/features/blog/view";
import { categoryMetaInput } from "@/features/categories/view";
import { faqPageMetaInput } from "@/features/faqs/page-meta";
import { homeMetaInput } from "@/features/home/page-meta";
import { LEGAL_DOCUMENTS, type LegalKind } from "@/features/legal/document";
import { getLegalDocument, readLegalDocument } from "@/features/legal/queries";
import { legalMetaInput } from "@/features/legal/view";
import { districtMetaInput } from "@/features/locations/view";
import { visitorCardPhotos } from "@/features/models/card-photo-query";
import { modelsListMetaInput, profileMetaInput } from "@/features/models/page-meta";
import { BLOG_CRUMB } from "@/features/seo/breadcrumbs";
import { getGlobalSeo, readGlobalSeo } from "@/features/seo/global/queries";
import { loadMetadataContext, pageSeoKey } from "@/features/seo/metadata";
import { pageSeoOverrideColumns } from "@/features/seo/page-seo-override";
import { type MetadataContext, type PageMetaInput, type PageSeoOverride } from "@/features/seo/metadata-core";
import { normalisePagePath } from "@/features/seo/meta-tags/rules";
import { existingPublicPages, DISTRICT_PATH_PREFIX } from "@/features/seo/public-pages";
import { missedSeoChecks, pageHead, pageSeoScore, type PageSeoFields, type SeoCheck } from "@/features/seo/admin/page-score";
import { getSiteSettings } from "@/features/site/queries";
import { getSiteSettings as readSiteSettings } from "@/features/site/settings-row";
import type { PageListKind } from "./list-params";

/**
 * Every public page with the SEO fields its <head> really shows and its
 * score: one list read by the dashboard's SEO overview, SEO Performance and
 * the page editor (/admin/seo/pages), so all three agree on every number.
 * Lives outside features/seo because it names the pages of other features,
 * and those features import features/seo.
 *
 * Each page's head is built by the very functions its generateMetadata
 * calls: the page's own input (categoryMetaInput, postMetaInput…) and
 * buildMetadata with the context createMetadata uses; page_seo is read once
 * for every path instead of once per page. One query per kind, whatever the
 * number of profiles.
 *
 * Which pages:
 * - home, /models, /blog, /faq, /apply and the two legal pages;
 * - every active category and district, every published post;
 * - every profile not in the trash and not hidden. Hidden profiles answer 404
 *   to everyone but admins, so they are no public page. Members-only ones are:
 *   visitors and crawlers get the locked teaser with noindex, and that head
 *   (built for a signed-out visitor) is what is listed, marked not indexed;
 * - page_seo rows for other paths that are public pages (/auth…). Rows for
 *   paths no page answers at are left out: nothing reads them, and the Meta
 *   Tags Manager already flags them.
 */

type Db = Database | Transaction;

export interface ScoredPage extends PageSeoFields {
  score: number;
  /** The checks the page does not pass in full (what to fix). */
  missed: SeoCheck[];
}

export type PageKind = PageListKind;

/** Where an edit of a field goes: the page's own columns or its page_seo override. */
export type EditTarget = "own" | "override";

export interface EditField {
  target: EditTarget;
  value: string;
  current: string;
}

export interface PageEdit {
  /** The row with the page's own SEO fields, and its version (ISO updated_at); null for pages without one. */
  own: { table: "categories" | "locations" | "blog_posts"; id: string; version: string } | null;
  /** The page_seo row for the path and its version; null when there is none yet. */
  override: { id: string; version: string } | null;
  /**
   * Where a title typed in the editor is saved, what is stored there now, and
   * the text the head builds on (`current`: the stored text, else the page's
   * own fallback or Global SEO's default, before the brand suffix and the
   * 160-character cut), which the editor starts from.
   */
  title: EditField;
  description: EditField;
}

export interface InventoryPage extends ScoredPage {
  kind: PageKind;
  /** A name for people: the category's name, the model's, the post's title… */
  label: string;
  /** metaTitle and metaDescription are what the head shows (brand suffix, 160-character cut, defaults). */
  canonical: string;
  /** False when the head says noindex (members-only profiles, a noindex override). */
  indexed: boolean;
  /** Neither the page nor its override gives a title: the head shows the bare brand name. */
  titleMissing: boolean;
  edit: PageEdit;
  /** The page's own head input (before any override): what the Meta Tags Manager's score builds on. */
  input: PageMetaInput;
}

interface Candidate {
  kind: PageKind;
  label: string;
  input: PageMetaInput;
  own: PageEdit["own"];
  /** The own columns an edit may write: a post's title is its headline, so it has none for the title. */
  ownTitle: string | null;
  ownDescription: string | null;
}

interface OverrideRow extends PageSeoOverride {
  id: string;
  pagePath: string;
  pageTitle: string;
  updatedAt: Date;
}

export interface InventoryOptions {
  /** Only the page at this path (normalised as page_seo keys it): used by the editor's save. */
  path?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The slug a one-segment path names, for the category and district reads. */
function single(path: string | undefined): string | null | undefined {
  if (path === undefined) return undefined;
  const segments = path.split("/").slice(1);
  return segments.length === 1 && segments[0] ? segments[0] : null;
}

function under(path: string | undefined, prefix: string): string | null | undefined {
  if (path === undefined) return undefined;
  return path.startsWith(`${prefix}/`) && path.split("/").length === 3 ? path.slice(prefix.length + 1) : null;
}

/** A where clause for "all" (undefined), "this one" (a value) or "none" (null: the query is skipped). */
function only(slug: string | null | undefined, build: (value: string) => SQL): SQL | undefined | null {
  if (slug === undefined) return undefined;
  return slug === null ? null : build(slug);
}

async function loadCategories(db: Db, path?: string): Promise<Candidate[]> {
  const filter = only(single(path), (slug) => eq(categories.slug, slug));
  if (filter === null) return [];
  const rows = await db
    .select({
      ...columnsOf(categories, ["id", "slug", "name", "seoTitle", "seoDescription", "description", "keywords", "updatedAt"]),
    })
    .from(categories)
    .where(and(eq(categories.isActive, true), filter))
    .orderBy(asc(categories.id));
  return rows.map((row) => ({
    kind: "category",
    label: row.name,
    input: categoryMetaInput(row),
    own: { table: "categories", id: String(row.id), version: row.updatedAt.toISOString() },
    ownTitle: row.seoTitle,
    ownDescription: row.seoDescription,
  }));
}

async function loadDistricts(db: Db, path?: string): Promise<Candidate[]> {
  const slug = single(path);
  const district = slug === undefined ? undefined : slug?.startsWith(DISTRICT_PATH_PREFIX) ? slug.slice(DISTRICT_PATH_PREFIX.length) || null : null;
  const filter = only(district, (value) => eq(locations.slug, value));
  if (filter === null) return [];
  const rows = await db
    .select({
      ...columnsOf(locations, ["id", "slug", "name", "seoTitle", "seoDescription", "description", "keywords", "updatedAt"]),
    })
    .from(locations)
    .where(and(eq(locations.isActive, true), filter))
    .orderBy(asc(locations.id));
  return rows.map((row) => ({
    kind: "district",
    label: row.name,
    input: districtMetaInput(row),
    own: { table: "locations", id: String(row.id), version: row.updatedAt.toISOString() },
    ownTitle: row.seoTitle,
    ownDescription: row.seoDescription,
  }));
}

async function loadPosts(db: Db, path?: string): Promise<Candidate[]> {
  const filter = only(under(path, "/blog"), (slug) => eq(blogPosts.slug, slug));
  if (filter === null) return [];
  const rows = await db
    .select({
      ...columnsOf(blogPosts, ["id", "slug", "title", "metaDescription", "excerpt", "content", "seoKeywords", "serviceKeywords", "image"]),
      // As the public read dates a post (src/features/blog/queries.ts).
      publishedAt: sql<Date>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`.mapWith(blogPosts.createdAt),
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), filter))
    .orderBy(asc(blogPosts.slug));
  return rows.map((row) => ({
    kind: "post",
    label: row.title,
    input: postMetaInput(row),
    own: { table: "blog_posts", id: String(row.id), version: row.updatedAt.toISOString() },
    ownTitle: null,
    ownDescription: row.metaDescription,
  }));
}

async function loadProfiles(db: Db, path?: string): Promise<Candidate[]> {
  const id = under(path, "/models");
  // Anything under /models that is not a uuid is no profile; it is not sent to a uuid column either.
  const filter = only(id === undefined ? undefined : id && UUID.test(id) ? id : null, (value) => eq(models.id, value));
  if (filter === null) return [];
  const rows = await db
    .select({
      ...columnsOf(models, ["id", "name", "image", "description", "characteristics", "membersOnly", "allPhotosPublic", "isHidden", "deletedAt"]),
      locationName: locations.name,
    })
    .from(models)
    .leftJoin(locations, eq(locations.id, models.locationId))
    .where(and(isNull(models.deletedAt), eq(models.isHidden, false), filter))
    .orderBy(asc(models.name), asc(models.id));
  const visitorImages = await visitorCardPhotos(db, rows);
  return rows.map((row) => ({
    kind: "profile",
    label: row.name,
    // The head a signed-out visitor (and so a crawler) gets.
    input: profileMetaInput({ ...row, visitorImage: visitorImages.get(row.id) ?? null }, canOpenModel(VISITOR, row)),
    own: null,
    ownTitle: null,
    ownDescription: null,
  }));
}

const LEGAL_KINDS = Object.keys(LEGAL_DOCUMENTS) as LegalKind[];

/**
 * The fixed pages, each built as its page builds it (the legal titles come
 * from their site_content rows). With `tx`, read fresh inside it (a save);
 * otherwise from the public pages' caches.
 */
async function loadFixedPages(path: string | undefined, tx: Db | undefined): Promise<Candidate[]> {
  const wanted = (p: string) => path === undefined || path === p;
  const legalKinds = LEGAL_KINDS.filter((kind) => wanted(LEGAL_DOCUMENTS[kind].path));
  const [seo, settings, legal] = await Promise.all([
    tx ? readGlobalSeo(tx) : getGlobalSeo(),
    tx ? readSiteSettings(tx) : getSiteSettings(),
    Promise.all(legalKinds.map((kind) => (tx ? readLegalDocument(kind, tx) : getLegalDocument(kind)))),
  ]);
  const fixed = (kind: PageKind, label: string, input: PageMetaInput): Candidate => ({ kind, label, input, own: null, ownTitle: null, ownDescription: null });
  const home = homeMetaInput(seo, settings.brandName);
  const all: Candidate[] = [
    fixed("home", settings.brandName, home),
    fixed("list", "Models", modelsListMetaInput()),
    fixed("list", BLOG_CRUMB.name, blogIndexMetaInput()),
    fixed("faq", "FAQ", faqPageMetaInput()),
    fixed("apply", APPLY_PAGE_NAME, applyPageMetaInput()),
    ...legal.map((document) => fixed("legal", document.title, legalMetaInput(document))),
  ];
  return all.filter((page) => wanted(page.input.path));
}

async function loadOverrides(db: Db, path?: string): Promise<OverrideRow[]> {
  return db
    .select({ id: pageSeo.id, pagePath: pageSeo.pagePath, pageTitle: pageSeo.pageTitle, updatedAt: pageSeo.updatedAt, ...pageSeoOverrideColumns })
    .from(pageSeo)
    .where(path === undefined ? undefined : eq(pageSeo.pagePath, path));
}

/** page_seo rows for public pages none of the kinds above lists (e.g. /auth). */
async function otherPages(db: Db, overrides: readonly OverrideRow[], listed: ReadonlySet<string>): Promise<Candidate[]> {
  const rest = overrides.filter((row) => !listed.has(row.pagePath) && !row.pagePath.startsWith("/models/"));
  if (!rest.length) return [];
  const existing = await existingPublicPages(
    rest.map((row) => row.pagePath),
    db,
  );
  return rest
    .filter((row) => existing.has(row.pagePath))
    .map((row) => ({
      kind: "other",
      label: row.pageTitle || row.pagePath,
      // The page's own head is not known here: the override's fields are what the inventory can vouch for.
      input: { path: row.pagePath, title: row.pageTitle },
      own: null,
      ownTitle: null,
      ownDescription: null,
    }));
}

/** Where an edit of one field goes: an override that already sets it wins in the head, so it is edited there; else the page's own column, if it has one. */
function editOf(candidate: Candidate, override: OverrideRow | undefined, defaultDescription: string): PageEdit {
  const target = (overrideValue: string | undefined, own: string | null, fallback: string) => {
    const field = overrideValue?.trim() || own === null ? { target: "override" as const, value: overrideValue ?? "" } : { target: "own" as const, value: own };
    // The same order buildMetadata reads them in (override, the page's own text, the default).
    return { ...field, current: field.value.trim() ? field.value : fallback };
  };
  return {
    own: candidate.own,
    override: override ? { id: override.id, version: override.updatedAt.toISOString() } : null,
    title: target(override?.metaTitle, candidate.ownTitle, candidate.input.title),
    description: target(override?.metaDescription, candidate.ownDescription, candidate.input.description || defaultDescription),
  };
}

function score(candidate: Candidate, override: OverrideRow | undefined, context: Omit<MetadataContext, "override">): InventoryPage {
  const head = pageHead(candidate.input, { ...context, override: override ?? null });
  const titleMissing = !candidate.input.title.trim() && !override?.metaTitle.trim();
  return {
    ...head,
    kind: candidate.kind,
    label: candidate.label,
    titleMissing,
    score: pageSeoScore(head),
    missed: missedSeoChecks(head),
    edit: editOf(candidate, override, context.defaults?.description ?? ""),
    input: candidate.input,
  };
}

/**
 * Every public page (or the one at `options.path`), scored over the fields
 * its head shows. With `db` (an action's transaction) every read goes
 * through it, fresh; without, the shared settings come from the public caches.
 */
export async function loadPageInventory(db?: Db, options: InventoryOptions = {}): Promise<InventoryPage[]> {
  const conn = db ?? (await getDb());
  const path = options.path === undefined ? undefined : normalisePagePath(options.path);
  const [context, fixed, categoryPages, districtPages, postPages, profilePages, overrides] = await Promise.all([
    loadMetadataContext(db),
    loadFixedPages(path, db),
    loadCategories(conn, path),
    loadDistricts(conn, path),
    loadPosts(conn, path),
    loadProfiles(conn, path),
    loadOverrides(conn, path),
  ]);
  const candidates = [...fixed, ...categoryPages, ...districtPages, ...postPages, ...profilePages];
  const listed = new Set(candidates.map((page) => pageSeoKey(page.input.path)));
  candidates.push(...(await otherPages(conn, overrides, listed)));
  const byPath = new Map(overrides.map((row) => [row.pagePath, row]));
  return candidates.map((candidate) => score(candidate, byPath.get(pageSeoKey(candidate.input.path)), context));
}

/**
 * The indexed public pages with their score: what the dashboard's SEO
 * overview and SEO Performance count. A page whose head says noindex
 * (members-only profiles, a noindex override) is no search result to improve.
 */
export async function loadScoredPages(db?: Db): Promise<ScoredPage[]> {
  return (await loadPageInventory(db)).filter((page) => page.indexed);
}
