import { MAX_UPLOAD_BYTES } from "@/lib/upload-limits.mjs";

/**
 * The browser-side check before an image upload: an image
 * type, at most 10 MB (src/lib/upload-limits.mjs). The server checks again,
 * by magic bytes, whatever the browser said (src/features/images/process.ts).
 */

export type ImageFileProblem = "notImage" | "tooLarge";

export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!file.type.startsWith("image/")) return "notImage";
  if (file.size > MAX_UPLOAD_BYTES) return "tooLarge";
  return null;
}
