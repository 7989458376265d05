"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { SettingsCard } from "@/features/admin/components/settings-card";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { saveTwoFactorRequirement } from "../actions";
import type { TwoFactorOverview } from "../queries";

/** System Settings › Security: require two-factor sign-in for admins, with how many already use it. */
export function TwoFactorRequirementCard({ overview }: { overview: TwoFactorOverview }) {
  const t = useTranslations("adminShell.settings.twoFactor");
  const callAdmin = useAdminAction();
  const [required, setRequired] = useState(overview.requiredForAdmins);
  const [pending, setPending] = useState(false);

  async function change(next: boolean) {
    setPending(true);
    try {
      const result = await callAdmin(saveTwoFactorRequirement, { required: next });
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      setRequired(result.data.required);
      toast.success(result.data.required ? t("savedOn") : t("savedOff"));
    } finally {
      setPending(false);
    }
  }

  return (
    <SettingsCard title={t("title")} description={t("description")} contentClassName="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Switch id="require-admin-two-factor" checked={required} disabled={pending} onCheckedChange={(next) => void change(next)} />
        <Label htmlFor="require-admin-two-factor">{t("label")}</Label>
      </div>
      <p className="text-sm text-muted-foreground">{t("count", { on: overview.adminsWithTwoFactor, total: overview.admins })}</p>
      {!overview.selfEnabled ? (
        <div className="flex flex-col items-start gap-2 rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground">
          <p>{t("selfFirst")}</p>
          <Button asChild variant="outline" size="sm">
            <Link href="/account#two-factor">{t("setUp")}</Link>
          </Button>
        </div>
      ) : null}
    </SettingsCard>
  );
}
