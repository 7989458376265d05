"use server";

import * as mutations from "./mutations";

/** Category landing pages: the browser's entry point (authorises and validates itself). */
export async function updateCategoryPage(input: unknown) {
  return mutations.updateCategoryPage(input);
}
