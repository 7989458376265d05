import type { CroppedRendering, GalleryPhoto } from "./select";

/**
 * Reloading the gallery in the browser (it reloads when a window event
 * named galleryUpdated fires; its messages are in English, as the whole
 * public site).
 */
export const GALLERY_UPDATED_EVENT = "galleryUpdated";

export const GALLERY_MESSAGES = {
  loadFailed: "Failed to load model data",
  notFound: "Model not found",
  unknown: "Unknown error",
  panelTitle: "Couldn't load the gallery",
  mobileHint: "Mobile mode detected – check your connection",
  loading: "Loading gallery…",
} as const;

/** A failure whose message is already the one to show. */
export class GalleryLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GalleryLoadError";
  }
}

/** An error's own message, or "Unknown error" when it is not an error object (or has none). */
export function galleryErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return GALLERY_MESSAGES.unknown;
}

function isVariant(value: unknown): value is { name: string; width: number } {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === "string" && typeof v.width === "number";
}

/** A crop in an API body, or undefined when absent or malformed (the original is shown then). */
function toCrop(value: unknown): CroppedRendering | undefined {
  if (!value || typeof value !== "object") return undefined;
  const c = value as Record<string, unknown>;
  if (typeof c.imageUrl !== "string" || !Array.isArray(c.variants)) return undefined;
  return { imageUrl: c.imageUrl, variants: c.variants.filter(isVariant).map(({ name, width }) => ({ name, width })) };
}

function toPhoto(value: unknown): GalleryPhoto | null {
  if (!value || typeof value !== "object") return null;
  const p = value as Record<string, unknown>;
  if (typeof p.id !== "string" || typeof p.imageUrl !== "string") return null;
  return {
    id: p.id,
    imageUrl: p.imageUrl,
    caption: typeof p.caption === "string" ? p.caption : "",
    visibility: typeof p.visibility === "string" ? p.visibility : "public",
    variants: Array.isArray(p.variants) ? p.variants.filter(isVariant).map(({ name, width }) => ({ name, width })) : undefined,
    square: toCrop(p.square),
    portrait: toCrop(p.portrait),
  };
}

/** The photos in a gallery API body; throws "Failed to load model data" for anything malformed. */
export function parseGalleryBody(body: unknown): GalleryPhoto[] {
  const photos = body && typeof body === "object" ? (body as { photos?: unknown }).photos : undefined;
  if (!Array.isArray(photos)) throw new GalleryLoadError(GALLERY_MESSAGES.loadFailed);
  const parsed = photos.map(toPhoto);
  if (parsed.some((p) => p === null)) throw new GalleryLoadError(GALLERY_MESSAGES.loadFailed);
  return parsed as GalleryPhoto[];
}

/**
 * The photos this viewer may see, fresh from the server (the same access
 * check as the page). 404 means the model is gone or no longer open to this
 * viewer ("Model not found"); any other failed answer is "Failed to load
 * model data"; a network failure keeps its own message.
 */
export async function fetchGallery(
  modelId: string,
  { signal, fetchImpl = fetch }: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<GalleryPhoto[]> {
  const response = await fetchImpl(`/api/models/${encodeURIComponent(modelId)}/gallery`, {
    cache: "no-store",
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    signal,
  });
  if (response.status === 404) throw new GalleryLoadError(GALLERY_MESSAGES.notFound);
  if (!response.ok) throw new GalleryLoadError(GALLERY_MESSAGES.loadFailed);
  const body: unknown = await response.json().catch(() => null);
  return parseGalleryBody(body);
}
