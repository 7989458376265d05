"use server";

import { revalidatePath } from "next/cache";
import { getViewer } from "@/features/access/viewer";
import { FAVOURITE_MESSAGES, setFavouriteFlow, type FavouriteResult } from "./flows";

/** The heart on a model's card or profile. Never throws: the button shows the message. */
export async function setFavouriteAction(input: { modelId: string; saved: boolean }): Promise<FavouriteResult> {
  try {
    const result = await setFavouriteFlow(await getViewer(), input);
    if (result.ok) revalidatePath("/account/favourites");
    return result;
  } catch (error) {
    console.error("[favourites] saving failed:", (error as Error)?.message);
    return { ok: false, error: FAVOURITE_MESSAGES.failed };
  }
}
