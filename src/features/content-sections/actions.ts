"use server";

import { updateContentSection } from "./update";

/**
 * One server function per prefixed area, all backed by the same action
 * (update.ts): each accepts only sections with its own prefix.
 */
export async function updateCharacteristicsContent(input: unknown) {
  return updateContentSection("characteristics", input);
}

export async function updateServicesContent(input: unknown) {
  return updateContentSection("services", input);
}

export async function updateLocationsContent(input: unknown) {
  return updateContentSection("locations", input);
}
