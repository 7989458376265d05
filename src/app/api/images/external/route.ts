import { serveExternalImage } from "@/features/images/proxy/serve";

/**
 * Outside images that public pages show through our origin when System
 * Settings › Images has the image proxy on (decision 050). Only addresses the
 * server signed are fetched; the fetch follows the import's rules (decision 046).
 */
export async function GET(request: Request): Promise<Response> {
  return serveExternalImage(new URL(request.url));
}
