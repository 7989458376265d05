"use server";

import { getDb } from "@/db";
import { getViewer } from "@/features/access/viewer";
import { defineAdminAction } from "@/features/admin/action";
import { importOutsideImages, pointReferencesHome, rebuildMissingVariants, saveRebuiltVariants } from "./fixes";
import { fixToLocalSchema, rebuildVariantsSchema } from "./schemas";
import { IMAGE_TOOLS_ACCESS } from "../image-tools";


/** What a fix answers: how many items went through and how many did not (the toast says both). */
export interface FixOutcome {
  succeeded: number;
  failed: number;
}

/** 'Failed to fix image' for one item, 'Bulk fix failed' for a selection. */
function failureKeyFor(count: (input: Record<string, unknown>) => number) {
  return (input: unknown) =>
    input && typeof input === "object" && count(input as Record<string, unknown>) > 1 ? ("adminContent.diagnostics.errors.bulkFix" as const) : ("adminContent.diagnostics.errors.fix" as const);
}

const lengthOf = (name: string) => (input: Record<string, unknown>) => (Array.isArray(input[name]) ? input[name].length : 0);

/**
 * "Rebuild variants": the missing width files cut again from each stored
 * original (before the transaction), then each media row's variant list
 * set, with one audit row per image. An image whose original is gone or
 * does not decode is counted as failed; the others go on.
 */
export const rebuildImageVariants = defineAdminAction({
  ...IMAGE_TOOLS_ACCESS,
  schema: rebuildVariantsSchema,
  failureKey: failureKeyFor(lengthOf("ids")),
  async prepare({ ids }) {
    return { ids, rebuilt: await rebuildMissingVariants(await getDb(), ids) };
  },
  async run({ ids, rebuilt }, { tx }) {
    const audit = await saveRebuiltVariants(tx, rebuilt);
    return { data: { succeeded: audit.length, failed: ids.length - audit.length } satisfies FixOutcome, audit };
  },
});

/**
 * "Fix to Local": each outside image imported through the safe import and
 * stored like an upload (before the transaction), then its column pointed
 * at the stored original, only if it still holds the address the page read;
 * one audit row per reference changed. A refused address, or a row changed
 * meanwhile, is counted as failed (an image already imported for it stays
 * in the library, unused, where it can be deleted).
 */
export const fixImagesToLocal = defineAdminAction({
  ...IMAGE_TOOLS_ACCESS,
  schema: fixToLocalSchema,
  failureKey: failureKeyFor(lengthOf("items")),
  async prepare({ items }) {
    const viewer = await getViewer();
    return { items, imported: await importOutsideImages(await getDb(), items, viewer.userId ?? null) };
  },
  async run({ items, imported }, { tx }) {
    const audit = await pointReferencesHome(tx, imported);
    return { data: { succeeded: audit.length, failed: items.length - audit.length } satisfies FixOutcome, audit };
  },
});
