import { ArrowLeftIcon, ExternalLinkIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button-variants";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { getAdminLocale } from "@/features/admin/locale";

export async function modelFormTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminModels" });
}

/** The Back link to the Models list ('Voltar' in pt-BR), above every state of the form's pages. */
export async function BackToModels() {
  const t = await modelFormTranslations();
  return (
    <Link href="/admin/models/list" className={buttonVariants({ variant: "ghost", size: "sm", className: "mb-4 -ml-2 w-fit" })}>
      <ArrowLeftIcon aria-hidden="true" />
      {t("form.back")}
    </Link>
  );
}

/** The page header; an edit also gets the public profile's link, opening in a new tab. */
export async function ModelFormHeader({ model }: { model: { id: string; name: string } | null }) {
  const t = await modelFormTranslations();
  const preview = model ? (
    <a href={`/models/${model.id}`} target="_blank" rel="noopener" className={buttonVariants({ variant: "outline", size: "sm" })}>
      <ExternalLinkIcon aria-hidden="true" />
      {t("form.preview")}
      <span className="sr-only">{t("common.opensInNewTab")}</span>
    </a>
  ) : undefined;
  return (
    <AdminPageHeader
      title={model ? t("form.titleEdit", { name: model.name }) : t("form.titleNew")}
      description={model ? t("form.descriptionEdit") : t("form.descriptionNew")}
      actions={preview}
    />
  );
}
