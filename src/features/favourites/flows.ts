import "server-only";
import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db";
import { memberFavourites, models } from "@/db/schema";
import { canListModel, type Viewer } from "@/features/access/policy";
import { MAX_FAVOURITES, mayKeepFavourites } from "./rules";

export const FAVOURITE_MESSAGES = {
  signIn: "Sign in to save favourites.",
  notAllowed: "Favourites are for approved members.",
  notFound: "This model is no longer listed.",
  tooMany: `You can keep up to ${MAX_FAVOURITES} favourites. Remove one to save another.`,
  invalid: "That request was not understood. Please reload the page.",
  failed: "Your favourites could not be saved just now. Please try again.",
} as const;

export type FavouriteResult = { ok: true; saved: boolean } | { ok: false; error: string };

export const setFavouriteSchema = z.object({ modelId: z.string().uuid(), saved: z.boolean() }).strict();

/**
 * Saves or removes one favourite for the signed-in member. Saving needs a
 * model this viewer may see listed; removing always works (a model that was
 * hidden since can still leave the list). Both are idempotent, so a double
 * click or a second tab changes nothing twice.
 */
export async function setFavouriteFlow(viewer: Viewer, input: unknown): Promise<FavouriteResult> {
  if (!viewer.userId) return { ok: false, error: FAVOURITE_MESSAGES.signIn };
  if (!mayKeepFavourites(viewer)) return { ok: false, error: FAVOURITE_MESSAGES.notAllowed };
  const parsed = setFavouriteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: FAVOURITE_MESSAGES.invalid };
  const { modelId, saved } = parsed.data;
  const userId = viewer.userId;
  const db = await getDb();

  if (!saved) {
    await db.delete(memberFavourites).where(and(eq(memberFavourites.userId, userId), eq(memberFavourites.modelId, modelId)));
    return { ok: true, saved: false };
  }

  return db.transaction(async (tx) => {
    const [model] = await tx
      .select({ membersOnly: models.membersOnly, allPhotosPublic: models.allPhotosPublic, isHidden: models.isHidden, deletedAt: models.deletedAt })
      .from(models)
      .where(eq(models.id, modelId));
    if (!model || !canListModel(viewer, model)) return { ok: false, error: FAVOURITE_MESSAGES.notFound } as const;
    const [held] = await tx.select({ n: count() }).from(memberFavourites).where(eq(memberFavourites.userId, userId));
    if ((held?.n ?? 0) >= MAX_FAVOURITES) return { ok: false, error: FAVOURITE_MESSAGES.tooMany } as const;
    await tx.insert(memberFavourites).values({ userId, modelId }).onConflictDoNothing();
    return { ok: true, saved: true } as const;
  });
}
