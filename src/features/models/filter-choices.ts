import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { models } from "@/db/schema";
import { cached } from "@/lib/cache";

/**
 * What the /models nationality and language filters offer: the values the
 * listed models hold (hidden and trashed ones left out, so a filter never
 * names what no one may see), each once ignoring case, in alphabetical
 * order. Both are free to grow (an applicant's "Other language", a nationality
 * typed by staff), so the choices come from the data rather than a fixed list.
 */
export interface ModelFilterChoices {
  nationalities: string[];
  languages: string[];
}

/** Each value once, ignoring case and surrounding spaces, the first spelling kept; sorted for the select. */
export function distinctChoices(values: readonly (string | null)[]): string[] {
  const byKey = new Map<string, string>();
  for (const value of values) {
    const text = value?.trim();
    if (text && !byKey.has(text.toLocaleLowerCase("en-GB"))) byKey.set(text.toLocaleLowerCase("en-GB"), text);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en-GB"));
}

export const listModelFilterChoices = cached(
  "models:filter-choices",
  async (): Promise<ModelFilterChoices> => {
    const db = await getDb();
    const listed = and(isNull(models.deletedAt), eq(models.isHidden, false));
    const [nationalities, languages] = await Promise.all([
      db.selectDistinct({ value: models.nationality }).from(models).where(and(listed, isNotNull(models.nationality))),
      db.selectDistinct({ value: sql<string>`unnest(${models.languages})` }).from(models).where(listed),
    ]);
    return { nationalities: distinctChoices(nationalities.map((row) => row.value)), languages: distinctChoices(languages.map((row) => row.value)) };
  },
  { tags: ["models"], ttlSeconds: 300 },
);
