"use server";

import * as mutations from "./mutations";

/** District landing pages: the browser's entry point (authorises and validates itself). */
export async function updateDistrictPage(input: unknown) {
  return mutations.updateDistrictPage(input);
}
