import type { PageMetaInput } from "@/features/seo/metadata-core";
import { isValidImageUrl } from "@/lib/client/images";
import { isIndexableModel, type ModelAccessFields } from "@/features/access/policy";

/**
 * What the /models listing and a profile ask their head for, in one place:
 * the pages' generateMetadata and the page inventory (src/features/seo/admin/pages)
 * both call these, so the inventory shows the head the page really has.
 */

export const MODELS_PATH = "/models";
const MODELS_DESCRIPTION = "Browse verified companions across London by category, district and availability.";

export function listingTitle(category: string | undefined, district: string | undefined): string {
  if (category && district) return `${category} in ${district}`;
  if (category) return category;
  if (district) return `Models in ${district}`;
  return "Models";
}

/** One indexable listing: every filtered, sorted or paged variant is noindex (canonical stays /models). */
export function modelsListMetaInput(category?: string, district?: string, variant = false): PageMetaInput {
  return { path: MODELS_PATH, title: listingTitle(category, district), description: MODELS_DESCRIPTION, noindex: variant };
}

export interface ProfileMetaSource extends ModelAccessFields {
  id: string;
  name: string;
  /** The photo a signed-out visitor's card shows (visitorCardPhotos): the main image, else the first photo a visitor may see. */
  visitorImage: string | null;
  description: string;
  characteristics: string[];
  locationName: string | null;
}

export function profileTitle(model: Pick<ProfileMetaSource, "name" | "locationName">): string {
  return `${model.name}${model.locationName ? `, companion in ${model.locationName}` : ""}`;
}

/**
 * A profile's head. `open` is whether the viewer may open the profile: a
 * locked profile tells its name, district and teaser, nothing more.
 */
export function profileMetaInput(model: ProfileMetaSource, open: boolean): PageMetaInput {
  const indexable = isIndexableModel(model);
  const placeKeyword = model.locationName ? `${model.locationName} companion` : "London companion";
  return {
    path: `/models/${model.id}`,
    title: profileTitle(model),
    description:
      !open || model.membersOnly
        ? `${model.name}${model.locationName ? ` in ${model.locationName}` : ""}: a members-only profile. Sign in or apply for membership to view it.`
        : model.description,
    keywords: open ? [model.name, placeKeyword, ...model.characteristics] : [model.name, placeKeyword],
    // Only a photo every visitor may see: a visitor's card photo, and never
    // for members-only or hidden profiles, which get the default.
    image: indexable && isValidImageUrl(model.visitorImage) ? { url: model.visitorImage, alt: model.name } : null,
    // Members-only and hidden profiles stay out of search engines.
    noindex: !indexable,
    type: "profile",
  };
}
