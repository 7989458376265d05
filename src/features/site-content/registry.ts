import type { PermissionName } from "@/features/access/permissions";
import type { AdminRoutePath } from "@/features/admin/routes";

/**
 * Who owns which site_content key: the one map every reader and writer of
 * the table consults (the admin screens, their actions, the public pages).
 * A key belongs to exactly one owner: an exact key first, then the longest
 * matching prefix, else the general site copy. The owner decides the screen
 * that edits the key, the permission its save needs, the length limits, which
 * fields are edited, how the audit row is filed and whether a save may
 * create a missing row. Pure: used in the browser too (registry.test.ts).
 */

export interface ContentLimits {
  title: number;
  subtitle: number;
  content: number;
}

export interface ContentOwner {
  /** Keys owned outright. */
  keys: readonly string[];
  /** Key prefixes owned (a key is `prefix` + at least one more character). */
  prefixes: readonly string[];
  /** The admin route that edits these keys. */
  screen: AdminRoutePath;
  permission: PermissionName;
  limits: ContentLimits;
  /** "block": title, subtitle, content, image and button; "text": title, subtitle and content. */
  fields: "block" | "text";
  titleRequired: boolean;
  /** The audit action of a save. */
  auditAction: string;
  /** What a save's audit row is filed under: the row id (the site copy screen always has) or the key. */
  auditEntityId: "id" | "section";
  /** Whether a save may create its row when missing (a legal section deleted by hand can be restored). */
  createsMissing: boolean;
}

/** Long-form copy (site blocks, legal text) gets 20,000 characters; a landing-page blurb 10,000. */
const LONG_COPY: ContentLimits = { title: 200, subtitle: 300, content: 20_000 };
const BLURB: ContentLimits = { title: 200, subtitle: 300, content: 10_000 };

/** The home page hero text, edited beside the hero banners. */
export const HERO_SECTION = "homepage_hero_main";

/** The legal keys, in page order: privacy first, then terms. */
export const LEGAL_KEYS = {
  privacy: ["privacy_main_title", "privacy_data_collection", "privacy_data_usage", "privacy_data_security"],
  terms: ["terms_main_title", "terms_service_scope", "terms_client_responsibilities", "terms_booking_policy"],
} as const;
export const LEGAL_SECTION_KEYS = [...LEGAL_KEYS.privacy, ...LEGAL_KEYS.terms] as const;
export type LegalSectionKey = (typeof LEGAL_SECTION_KEYS)[number];

/** A whole block (title, subtitle, content, image, button) on a content screen, filed by row id. */
const block = {
  prefixes: [],
  permission: "admin.content.manage",
  limits: LONG_COPY,
  fields: "block",
  titleRequired: false,
  auditAction: "site_content.update",
  auditEntityId: "id",
  createsMissing: false,
} as const;
/** Landing-page copy (title and text) on a models or locations screen, filed by key. */
const text = { keys: [], fields: "text", titleRequired: true, auditAction: "site_content.update", auditEntityId: "section", createsMissing: false } as const;

export const CONTENT_OWNERS = {
  hero: { ...block, keys: [HERO_SECTION], screen: "/admin/content/homepage" },
  legal: {
    keys: LEGAL_SECTION_KEYS,
    // Any other privacy_/terms_ key is still the legal screen's, so no other screen may write it.
    prefixes: ["privacy_", "terms_"],
    screen: "/admin/settings/legal",
    permission: "admin.settings.manage",
    limits: LONG_COPY,
    fields: "text",
    titleRequired: false,
    auditAction: "legal.update",
    auditEntityId: "section",
    createsMissing: true,
  },
  characteristics: { ...text, prefixes: ["characteristics_"], screen: "/admin/models/characteristics", permission: "admin.models.manage", limits: BLURB },
  services: { ...text, prefixes: ["services_"], screen: "/admin/models/services", permission: "admin.models.manage", limits: BLURB },
  // Locations & Geo is a local-SEO screen: district copy goes with the SEO permission.
  locations: { ...text, prefixes: ["locations_"], screen: "/admin/locations/list", permission: "admin.seo.manage", limits: BLURB },
  /** Everything else: the about and booking blocks, and any block added later. */
  general: { ...block, keys: [], screen: "/admin/content/site" },
} as const satisfies Record<string, ContentOwner>;

export type ContentOwnerName = keyof typeof CONTENT_OWNERS;

/** Keys are lower-case words joined by underscores (e.g. locations_mayfair_content), at most 100 characters. */
const CONTENT_KEY_RE = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

export function isContentKey(section: string): boolean {
  return section.length <= 100 && CONTENT_KEY_RE.test(section);
}

/** The one owner of a key. */
export function ownerOf(section: string): ContentOwnerName {
  const owners = Object.entries(CONTENT_OWNERS) as [ContentOwnerName, ContentOwner][];
  const exact = owners.find(([, owner]) => owner.keys.includes(section));
  if (exact) return exact[0];
  let best: { name: ContentOwnerName; length: number } | null = null;
  for (const [name, owner] of owners) {
    for (const prefix of owner.prefixes) {
      if (section.length > prefix.length && section.startsWith(prefix) && (!best || prefix.length > best.length)) {
        best = { name, length: prefix.length };
      }
    }
  }
  return best?.name ?? "general";
}

/** Whether `owner` may write `section`: a well-formed key that owner owns. */
export function ownsKey(owner: ContentOwnerName, section: string): boolean {
  return isContentKey(section) && ownerOf(section) === owner;
}

/** The editable fields of an owner's blocks, in form order. */
export const TEXT_FIELDS = ["title", "subtitle", "content"] as const;
export const BLOCK_FIELDS = [...TEXT_FIELDS, "imageUrl", "imageAlt", "buttonText", "buttonUrl"] as const;
export type BlockField = (typeof BLOCK_FIELDS)[number];

export function editableFields(owner: ContentOwnerName): readonly BlockField[] {
  return CONTENT_OWNERS[owner].fields === "block" ? BLOCK_FIELDS : TEXT_FIELDS;
}

/**
 * A readable name for a key that has no translated label yet (a block added
 * after the screens were written): the owner's prefix and a trailing
 * "_content" dropped, underscores as spaces ("press_quote" → "Press quote").
 * Staff never see the raw key.
 */
export function readableKey(section: string): string {
  const owner = CONTENT_OWNERS[ownerOf(section)];
  const prefix = owner.prefixes.find((candidate) => section.startsWith(candidate)) ?? "";
  const words = section.slice(prefix.length).replace(/_content$/, "").replace(/_/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : section;
}
