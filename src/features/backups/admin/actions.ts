"use server";

import { z } from "zod";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { backupIsRunning } from "../deferred-deletes";
import { backUpFromServer } from "../server";

/**
 * System Settings › Database › "Back up now". The request is audited
 * (backups.run) and refused while a backup runs; the backup itself runs
 * after the answer, since a large site's takes minutes. Its run row says
 * how it went, and the card follows that row as it changes.
 */
export const backUpNow = defineAdminAction({
  permission: "admin.settings.manage",
  schema: z.object({}).strict(),
  failureKey: "adminShell.settings.backups.failed",
  async run(_input, { tx, viewer }) {
    if (await backupIsRunning(tx)) throw new ActionFailure("conflict", "adminShell.settings.backups.alreadyRunning");
    const requestedBy = viewer.userId ? { id: viewer.userId, email: viewer.email ?? "" } : null;
    return {
      data: { requestedBy },
      audit: { action: "backups.run", entityType: "backup", entityId: "manual", newValues: { trigger: "manual" } },
    };
  },
  async afterCommit({ requestedBy }) {
    void backUpFromServer("manual", requestedBy).catch((error: unknown) => {
      // A refusal here means another run started in between; anything else is in the run's row already.
      console.error(`[backup] the backup asked for on System Settings did not start: ${error instanceof Error ? error.message : String(error)}`);
    });
  },
});
