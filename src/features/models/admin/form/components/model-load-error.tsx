import { AlertCircleIcon } from "lucide-react";
import Link from "next/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { modelFormTranslations } from "./model-form-header";

/**
 * 'Falha ao carregar modelo': the model is not there (wrong id,
 * deleted) or could not be read. Said on the edit address itself, with the
 * way back to the list.
 */
export async function ModelLoadError() {
  const t = await modelFormTranslations();
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" className="mt-0.5 text-red-300 light:text-destructive" />
      <div className="flex flex-col gap-2">
        <AlertTitle>{t("form.errors.load")}</AlertTitle>
        <AlertDescription className="text-muted-foreground">{t("form.errors.loadHint")}</AlertDescription>
        <Link href="/admin/models/list" className="w-fit text-primary underline-offset-4 hover:underline">
          {t("form.errors.backToList")}
        </Link>
      </div>
    </Alert>
  );
}
