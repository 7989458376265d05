/**
 * One source for a model's prices: the four whole-pound figures of
 * `models.pricing`. An empty figure means the model does not offer that
 * duration; with no figure at all the site says the rates are on request.
 * Every price the site shows (cards, the profile's rates, the Models list)
 * is derived here or from `fromPriceSql`, never typed as free text
 * (decision 034).
 */
import type { ModelPricing } from "@/db/schema";

/** The durations a client books on their own, shortest first (the additional hour only extends a booking). */
const BOOKABLE = ["oneHour", "twoHours", "threeHours"] as const satisfies readonly (keyof ModelPricing)[];

const LABELS: Record<keyof ModelPricing, string> = {
  oneHour: "1 hour",
  twoHours: "2 hours",
  threeHours: "3 hours",
  additionalHour: "Additional hour",
};

const ORDER: (keyof ModelPricing)[] = ["oneHour", "twoHours", "threeHours", "additionalHour"];

export function formatPounds(amount: number): string {
  return `£${amount.toLocaleString("en-GB")}`;
}

/**
 * The cheapest booking the model offers: the lowest of the 1, 2 and 3 hour
 * figures, null when none is set. `fromPriceSql` is the same rule in SQL
 * (the list's price order).
 */
export function priceFrom(pricing: ModelPricing): number | null {
  const offered = BOOKABLE.map((key) => pricing[key]).filter((amount): amount is number => amount !== null && amount !== undefined);
  return offered.length ? Math.min(...offered) : null;
}

/** What a card and the profile's summary say: "from £300", or "Rates on request" with no figure set. */
export function priceFromLabel(amount: number | null): string {
  return amount === null ? "Rates on request" : `from ${formatPounds(amount)}`;
}

/** The profile's rates table: only the durations offered, in the agency's order. */
export function offeredRates(pricing: ModelPricing): { label: string; amount: number }[] {
  return ORDER.flatMap((key) => {
    const amount = pricing[key];
    return amount === null || amount === undefined ? [] : [{ label: LABELS[key], amount }];
  });
}
