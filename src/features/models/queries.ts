import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db";
import { locations, models } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { visitorCardPhotos } from "./card-photo-query";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a profile shows, with what the access policy needs to decide who may open it. */
export const profileColumns = {
  ...columnsOf(models, ["id", "name", "age", "image", "description", "availability", "height", "measurements", "hair", "eyes", "nationality", "languages", "education", "interests", "services", "characteristics", "pricing", "minBookingMinutes", "travelSupplement", "rating", "membersOnly", "allPhotosPublic", "isHidden", "deletedAt"]),
  locationName: locations.name,
  locationSlug: locations.slug,
};

/**
 * One profile with its district; null for an unknown or malformed id. A model
 * in the trash is returned with its deletedAt so the access policy refuses it
 * (the page answers 404) by the same rule every other read uses. Read once
 * per request: a profile's metadata and its page both ask for it.
 */
export const getModelProfile = cache(async (id: string) => {
  if (!UUID_RE.test(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select(profileColumns)
    .from(models)
    .leftJoin(locations, eq(locations.id, models.locationId))
    .where(eq(models.id, id));
  return row ?? null;
});

export type ModelProfile = NonNullable<Awaited<ReturnType<typeof getModelProfile>>>;

/** The photo a signed-out visitor's card of this model shows (the profile's Open Graph image). */
export async function getVisitorCardPhoto(model: Pick<ModelProfile, "id" | "image" | "membersOnly" | "allPhotosPublic" | "isHidden" | "deletedAt">): Promise<string | null> {
  return (await visitorCardPhotos(await getDb(), [model])).get(model.id) ?? null;
}
