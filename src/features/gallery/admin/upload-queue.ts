/**
 * The batch upload queue (pending, uploading, success or error; at most 10 files of 10 MB),
 * kept pure so its rules are unit-tested apart from React and the network:
 * which files are refused before sending (type, 10 MB, 10 per batch), the
 * item states pending → uploading → success | error, and a runner that
 * sends at most 3 files at a time, one file per request (the server action
 * and route body limit is 11 MB, so one 10 MB photo fits and two do not).
 */
import type { PercentRect } from "@/lib/crop-rules";
import { MAX_UPLOAD_BYTES } from "@/lib/upload-limits.mjs";

export const BATCH_LIMITS = {
  /** 'Máximo {n} imagens por vez'. */
  maxFiles: 10,
  /** 'Arquivo muito grande. Máximo 10MB por imagem.' */
  maxBytes: MAX_UPLOAD_BYTES,
  /** Uploads in flight at once. */
  concurrency: 3,
} as const;

/** What the file picker accepts; the server checks the magic bytes whatever the browser says. */
export const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export type UploadStatus = "pending" | "uploading" | "success" | "error";

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  /** 0–100. */
  progress: number;
  /** The server's message for an item in error (in the admin's language). */
  message?: string;
  /** Chosen in the cropper before sending; sent with the file and kept with the photo. */
  squareCrop?: PercentRect;
  portraitCrop?: PercentRect;
}

export type SkipReason = "type" | "size" | "count";

export interface BatchChoice {
  accepted: File[];
  skipped: { file: File; reason: SkipReason }[];
}

/**
 * Splits the chosen files: a non-image or a file over 10 MB is skipped with
 * its reason; past the 10th valid file (counting those already queued) the
 * rest are skipped as too many.
 */
export function chooseBatch(files: readonly File[], alreadyQueued = 0): BatchChoice {
  const accepted: File[] = [];
  const skipped: BatchChoice["skipped"] = [];
  for (const file of files) {
    if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) skipped.push({ file, reason: "type" });
    else if (file.size > BATCH_LIMITS.maxBytes) skipped.push({ file, reason: "size" });
    else if (alreadyQueued + accepted.length >= BATCH_LIMITS.maxFiles) skipped.push({ file, reason: "count" });
    else accepted.push(file);
  }
  return { accepted, skipped };
}

export function pendingItem(id: string, file: File): UploadItem {
  return { id, file, status: "pending", progress: 0 };
}

/** Items after one of them changed (immutably: React state). */
export function updateItem(items: readonly UploadItem[], id: string, change: Partial<UploadItem>): UploadItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...change } : item));
}

export interface BatchSummary {
  succeeded: number;
  failed: number;
}

export function summarise(items: readonly UploadItem[]): BatchSummary {
  return {
    succeeded: items.filter((item) => item.status === "success").length,
    failed: items.filter((item) => item.status === "error").length,
  };
}

/** The toast a finished batch earns: all good, some failed, or none sent. */
export function batchOutcome(summary: BatchSummary): "allSucceeded" | "someFailed" | "noneSucceeded" {
  if (summary.succeeded === 0) return "noneSucceeded";
  return summary.failed > 0 ? "someFailed" : "allSucceeded";
}

export type UploadResult = { ok: true } | { ok: false; message: string };

/**
 * Sends every item through `upload`, at most `concurrency` at once, telling
 * `onChange` each state change. An item's failure never stops the others.
 * Resolves with each item's final state, in the items' order.
 */
export async function runQueue(
  items: readonly UploadItem[],
  upload: (item: UploadItem, onProgress: (percent: number) => void) => Promise<UploadResult>,
  onChange: (id: string, change: Partial<UploadItem>) => void,
  concurrency: number = BATCH_LIMITS.concurrency,
): Promise<UploadItem[]> {
  const results = items.map((item) => ({ ...item }));
  let next = 0;
  const report = (index: number, change: Partial<UploadItem>) => {
    Object.assign(results[index], change);
    onChange(results[index].id, change);
  };
  async function worker(): Promise<void> {
    while (next < results.length) {
      const index = next++;
      report(index, { status: "uploading", progress: 0, message: undefined });
      let outcome: UploadResult;
      try {
        outcome = await upload(results[index], (percent) => report(index, { progress: Math.max(0, Math.min(100, Math.round(percent))) }));
      } catch (error) {
        outcome = { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
      report(index, outcome.ok ? { status: "success", progress: 100 } : { status: "error", message: outcome.message });
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, results.length)) }, worker));
  return results;
}
