"use server";

import { getContentMessages } from "@/features/site-content/messages";
import { faqOperations } from "./operations";

/**
 * FAQ server actions (admin spec §2 screen 9). Each call is authorised,
 * validated and audited by defineAdminAction; the failure message comes in
 * the admin's language. Public FAQ lists update through the faqs table's
 * change notification (cache tags and the FAQ page's live reload).
 */

export async function createFaq(input: unknown) {
  return faqOperations(await getContentMessages()).createFaq(input);
}

export async function updateFaq(input: unknown) {
  return faqOperations(await getContentMessages()).updateFaq(input);
}

export async function deleteFaq(input: unknown) {
  return faqOperations(await getContentMessages()).deleteFaq(input);
}
