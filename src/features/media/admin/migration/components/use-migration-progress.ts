"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { MigrationView } from "../../../migration/scope";

/** Where the progress stream is served (src/app/api/admin/images/migrations/route.ts). */
export const MIGRATION_EVENTS_PATH = "/api/admin/images/migrations";

/**
 * The latest job of each scope, as the server streams it (server-sent
 * events, read from the job rows once a second, so a job another instance
 * runs shows the same). Starts from what the page was rendered with;
 * `live` is false while the stream reconnects.
 */
export function useMigrationProgress(initial: readonly MigrationView[], { failedMessage }: { failedMessage: string }) {
  const [jobs, setJobs] = useState<readonly MigrationView[]>(initial);
  const [live, setLive] = useState(true);
  const failedSeen = useRef(new Set(initial.filter((job) => job.status === "failed").map((job) => job.id)));

  useEffect(() => {
    const source = new EventSource(MIGRATION_EVENTS_PATH);
    source.addEventListener("open", () => setLive(true));
    source.addEventListener("error", () => setLive(false));
    source.addEventListener("jobs", (event) => {
      try {
        const next = JSON.parse((event as MessageEvent<string>).data) as MigrationView[];
        setJobs(next);
        setLive(true);
        // A job that fails while the page is open is said once; its card shows it failed, with Resume.
        for (const job of next.filter((one) => one.status === "failed" && !failedSeen.current.has(one.id))) {
          failedSeen.current.add(job.id);
          toast.error(failedMessage);
        }
      } catch {
        // A malformed event is skipped; the next one carries the whole state again.
      }
    });
    return () => source.close();
  }, [failedMessage]);

  /** An action's answer shown at once, before the stream's next event. */
  function merge(job: MigrationView) {
    setJobs((current) => [...current.filter((known) => known.scope !== job.scope), job]);
  }

  return { jobs, live, merge };
}
