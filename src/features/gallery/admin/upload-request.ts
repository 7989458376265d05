import type { ActionResult } from "@/features/admin/action";
import type { UploadItem, UploadResult } from "./upload-queue";

/**
 * Sends one queued photo to POST /api/admin/models/{id}/gallery with an
 * XMLHttpRequest, the one browser API that reports upload progress (a
 * fetch or a server action does not). The route runs the very same
 * uploadGalleryPhoto action (same permission, validation, transaction and
 * audit). The bytes sent count for 90 % of the bar; the last 10 % is the
 * server storing the photo, so 100 % means stored, not merely sent.
 */
export function sendGalleryPhoto<Data>(
  modelId: string,
  item: UploadItem,
  visibility: string,
  { onProgress, networkMessage }: { onProgress: (percent: number) => void; networkMessage: string },
): Promise<{ result: UploadResult; data?: Data }> {
  const form = new FormData();
  form.set("file", item.file);
  form.set("visibility", visibility);
  if (item.squareCrop) form.set("squareCrop", JSON.stringify(item.squareCrop));
  if (item.portraitCrop) form.set("portraitCrop", JSON.stringify(item.portraitCrop));

  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/admin/models/${encodeURIComponent(modelId)}/gallery`);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 90);
    });
    request.addEventListener("load", () => {
      const body = request.response as ActionResult<Data> | null;
      if (body && typeof body === "object" && "ok" in body) {
        resolve(body.ok ? { result: { ok: true }, data: body.data } : { result: { ok: false, message: body.error } });
        return;
      }
      resolve({ result: { ok: false, message: networkMessage } });
    });
    const failed = () => resolve({ result: { ok: false, message: networkMessage } });
    request.addEventListener("error", failed);
    request.addEventListener("abort", failed);
    request.addEventListener("timeout", failed);
    request.send(form);
  });
}
