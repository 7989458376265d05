import { inArray } from "drizzle-orm";
import sharp from "sharp";
import type { Database, Transaction } from "@/db";
import { media, type MediaVariant } from "@/db/schema";
import { DEFAULT_VARIANT_WIDTHS, ORIGINAL_MAX_WIDTH } from "@/features/images/process";
import { getMediaStore, type MediaStore } from "@/lib/media";
import { mapLimited } from "@/lib/map-limited";
import { fileToServe } from "../../access";
import type { CheckedImage, CheckStatus } from "../../check-status";
import { referencesToMedia, type ImageReference } from "../../references";
import { mediaUrl, parseMediaUrl } from "../../urls";
import { diagnosticsHref } from "../diagnostics/list-params";
import { isMediaId, isOutsideAddress, STORE_CHECKS_AT_ONCE } from "../diagnostics/status";
import type { Finding, FindingCode } from "./findings";

/**
 * The audit's two checks, each for one slice at a time (one query for the
 * slice's media rows, then the store, a few files at once, as Image
 * Diagnostics does: decision 048):
 * - a reference answers as the media route would answer it: its row exists,
 *   the row lists the variant the address names, and the store has that file
 *   and the original it is cut from;
 *   an outside address is reported, never fetched;
 * - a stored image is what the pipeline makes: its original is there and
 *   decodes, and every variant toWebpVariants would cut from it is listed,
 *   stored, decodes, and is a WebP file of its width.
 */

type Db = Database | Transaction;

/** Where an admin sees a reference: the model's form for a model, else Image Diagnostics on its category. */
export function whereUsedHref(reference: Pick<ImageReference, "category" | "ownerId">): string {
  if (reference.category === "models") return `/admin/models/edit/${reference.ownerId}`;
  return diagnosticsHref({ category: reference.category, page: 1 });
}

function referenceFinding(reference: ImageReference, code: FindingCode, variants: string[] = []): Finding {
  const { category, ownerLabel, field, address } = reference;
  return { code, subject: "reference", category, ownerLabel, field, address, variants, href: whereUsedHref(reference) };
}

/** Each reference's finding, in the references' order. */
export async function inspectReferences(db: Db, references: readonly ImageReference[]): Promise<Finding[]> {
  const store = getMediaStore();
  const ids = [...new Set(references.map((reference) => reference.mediaId).filter(isMediaId))];
  const rows = ids.length === 0 ? [] : await db.select({ id: media.id, variants: media.variants }).from(media).where(inArray(media.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return mapLimited(references, STORE_CHECKS_AT_ONCE, (reference) => inspectReference(store, reference, byId));
}

async function inspectReference(store: MediaStore, reference: ImageReference, rows: ReadonlyMap<string, { variants: MediaVariant[] }>): Promise<Finding> {
  if (reference.mediaId === null) return referenceFinding(reference, isOutsideAddress(reference.address) ? "external" : "not-image");
  const row = rows.get(reference.mediaId);
  if (!row) return referenceFinding(reference, "row-missing");
  // A media id column names the original; an address names its variant.
  const variant = parseMediaUrl(reference.address)?.variant ?? "original";
  const file = fileToServe(row, variant);
  if (!file) return referenceFinding(reference, "not-served", [variant]);
  // The original too, whatever the address names: every variant and crop is cut from it, so without it nothing can be rebuilt.
  const original = fileToServe(row, "original") ?? file;
  const [served, kept] = await Promise.all([store.stat(file.key), original === file ? null : store.stat(original.key)]);
  if ((original === file ? served : kept) === null) return referenceFinding(reference, "file-missing", ["original"]);
  // A lost variant is cut again from the original by generation.
  return served ? referenceFinding(reference, "answers") : referenceFinding(reference, "variant-missing", [variant]);
}

export interface StoredImageRow {
  id: string;
  storageKey: string;
  variants: MediaVariant[];
}

export interface ImageInspection {
  mediaId: string;
  code: FindingCode;
  variants: string[];
  /** The original is there and decodes: generation can cut the variants again from it. */
  canRebuild: boolean;
  /** Variants present but to be cut again (outdated or undecodable), for rebuildMissingVariants. */
  replace: string[];
}

/** Each stored image's inspection, in the rows' order. */
export async function inspectStoredImages(rows: readonly StoredImageRow[]): Promise<ImageInspection[]> {
  const store = getMediaStore();
  return mapLimited(rows, STORE_CHECKS_AT_ONCE, (row) => inspectStoredImage(store, row));
}

/** The variant names the pipeline cuts from an original this wide (toWebpVariants never upscales). */
export function expectedVariantNames(originalWidth: number): string[] {
  return DEFAULT_VARIANT_WIDTHS.filter((width) => width <= originalWidth).map((width) => `w${width}`);
}

interface ImageHeader {
  format: string | undefined;
  width: number;
}

/** The file's format and width as sharp reads its header, or null when it does not decode. */
async function headerOf(data: Buffer): Promise<ImageHeader | null> {
  try {
    const meta = await sharp(data).metadata();
    return meta.width && meta.height ? { format: meta.format, width: meta.width } : null;
  } catch {
    return null;
  }
}

type VariantProblem = "missing" | "undecodable" | "outdated" | null;

async function variantProblem(store: MediaStore, variant: MediaVariant, expected: readonly string[]): Promise<VariantProblem> {
  const file = await store.get(variant.key);
  if (!file) return "missing";
  const header = await headerOf(file.data);
  if (!header) return "undecodable";
  // Narrower than its name is fine (a very tall image is capped by its height); wider, or another format, is not.
  const nominal = Number(variant.name.slice(1));
  if (!expected.includes(variant.name) || header.format !== "webp" || header.width !== variant.width || header.width > nominal) return "outdated";
  return null;
}

async function inspectStoredImage(store: MediaStore, row: StoredImageRow): Promise<ImageInspection> {
  const lost = (code: FindingCode): ImageInspection => ({ mediaId: row.id, code, variants: ["original"], canRebuild: false, replace: [] });
  const original = await store.get(fileToServe(row, "original")?.key ?? row.storageKey);
  if (!original) return lost("file-missing");
  const header = await headerOf(original.data);
  if (!header) return lost("undecodable");

  const expected = expectedVariantNames(header.width);
  const listed = row.variants.filter((variant) => variant.name !== "original");
  const problems = await Promise.all(listed.map((variant) => variantProblem(store, variant, expected)));
  const named = (problem: VariantProblem) => listed.filter((_, index) => problems[index] === problem).map((variant) => variant.name);
  const missing = [...expected.filter((name) => !listed.some((variant) => variant.name === name)), ...named("missing")];
  const undecodable = named("undecodable");
  const outdated = named("outdated");
  const originalOutdated = header.format !== "webp" || header.width > ORIGINAL_MAX_WIDTH;

  const [code, variants]: [FindingCode, string[]] =
    undecodable.length > 0
      ? ["undecodable", undecodable]
      : missing.length > 0
        ? ["variant-missing", missing]
        : outdated.length > 0
          ? ["variant-outdated", outdated]
          : originalOutdated
            ? ["original-outdated", ["original"]]
            : ["canonical", []];
  return { mediaId: row.id, code, variants, canRebuild: true, replace: [...undecodable, ...outdated] };
}

/**
 * What an inspection means for the image library's record of the store: a
 * variant that does not decode is as good as absent (a rebuild cuts it
 * again), an outdated file is still served, so it is whole.
 */
export function checkStatusOf(inspection: ImageInspection): CheckStatus {
  if (inspection.code === "file-missing") return "missing";
  if (inspection.code === "undecodable") return inspection.canRebuild ? "variants-missing" : "unreadable";
  if (inspection.code === "variant-missing") return "variants-missing";
  return "ok";
}

/** The inspections as the check statuses to record. */
export function checkedImagesOf(inspections: readonly ImageInspection[]): CheckedImage[] {
  return inspections.map((inspection) => ({ mediaId: inspection.mediaId, status: checkStatusOf(inspection) }));
}

/** Whether generation has something to cut for this image (a missing, outdated or undecodable variant). */
export function needsRebuild(inspection: ImageInspection): boolean {
  return inspection.canRebuild && ["undecodable", "variant-missing", "variant-outdated"].includes(inspection.code);
}

/** The stored images' findings, each with where it is used when something names it. */
export async function imageFindings(db: Db, inspections: readonly ImageInspection[]): Promise<Finding[]> {
  const usedBy = await referencesToMedia(
    db,
    inspections.map((inspection) => inspection.mediaId),
  );
  return inspections.map((inspection) => {
    const reference = usedBy.get(inspection.mediaId)?.[0];
    return {
      code: inspection.code,
      subject: "image",
      category: reference?.category ?? null,
      ownerLabel: reference?.ownerLabel ?? "",
      field: reference?.field ?? null,
      address: mediaUrl(inspection.mediaId),
      variants: inspection.variants,
      href: reference ? whereUsedHref(reference) : null,
    };
  });
}
