"use client";

import { TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";

/** "This model has no photo yet and is not shown on the public site" (a model is listed once it has one gallery photo that is not admin-only). */
export function NoPhotoWarning() {
  const t = useTranslations("adminModels.form");
  return (
    <Alert>
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 text-amber-300 light:text-amber-800" />
      <AlertDescription>{t("noPhoto")}</AlertDescription>
    </Alert>
  );
}
