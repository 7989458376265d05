"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "sonner";
import type { ActionResult } from "./action";

/**
 * The answer to a save refused because someone else saved first
 * (`code: "conflict"`, src/features/admin/version.ts): a toast that stays
 * until the admin chooses to overwrite their change (the caller saves again
 * with `overwrite: true`) or to reload and see it. Returns true when it
 * handled the result, so the caller stops there and the form keeps what was
 * typed.
 *
 *   const offerOverwrite = useConflictToast();
 *   if (offerOverwrite(result, () => save(values, true))) return;
 */
export function useConflictToast() {
  const t = useTranslations("adminShell.actionErrors");
  return useCallback(
    (result: ActionResult<unknown>, overwrite: () => unknown): boolean => {
      if (result.ok || result.code !== "conflict") return false;
      toast.error(result.error, {
        duration: Number.POSITIVE_INFINITY,
        action: { label: t("overwrite"), onClick: () => void overwrite() },
        cancel: { label: t("reload"), onClick: () => window.location.reload() },
      });
      return true;
    },
    [t],
  );
}
