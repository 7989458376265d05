import { eq, inArray } from "drizzle-orm";
import type { Transaction } from "@/db";
import { locations, media, modelApplications, modelGallery, models } from "@/db/schema";
import { ActionFailure, type AuditRecord } from "@/features/admin/action";
import { mediaUrl } from "@/features/media/urls";
import { uniqueLanguages } from "@/features/models/languages";
import { districtForPreference, type ApplicationStatus } from "../rules";
import { readApplicationRecord, type ApplicationRecord } from "./list-query";

/**
 * The writes behind the applications actions (actions.ts may export only the
 * actions themselves). Each runs inside the action's transaction.
 */

export const APPLICATION_ENTITY = "model_application";

/** The application, locked for the change; a missing one is 'not found'. */
export async function lockApplication(tx: Transaction, id: string): Promise<ApplicationRecord> {
  const [locked] = await tx.select({ id: modelApplications.id }).from(modelApplications).where(eq(modelApplications.id, id)).for("update");
  const record = locked ? await readApplicationRecord(tx, id) : undefined;
  if (!record) throw new ActionFailure("not_found", "adminModels.applications.errors.notFound");
  return record as ApplicationRecord & { status: ApplicationStatus };
}

/** The audit row of a change. Named after the applicant; contact details are never in it (the audit log is read by more staff). */
export function applicationAudit(
  application: Pick<ApplicationRecord, "id" | "fullName">,
  { action, before, after }: { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null },
): AuditRecord {
  const name = application.fullName;
  return {
    action,
    entityType: APPLICATION_ENTITY,
    entityId: application.id,
    ...(before ? { oldValues: { name, ...before } } : {}),
    ...(after ? { newValues: { name, ...after } } : {}),
  };
}

/** The converted application's defaults: '£300/hour' is the one-hour price, shown from the figure (decision 034). */
export const CONVERTED_MODEL_DEFAULTS = {
  pricing: { oneHour: 300, twoHours: null, threeHours: null, additionalHour: null },
  rating: 5,
  reviewsCount: 0,
} as const;

/** The district for the applicant's preferred area (none = shown as "London"; rules.ts districtForPreference). */
async function districtIdFor(tx: Transaction, preference: string | null): Promise<number | null> {
  if (!preference) return null;
  const districts = await tx.select({ id: locations.id, name: locations.name, slug: locations.slug }).from(locations);
  return districtForPreference(preference, districts)?.id ?? null;
}

export interface ConvertedModel {
  modelId: string;
  name: string;
  photoCount: number;
}

/**
 * Creates the model from an approved application: the conversion defaults, the
 * applicant's name, age, appearance, nationality and languages ("Other
 * language" joins the ticked ones), and the remaining photos as its
 * public gallery in the applicant's order, the first also as the main image,
 * so the profile is live at once. The photos' media rows change purpose from
 * "application" to "gallery", from which point the gallery access rules serve
 * them (src/features/media/access.ts). One transaction with the caller's: if
 * any step fails nothing is written.
 */
export async function createModelFromApplication(tx: Transaction, application: ApplicationRecord): Promise<ConvertedModel> {
  const photos = application.photos;
  const [model] = await tx
    .insert(models)
    .values({
      name: application.fullName,
      age: application.age,
      locationId: await districtIdFor(tx, application.locationPreference),
      ...CONVERTED_MODEL_DEFAULTS,
      pricing: { ...CONVERTED_MODEL_DEFAULTS.pricing },
      height: application.height,
      measurements: application.measurements,
      hair: application.hairColor,
      eyes: application.eyeColor,
      nationality: application.nationality,
      languages: uniqueLanguages([...application.languages, ...(application.otherLanguage ? [application.otherLanguage] : [])]),
      interests: application.interests,
      image: photos[0] ? mediaUrl(photos[0]) : null,
      imageMediaId: photos[0] ?? null,
    })
    .returning({ id: models.id, name: models.name });

  if (photos.length > 0) {
    await tx.insert(modelGallery).values(
      photos.map((mediaId, orderIndex) => ({ modelId: model.id, mediaId, imageUrl: mediaUrl(mediaId), orderIndex, visibility: "public" as const })),
    );
    const moved = await tx.update(media).set({ purpose: "gallery" }).where(inArray(media.id, [...photos])).returning({ id: media.id });
    if (moved.length !== photos.length) throw new ActionFailure("invalid", "adminModels.applications.errors.photoMissing");
  }

  await tx.update(modelApplications).set({ convertedModelId: model.id }).where(eq(modelApplications.id, application.id));
  return { modelId: model.id, name: model.name, photoCount: photos.length };
}
