import type { Metadata } from "next";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { loadForScreen } from "@/features/admin/load";
import { ModelForm } from "@/features/models/admin/form/components/model-form";
import { BackToModels, ModelFormHeader, modelFormTranslations } from "@/features/models/admin/form/components/model-form-header";
import { loadModelFormOptions } from "@/features/models/admin/form/queries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await modelFormTranslations();
  return { title: t("form.titleNew") };
}

/** The model form for a new model; saving it opens its edit page. */
export default async function NewModelPage() {
  await requireAdminPage("/admin/models/new");
  await connection();
  const [t, options] = await Promise.all([modelFormTranslations(), loadForScreen("model form options", loadModelFormOptions)]);
  return (
    <div className="min-w-0">
      <BackToModels />
      <ModelFormHeader model={null} />
      {options ? <ModelForm model={null} options={options} /> : <LoadError message={t("form.errors.load")} />}
    </div>
  );
}
