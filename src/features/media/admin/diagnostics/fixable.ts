import type { DiagnosedReference } from "./list-query";

/**
 * What can be fixed from the page, and how: variants cut again from a stored
 * original, or an outside image brought home into a column that holds one
 * plain address. Pure; the list and the screen share it.
 */
export type FixKind = "rebuild" | "fix-to-local";

export function fixKindOf(reference: DiagnosedReference): FixKind | null {
  if (reference.status === "variants-missing" && reference.mediaId) return "rebuild";
  if (reference.status === "external" && reference.writable) return "fix-to-local";
  return null;
}

/** A reference's key on the page: the same row and column may name several images (structured data). */
export function referenceKey(reference: Pick<DiagnosedReference, "category" | "ownerId" | "field" | "address">): string {
  return `${reference.category}:${reference.ownerId}:${reference.field}:${reference.address}`;
}
