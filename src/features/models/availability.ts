import type { ModelAvailability } from "@/db/schema";

export const AVAILABILITY_LABELS = {
  available: "Available",
  busy: "Busy",
  unavailable: "Unavailable",
} as const;

/** The public label; an unset availability says nothing rather than "Not set". */
export function availabilityLabel(value: ModelAvailability | null): string | null {
  return value ? AVAILABILITY_LABELS[value] : null;
}

/** What a card says when the agency has not set the availability: every open card has the line, so rows line up. */
export const AVAILABILITY_UNSET_CARD_LABEL = "Ask for availability";
