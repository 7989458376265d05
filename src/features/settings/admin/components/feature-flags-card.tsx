"use client";

import { RotateCcwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { CardFooter } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { SettingsCard, SettingsRows } from "@/features/admin/components/settings-card";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { resetFeatureFlags, saveFeatureFlags } from "../actions";
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_KEYS, type FeatureFlags } from "../../feature-flags";

/**
 * Simple System Settings: three image flags, Save and Reset to Defaults. Each
 * row says what the flag does (decision 050): the public pages and the image
 * fields' saves read them (src/features/images/public-policy.ts, src/features/admin/image-auto-fix.ts).
 */
export function FeatureFlagsCard({ initial }: { initial: FeatureFlags }) {
  const callAdmin = useAdminAction();
  const t = useTranslations("adminShell.settings.flags");
  const [saved, setSaved] = useState(initial);
  const [flags, setFlags] = useState(initial);
  const [saving, startSave] = useTransition();
  const [resetting, startReset] = useTransition();
  const dirty = FEATURE_FLAG_KEYS.some((key) => flags[key] !== saved[key]);
  const busy = saving || resetting;

  function save() {
    startSave(async () => {
      const result = await callAdmin(saveFeatureFlags, flags);
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      setSaved(result.data);
      setFlags(result.data);
      toast.success(t("saved"));
    });
  }

  function reset() {
    startReset(async () => {
      const result = await callAdmin(resetFeatureFlags, {});
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      setSaved(result.data);
      setFlags(result.data);
      toast.success(t("resetDone"));
    });
  }

  return (
    <SettingsCard
      title={t("title")}
      description={t("description")}
      contentClassName="flex flex-col gap-4"
      footer={
        <CardFooter className="flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={reset} disabled={busy}>
            <RotateCcwIcon aria-hidden="true" />
            {resetting ? t("saving") : t("reset")}
          </Button>
          <Button type="button" onClick={save} disabled={busy || !dirty}>
            {saving ? t("saving") : t("save")}
          </Button>
        </CardFooter>
      }
    >
      <SettingsRows>
        {FEATURE_FLAG_KEYS.map((key) => {
          const id = `flag-${key}`;
          return (
            <li key={key} className="flex items-start gap-4 p-4">
              <div className="min-w-0 flex-1">
                <Label htmlFor={id} className="text-sm">
                  {t(key)}
                </Label>
                <p id={`${id}-text`} className="mt-1 text-sm text-muted-foreground">
                  {t(`${key}Effect`)}{" "}
                  <span className="text-xs">({t("default", { value: DEFAULT_FEATURE_FLAGS[key] ? t("on") : t("off") })})</span>
                </p>
              </div>
              <Switch
                id={id}
                checked={flags[key]}
                onCheckedChange={(checked) => setFlags((current) => ({ ...current, [key]: checked }))}
                aria-describedby={`${id}-text`}
                disabled={busy}
                className="mt-0.5"
              />
            </li>
          );
        })}
      </SettingsRows>
      <p className="text-xs leading-relaxed text-muted-foreground">{t("combined")}</p>
    </SettingsCard>
  );
}
