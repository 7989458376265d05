import type { ResponsiveImage } from "@/features/media/responsive-image";

/** One "browse by preference" tile, as the server renders it and GET /api/preference-categories returns it. */
export interface PreferenceTile {
  id: string;
  name: string;
  href: string;
  imageAlt: string;
  image: ResponsiveImage | null;
}

/** The toast text, also shown inline when the server read fails. */
export const CATEGORIES_LOAD_FAILED = "Failed to load categories";
