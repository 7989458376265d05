import type { ByteRange } from "./store";

/** What a `Range` header asks of an object of a given size (RFC 9110, "Range Requests"). */
export type RangeAnswer = { kind: "whole" } | { kind: "part"; range: ByteRange } | { kind: "unsatisfiable" };

const WHOLE: RangeAnswer = { kind: "whole" };
const UNSATISFIABLE: RangeAnswer = { kind: "unsatisfiable" };
// Up to 15 digits: every size a safe integer can hold, and no more.
const SPEC_RE = /^(\d{1,15})?-(\d{1,15})?$/;

/**
 * One byte range, resolved against the object's size. A header this server
 * does not serve (another unit, several ranges, bad syntax) is ignored and
 * the whole object is sent, as RFC 9110 allows; a well-formed range that
 * starts past the end, or a suffix of 0 bytes, cannot be satisfied (416).
 */
export function resolveRangeHeader(header: string | null, size: number): RangeAnswer {
  if (header === null) return WHOLE;
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (!match || match[1].includes(",")) return WHOLE;
  const spec = SPEC_RE.exec(match[1].trim());
  if (!spec) return WHOLE;
  const [, first, last] = spec;
  if (first === undefined && last === undefined) return WHOLE;

  if (first === undefined) {
    // "-n": the last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { kind: "part", range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== undefined && Number(last) < start) return WHOLE; // invalid: ignored
  if (start >= size) return UNSATISFIABLE;
  const end = last === undefined ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: "part", range: { start, end } };
}
