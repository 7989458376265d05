"use server";

import { getContentMessages } from "@/features/site-content/messages";
import { bannerOperations } from "./operations";

/**
 * Banner server actions (admin spec §2 screen 7, §4). Each call is
 * authorised, validated and audited by defineAdminAction; the failure
 * message comes in the admin's language.
 */

export async function createBanner(input: unknown) {
  return bannerOperations(await getContentMessages()).createBanner(input);
}

export async function updateBanner(input: unknown) {
  return bannerOperations(await getContentMessages()).updateBanner(input);
}

export async function deleteBanner(input: unknown) {
  return bannerOperations(await getContentMessages()).deleteBanner(input);
}

export async function uploadBannerImage(input: unknown) {
  return bannerOperations(await getContentMessages()).uploadBannerImage(input);
}
