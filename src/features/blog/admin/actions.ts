"use server";

import { getContentMessages } from "@/features/site-content/messages";
import { blogOperations } from "./operations";

/**
 * Blog server actions (admin spec §2 screen 19). Each call is authorised,
 * validated and audited by defineAdminAction; the failure message comes in
 * the admin's language. The public blog's cache clears on the blog_posts
 * change notification, so /blog shows the change on the next request.
 */

export async function saveBlogPost(input: unknown) {
  return blogOperations(await getContentMessages()).saveBlogPost(input);
}

export async function deleteBlogPost(input: unknown) {
  return blogOperations(await getContentMessages()).deleteBlogPost(input);
}
