/**
 * Paging arithmetic shared by the admin lists and the public pages. Pure, so
 * a list query, a page component and a bench agree on what "page 3" means.
 */

/** Pages for `total` rows (at least 1), the page clamped into them, and the first row's offset. */
export function pageWindow(total: number, page: number, size: number): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, offset: (current - 1) * size };
}

/**
 * The page numbers a numbered pager shows: the first and last, the current
 * page and its neighbours, with null for a gap ("…").
 *
 * `roomy` (the models directory) shows every page up to seven, five numbers
 * near either end, and a single missing page rather than a gap; the compact
 * form (a category's models) shows only the neighbours, so it fits beside a
 * section. Both stay as they are because visitors already know them.
 */
export function pageNumbers(current: number, count: number, { roomy = true }: { roomy?: boolean } = {}): (number | null)[] {
  if (roomy && count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const wanted = [1, count, current - 1, current, current + 1];
  if (roomy && current <= 3) wanted.push(2, 3, 4);
  if (roomy && current >= count - 2) wanted.push(count - 3, count - 2, count - 1);
  const pages = [...new Set(wanted.filter((n) => n >= 1 && n <= count))].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  let previous = 0;
  for (const n of pages) {
    const step = n - previous;
    if (roomy && step === 2) out.push(previous + 1);
    else if (step >= 2) out.push(null);
    out.push(n);
    previous = n;
  }
  return out;
}
