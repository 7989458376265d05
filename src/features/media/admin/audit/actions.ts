"use server";

import { getDb } from "@/db";
import { getViewer } from "@/features/access/viewer";
import { defineAdminAction } from "@/features/admin/action";
import { pointReferencesHome, saveRebuiltVariants } from "../diagnostics/fixes";
import { auditBatch, nextSyncOffset, prepareGenerationSlice, prepareSyncSlice, probeStore, readAuditScope } from "./batches";
import { auditBatchSchema, imageSliceSchema, noInputSchema, outsideSliceSchema } from "./schemas";
import { IMAGE_TOOLS_ACCESS } from "../image-tools";

/**
 * The Image Pipeline Audit Report's calls, each one slice of the work
 * (decision 049). Every one checks the permission first, like any admin
 * action; the reads (counts, audit, store probe) change no row and write no
 * audit row; generation and the sync write one audit row per image rebuilt
 * or reference brought home, as Image Diagnostics' fixes do.
 */


/** The totals the progress bars count against. */
export const readImageAuditScope = defineAdminAction({
  ...IMAGE_TOOLS_ACCESS,
  schema: noInputSchema,
  failureKey: "adminContent.imageAudit.errors.audit",
  async prepare() {
    return readAuditScope(await getDb());
  },
  async run(scope) {
    return { data: scope, audit: [] };
  },
});

/** One slice of the audit: references, then stored images. A read: no audit row. */
export const auditImageBatch = defineAdminAction({
  ...IMAGE_TOOLS_ACCESS,
  schema: auditBatchSchema,
  failureKey: "adminContent.imageAudit.errors.audit",
  async prepare({ cursor }) {
    return auditBatch(await getDb(), cursor);
  },
  async run(batch) {
    return { data: batch, audit: [] };
  },
});

/** What a generation call answers: the spec's summary fields for its slice, and where the next one starts. */
export interface GenerationBatch {
  total: number;
  /** Canonical after the call: already so, or rebuilt. */
  successful: number;
  /** Rebuilt by this call. */
  updated: number;
  failed: number;
  next: string | null;
}

/**
 * Canonical image generation, one slice of stored images: the missing,
 * outdated or undecodable variants cut again from each original (before
 * the transaction), then each rebuilt image's variant list saved with one
 * audit row per image (`media.rebuild_variants`). An image already as the
 * pipeline makes it is successful, not updated; one whose original is gone
 * or does not decode has failed.
 */
export const generateCanonicalImages = defineAdminAction({
  ...IMAGE_TOOLS_ACCESS,
  schema: imageSliceSchema,
  failureKey: "adminContent.imageAudit.errors.generation",
  async prepare({ afterId }) {
    return prepareGenerationSlice(await getDb(), afterId);
  },
  async run(slice, { tx }) {
    const audit = await saveRebuiltVariants(tx, slice.rebuilt);
    const successful = slice.canonical + audit.length;
    return { data: { total: slice.total, successful, updated: audit.length, failed: slice.total - successful, next: slice.next } satisfies GenerationBatch, audit };
  },
});

/** What a sync call answers for its slice of outside references. */
export interface SyncBatch {
  read: number;
  broughtHome: number;
  failed: number;
  /** Outside addresses in a column that cannot be rewritten here (structured data's JSON): set them where they are used. */
  skipped: number;
  next: number | null;
}

/**
 * Sync and repair, its first half: one slice of outside references brought
 * home (Fix to Local, decision 048), one audit row per reference
 * (`media.fix_to_local`); a refused address or a row changed meanwhile is
 * counted as failed while the rest go on. The second half is generation.
 */
export const syncOutsideImages = defineAdminAction({
  ...IMAGE_TOOLS_ACCESS,
  schema: outsideSliceSchema,
  failureKey: "adminContent.imageAudit.errors.sync",
  async prepare({ offset }) {
    const viewer = await getViewer();
    return prepareSyncSlice(await getDb(), offset, viewer.userId ?? null);
  },
  async run(slice, { tx }) {
    const audit = await pointReferencesHome(tx, slice.imported);
    const data: SyncBatch = { read: slice.read, broughtHome: audit.length, failed: slice.tried - audit.length, skipped: slice.read - slice.tried, next: nextSyncOffset(slice, audit.length) };
    return { data, audit };
  },
});

/** The restoration's first phase: the store writes, reads back and deletes a probe file. No row changes. */
export const probeImageStore = defineAdminAction({
  ...IMAGE_TOOLS_ACCESS,
  schema: noInputSchema,
  failureKey: "adminContent.imageAudit.errors.restoration",
  async prepare() {
    return probeStore();
  },
  async run(probe) {
    return { data: probe, audit: [] };
  },
});
