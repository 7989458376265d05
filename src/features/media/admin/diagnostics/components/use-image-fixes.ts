"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { fixImagesToLocal, rebuildImageVariants, type FixOutcome } from "../actions";
import { fixKindOf } from "../fixable";
import type { DiagnosedReference } from "../list-query";

/**
 * Runs the fixes for some references (one, or a selection): rebuilds for the
 * stored images, imports for the outside ones, then one toast with how many
 * went through and how many did not, and the page read again.
 */
export function useImageFixes() {
  const t = useTranslations("adminContent.diagnostics");
  const router = useRouter();
  const callAdmin = useAdminAction();
  const [fixing, setFixing] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function fix(references: readonly DiagnosedReference[]): Promise<boolean> {
    const ids = [...new Set(references.filter((reference) => fixKindOf(reference) === "rebuild").map((reference) => reference.mediaId!))];
    const items = references
      .filter((reference) => fixKindOf(reference) === "fix-to-local")
      .map(({ category, ownerId, field, address }) => ({ category, ownerId, field, address }));
    setFixing(true);
    try {
      const results = await Promise.all([ids.length > 0 ? callAdmin(rebuildImageVariants, { ids }) : null, items.length > 0 ? callAdmin(fixImagesToLocal, { items }) : null]);
      const outcome: FixOutcome = { succeeded: 0, failed: 0 };
      for (const result of results) {
        if (!result) continue;
        if (!result.ok) {
          toast.error(result.error);
          return false;
        }
        outcome.succeeded += result.data.succeeded;
        outcome.failed += result.data.failed;
      }
      announce(outcome, ids.length + items.length > 1);
      startRefresh(() => router.refresh());
      return outcome.failed === 0;
    } finally {
      setFixing(false);
    }
  }

  function announce(outcome: FixOutcome, bulk: boolean) {
    const counts = t("toasts.fixed", { succeeded: outcome.succeeded, failed: outcome.failed });
    if (outcome.failed === 0) toast.success(counts);
    else if (outcome.succeeded === 0) toast.error(bulk ? t("errors.bulkFix") : t("errors.fix"), { description: counts });
    else toast.warning(counts);
  }

  return { fix, fixing, refreshing };
}
