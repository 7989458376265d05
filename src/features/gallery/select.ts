export interface GalleryPhoto {
  id: string;
  imageUrl: string;
  caption: string;
  visibility: string;
  /**
   * Renditions the media route has for this photo (name and width), when the
   * photo is a stored file: lets the browser pick a smaller one without
   * guessing a URL that might not exist. Unknown for external images.
   */
  variants?: { name: string; width: number }[];
}

/**
 * Photos with the same image_url collapse to the first; with no photo at all
 * the model's main image shows, captioned with the model's name (spec §6).
 */
export function finaliseGallery(
  photos: GalleryPhoto[],
  model: { id: string; name: string; image: string | null },
): GalleryPhoto[] {
  const seen = new Set<string>();
  const unique = photos.filter((p) => {
    if (seen.has(p.imageUrl)) return false;
    seen.add(p.imageUrl);
    return true;
  });
  if (unique.length > 0) return unique;
  if (!model.image) return [];
  return [{ id: `${model.id}-main`, imageUrl: model.image, caption: model.name, visibility: "public" }];
}
