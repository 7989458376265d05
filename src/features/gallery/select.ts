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
  /**
   * The photo's 3:4 crop (main photo) and 1:1 crop (thumbnails), when the
   * admin cut one (gallery manager): its own stored file, with the same
   * names-and-widths list. Absent: the original is shown, as before.
   */
  portrait?: CroppedRendering;
  square?: CroppedRendering;
}

/** A crop's address (the access-checked media route) and its renditions. Never a storage key. */
export interface CroppedRendering {
  imageUrl: string;
  variants: { name: string; width: number }[];
}

/**
 * Photos with the same image_url collapse to the first; with no photo at all
 * the model's main image shows, captioned with the model's name.
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
