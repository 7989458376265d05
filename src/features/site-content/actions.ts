"use server";

import { getContentMessages } from "./messages";
import { siteContentOperations } from "./operations";

/**
 * Site content server actions (admin spec §2 screen 8). Each call is
 * authorised, validated and audited by defineAdminAction; the failure
 * message comes in the admin's language.
 */

export async function updateSiteContent(input: unknown) {
  return siteContentOperations(await getContentMessages()).updateSiteContent(input);
}

export async function uploadContentImage(input: unknown) {
  return siteContentOperations(await getContentMessages()).uploadContentImage(input);
}
