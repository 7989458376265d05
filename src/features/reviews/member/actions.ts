"use server";

import { revalidatePath } from "next/cache";
import { getViewer } from "@/features/access/viewer";
import type { AuthActionResult, AuthActionState } from "@/features/auth/action-types";
import { MEMBER_REVIEW_MESSAGES, saveMemberReviewFlow } from "./flows";

/** The review form on a model's profile. Never throws: the form shows the message and keeps what was typed. */
export async function saveMemberReviewAction(_prev: AuthActionState, formData: FormData): Promise<AuthActionResult> {
  try {
    const result = await saveMemberReviewFlow(await getViewer(), formData);
    const modelId = formData.get("modelId");
    if (result.ok && typeof modelId === "string") revalidatePath(`/models/${modelId}`);
    return result;
  } catch (error) {
    console.error("[reviews] saving a member's review failed:", (error as Error)?.message);
    return { ok: false, error: MEMBER_REVIEW_MESSAGES.failed };
  }
}
