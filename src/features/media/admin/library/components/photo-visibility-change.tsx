"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/features/admin/dialog/confirm-action";
import { LIBRARY_PHOTO_VISIBILITIES, type LibraryPhotoVisibility } from "../schemas";

/**
 * The bulk bar's visibility change: one button per visibility, each behind a
 * confirmation that names it. `onChange` runs the action and resolves true
 * when it went through (the dialog then closes).
 */
export function PhotoVisibilityChange({ count, onChange }: { count: number; onChange: (visibility: LibraryPhotoVisibility) => Promise<boolean> }) {
  const t = useTranslations("adminContent.library.bulk");
  return (
    <div role="group" aria-label={t("visibilityLabel")} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground" aria-hidden="true">
        {t("visibilityLabel")}:
      </span>
      {LIBRARY_PHOTO_VISIBILITIES.map((visibility) => (
        <ConfirmAction
          key={visibility}
          trigger={
            <Button type="button" size="sm" variant="outline">
              {t(`visibilityOptions.${visibility}`)}
            </Button>
          }
          title={t("visibilityTitle", { count })}
          description={t("visibilityDescription", { visibility: t(`visibilityOptions.${visibility}`) })}
          confirmLabel={t("visibilityConfirm")}
          busyLabel={t("visibilityBusy")}
          cancelLabel={t("cancel")}
          onConfirm={() => onChange(visibility)}
        />
      ))}
    </div>
  );
}
