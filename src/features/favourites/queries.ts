import "server-only";
import { and, desc, eq, exists, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { locations, memberFavourites, modelGallery, models } from "@/db/schema";
import { canListModel, canOpenModel, type Viewer } from "@/features/access/policy";
import { describeImages } from "@/features/media/responsive-image";

/** The ids of the models this account has saved, newest first. Never cached: it is one person's data. */
export async function listFavouriteIds(userId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ modelId: memberFavourites.modelId })
    .from(memberFavourites)
    .where(eq(memberFavourites.userId, userId))
    .orderBy(desc(memberFavourites.createdAt));
  return rows.map((row) => row.modelId);
}

/** A saved model as a card: the same shape the directory's cards take (src/features/models/list.ts), without importing that domain. */
export interface FavouriteCard {
  id: string;
  name: string;
  age: number | null;
  locationName: string | null;
  locationSlug: string | null;
  priceFrom: number | null;
  price: string;
  availability: "available" | "busy" | "unavailable" | null;
  image: string | null;
  imageSrcSet: string;
  membersOnly: boolean;
  locked: boolean;
}

const oneHourPrice = sql<number | null>`nullif(${models.pricing}->>'oneHour', '')::int`;

/**
 * The saved models as cards, as this viewer may see them now: a model that
 * has since been hidden is left out (unless the viewer is an admin), one in
 * the trash is left out for everyone (it comes back if it is restored), one
 * made members-only shows locked to a viewer who may not open it, and one
 * without a photo is left out as it is everywhere on the public site.
 */
export async function listFavouriteCards(viewer: Viewer): Promise<FavouriteCard[]> {
  if (!viewer.userId) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: models.id,
      name: models.name,
      age: models.age,
      locationName: locations.name,
      locationSlug: locations.slug,
      priceFrom: oneHourPrice,
      price: models.price,
      availability: models.availability,
      image: models.image,
      membersOnly: models.membersOnly,
      allPhotosPublic: models.allPhotosPublic,
      isHidden: models.isHidden,
      deletedAt: models.deletedAt,
    })
    .from(memberFavourites)
    .innerJoin(models, eq(models.id, memberFavourites.modelId))
    .leftJoin(locations, eq(locations.id, models.locationId))
    .where(
      and(
        eq(memberFavourites.userId, viewer.userId),
        exists(db.select({ one: sql`1` }).from(modelGallery).where(eq(modelGallery.modelId, models.id))),
      ),
    )
    .orderBy(desc(memberFavourites.createdAt));
  const listed = rows.filter((row) => canListModel(viewer, row));
  const images = await describeImages(
    listed.flatMap((row) => (row.image ? [row.image] : [])),
    { width: 600, height: 800 },
  );
  return listed.map(({ allPhotosPublic, isHidden, deletedAt, ...row }) => ({
    ...row,
    priceFrom: row.priceFrom === null ? null : Number(row.priceFrom),
    imageSrcSet: row.image ? (images.get(row.image)?.srcSet ?? "") : "",
    locked: !canOpenModel(viewer, { membersOnly: row.membersOnly, allPhotosPublic, isHidden, deletedAt }),
  }));
}
