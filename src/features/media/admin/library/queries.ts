import "server-only";
import { getDb } from "@/db";
import { lastCheckedAt } from "../../check-status";
import type { ImageLibraryParams } from "./list-params";
import { countImagesByKind, listImageLibraryPage, listModelChoices, type ImageKindCounters, type ImageLibraryPage, type ModelChoice } from "./list-query";

export type { ImageKindCounters, ImageLibraryPage, LibraryImage, ModelChoice } from "./list-query";

export interface ImageLibraryData {
  counters: ImageKindCounters;
  list: ImageLibraryPage;
  /** What the model filter offers. */
  models: ModelChoice[];
  /** When the newest store check was recorded (what the "broken" filter goes by), or null: never. */
  lastChecked: Date | null;
}

/** What the image library shows for a view: the kind tabs' counts, one page of images with their uses, the models to filter by, and the last check's time. */
export async function loadImageLibrary(params: ImageLibraryParams): Promise<ImageLibraryData> {
  const db = await getDb();
  const [counters, list, models, lastChecked] = await Promise.all([countImagesByKind(db), listImageLibraryPage(db, params), listModelChoices(db), lastCheckedAt(db)]);
  return { counters, list, models, lastChecked };
}
