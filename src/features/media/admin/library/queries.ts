import "server-only";
import { getDb } from "@/db";
import type { ImageLibraryParams } from "./list-params";
import { countImagesByKind, listImageLibraryPage, type ImageKindCounters, type ImageLibraryPage } from "./list-query";

export type { ImageKindCounters, ImageLibraryPage, LibraryImage } from "./list-query";

export interface ImageLibraryData {
  counters: ImageKindCounters;
  list: ImageLibraryPage;
}

/** What the image library shows for a view: the kind tabs' counts and one page of images with their uses. */
export async function loadImageLibrary(params: ImageLibraryParams): Promise<ImageLibraryData> {
  const db = await getDb();
  const [counters, list] = await Promise.all([countImagesByKind(db), listImageLibraryPage(db, params)]);
  return { counters, list };
}
