import { hasPermission } from "@/features/access/policy";
import { resolveViewerFromHeaders } from "@/features/access/viewer";
import { getAdminTranslator } from "@/features/admin/locale";
import { needsTwoFactorSetUp } from "@/features/auth/two-factor/requirement";
import { loadMigrationViews } from "@/features/media/admin/migration/queries";
import { serverSentEvents } from "@/lib/server-sent-events";

const PERMISSION = "admin.images.manage" as const;
/** How often the jobs are read: the job rows are the progress, written by whichever server runs the job. */
const POLL_MS = 1_000;

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * Bulk Image Migration's progress as server-sent events: a `jobs` event
 * with the latest job of each scope whenever one changes (read from the
 * database, so a job run by another instance streams the same). The
 * permission is checked here, as every page and action does; reading
 * changes nothing, so no audit entry.
 */
export async function GET(request: Request): Promise<Response> {
  const viewer = await resolveViewerFromHeaders(request.headers);
  const shell = await getAdminTranslator("adminShell");
  if (!viewer.userId) return plain(401, shell("actionErrors.unauthenticated"));
  if (!hasPermission(viewer, PERMISSION)) return plain(403, shell("actionErrors.forbidden"));
  if (await needsTwoFactorSetUp(viewer)) return plain(403, shell("actionErrors.twoFactorRequired"));

  return serverSentEvents(request, { retryMs: 3_000 }, (send) => {
    let last = "";
    const poll = async () => {
      try {
        const snapshot = JSON.stringify(await loadMigrationViews());
        if (snapshot === last) return;
        last = snapshot;
        send(`event: jobs\ndata: ${snapshot}\n\n`);
      } catch (error) {
        console.error("[migration] reading progress failed:", error instanceof Error ? error.message : error);
      }
    };
    const timer = setInterval(poll, POLL_MS);
    void poll();
    return () => clearInterval(timer);
  });
}
