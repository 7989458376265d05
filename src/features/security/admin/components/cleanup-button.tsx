"use client";

import { EraserIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/features/admin/action";
import { ConfirmAction } from "@/features/admin/dialog/confirm-action";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { cleanupOrphanedRecords, cleanupPlaintextPii, cleanupPlaintextTwoFactor } from "../actions";

export type CleanupKind = "orphans" | "pii" | "twoFactor";

type CleanupAction = (input: Record<string, never>) => Promise<ActionResult<{ message: string }>>;

const ACTIONS: Record<CleanupKind, CleanupAction> = {
  orphans: cleanupOrphanedRecords,
  pii: cleanupPlaintextPii,
  twoFactor: cleanupPlaintextTwoFactor,
};

/**
 * One clean-up behind a confirmation (the ConfirmAction kit: it stays open,
 * buttons disabled, until the server answers). The answer is
 * shown as a toast ('Cleanup Complete' and its kin) and kept inline under the button; the page is
 * then read again so the counts above show what is left.
 */
export function CleanupButton({ kind }: { kind: CleanupKind }) {
  const t = useTranslations(`adminSecurity.cleanups.${kind}`);
  const common = useTranslations("adminSecurity.cleanups");
  const callAdmin = useAdminAction();
  const router = useRouter();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function run(): Promise<boolean> {
    const answer = await callAdmin(ACTIONS[kind], {});
    if (!answer.ok) {
      toast.error(t("failureTitle"), { description: answer.error });
      setResult({ ok: false, message: answer.error });
      return false;
    }
    toast.success(t("successTitle"), { description: answer.data.message });
    setResult({ ok: true, message: answer.data.message });
    router.refresh();
    return true;
  }

  return (
    <div className="flex flex-col gap-3">
      <ConfirmAction
        destructive
        title={t("confirmTitle")}
        description={t("confirmDescription")}
        confirmLabel={t("confirm")}
        busyLabel={common("running")}
        cancelLabel={common("cancel")}
        onConfirm={run}
        trigger={
          <Button type="button" variant="outline" className="w-full whitespace-normal sm:w-auto">
            <EraserIcon aria-hidden="true" />
            {t("button")}
          </Button>
        }
      />
      {result ? (
        <p role="status" aria-label={common("lastResult")} className={result.ok ? "text-sm text-foreground" : "text-sm text-red-300 light:text-destructive"}>
          <span className="font-medium">{result.ok ? t("successTitle") : t("failureTitle")}: </span>
          {result.message}
        </p>
      ) : null}
    </div>
  );
}
