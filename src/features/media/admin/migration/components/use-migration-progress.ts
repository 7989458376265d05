"use client";

import { useEffect, useState } from "react";
import type { MigrationView } from "../../../migration/scope";

/** Where the progress stream is served (src/app/api/admin/images/migrations/route.ts). */
export const MIGRATION_EVENTS_PATH = "/api/admin/images/migrations";

/**
 * The latest job of each scope, as the server streams it (server-sent
 * events, read from the job rows once a second, so a job another instance
 * runs shows the same). Starts from what the page was rendered with;
 * `live` is false while the stream reconnects.
 */
export function useMigrationProgress(initial: readonly MigrationView[]) {
  const [jobs, setJobs] = useState<readonly MigrationView[]>(initial);
  const [live, setLive] = useState(true);

  useEffect(() => {
    const source = new EventSource(MIGRATION_EVENTS_PATH);
    source.addEventListener("open", () => setLive(true));
    source.addEventListener("error", () => setLive(false));
    source.addEventListener("jobs", (event) => {
      try {
        setJobs(JSON.parse((event as MessageEvent<string>).data) as MigrationView[]);
        setLive(true);
      } catch {
        // A malformed event is skipped; the next one carries the whole state again.
      }
    });
    return () => source.close();
  }, []);

  /** An action's answer shown at once, before the stream's next event. */
  function merge(job: MigrationView) {
    setJobs((current) => [...current.filter((known) => known.scope !== job.scope), job]);
  }

  return { jobs, live, merge };
}
