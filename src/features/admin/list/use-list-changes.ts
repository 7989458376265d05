"use client";

import { useRouter } from "next/navigation";
import { useCallback, useTransition } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/features/admin/action";
import { useAdminAction } from "@/features/admin/use-admin-action";

/**
 * How a server-side list screen changes its rows: every change goes through
 * a server action and then re-reads the page from the server, so what is
 * shown is what is stored (a row published from the Pending tab leaves it,
 * the counters move). `refreshing` is true while that read is under way.
 */
export function useListChanges() {
  const router = useRouter();
  const callAdmin = useAdminAction();
  const [refreshing, startRefresh] = useTransition();
  const refresh = useCallback(() => startRefresh(() => router.refresh()), [router]);

  /**
   * Runs one change of a row: a failure is a toast with the action's
   * message and false; a success is the `done` toast, a fresh read and true
   * (an 'Are you sure?' dialog closes on true).
   */
  const change = useCallback(
    async <Input, Data>(action: (input: Input) => Promise<ActionResult<Data>>, input: Input, done: string): Promise<boolean> => {
      const result = await callAdmin(action, input);
      if (!result.ok) {
        toast.error(result.error);
        return false;
      }
      toast.success(done);
      refresh();
      return true;
    },
    [callAdmin, refresh],
  );

  return { callAdmin, change, refresh, refreshing };
}
