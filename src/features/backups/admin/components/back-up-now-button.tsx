"use client";

import { DatabaseBackupIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { backUpNow } from "../actions";

/** Starts a backup; the card's list shows it running, then its result, as its row changes. */
export function BackUpNowButton({ running }: { running: boolean }) {
  const t = useTranslations("adminShell.settings.backups");
  const callAdmin = useAdminAction();
  const [asking, setAsking] = useState(false);

  async function start() {
    setAsking(true);
    try {
      const result = await callAdmin(backUpNow, {});
      if (result.ok) toast.success(t("requested"));
      else toast.error(result.error);
    } finally {
      setAsking(false);
    }
  }

  return (
    <Button type="button" onClick={start} disabled={asking || running}>
      <DatabaseBackupIcon aria-hidden="true" />
      {running ? t("running") : asking ? t("starting") : t("backUpNow")}
    </Button>
  );
}
