/**
 * Why an image import was refused: typed codes, each mapped once to a
 * message in both admin languages (adminContent.imageImport.refusals).
 */
export const IMPORT_REFUSALS = [
  "not_http",
  "credentials",
  "private_address",
  "dns_failed",
  "too_many_redirects",
  "too_large",
  "not_image",
  "timeout",
  "http_error",
  "connection_failed",
] as const;

export type ImportRefusal = (typeof IMPORT_REFUSALS)[number];

/** Thrown inside the import (from the lookup, a hop or the body reader) and turned into a result at its edge. */
export class ImportRefused extends Error {
  constructor(
    readonly code: ImportRefusal,
    /** The HTTP status, for http_error. */
    readonly status?: number,
  ) {
    super(`image import refused: ${code}${status ? ` (${status})` : ""}`);
    this.name = "ImportRefused";
  }
}
