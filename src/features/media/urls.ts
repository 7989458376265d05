/** Public URL of a stored file: always through the access-checked media route. */
export function mediaUrl(mediaId: string, variant: string = "original"): string {
  return `/api/media/${mediaId}/${variant}`;
}

const MEDIA_URL_RE = /^\/api\/media\/([0-9a-f-]{36})\/(original|w\d{2,4})$/;

/** The media id behind a media route URL, or null for anything else. */
export function parseMediaUrl(url: string): { mediaId: string; variant: string } | null {
  const match = MEDIA_URL_RE.exec(url);
  return match ? { mediaId: match[1], variant: match[2] } : null;
}

export function mediaStorageKey(purpose: string, mediaId: string, variant: string): string {
  return `${purpose}/${mediaId}/${variant}.webp`;
}
