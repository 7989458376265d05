/**
 * FAQ ordering rules. Pure, so the form and the server
 * action apply exactly the same ones.
 */

/** Generated district FAQs ("geo-…") belong to the location pages: hidden from, and untouchable in, the FAQ screen. */
export function isGeoFaq(id: string): boolean {
  return id.startsWith("geo-");
}

/** A new FAQ's default order is the number of FAQs the admin sees, plus 1. */
export function nextFaqOrder(visibleCount: number): number {
  return visibleCount + 1;
}

/**
 * The order input falls back to 0 when it is not a number. Decimals
 * are cut to whole numbers and negatives become 0 (order_index counts up from 0).
 */
export function parseOrderInput(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 0;
  const number = Math.trunc(Number(text));
  return Number.isSafeInteger(number) && number > 0 ? number : 0;
}
