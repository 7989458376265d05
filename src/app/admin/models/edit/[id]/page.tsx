import type { Metadata } from "next";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { loadForScreen } from "@/features/admin/load";
import { ModelForm } from "@/features/models/admin/form/components/model-form";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { BackToModels, ModelFormHeader, modelFormTranslations } from "@/features/models/admin/form/components/model-form-header";
import { ModelLoadError } from "@/features/models/admin/form/components/model-load-error";
import { listAdminGallery } from "@/features/gallery/admin/queries";
import { loadEditableModel, loadModelFormOptions } from "@/features/models/admin/form/queries";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await modelFormTranslations();
  return { title: t("form.titleEditFallback") };
}

/**
 * The model form for an existing model. A model
 * that is not there (or a read that failed) shows 'Falha ao carregar modelo'
 * with the way back to the list ('Falha ao carregar modelo', then the list).
 */
export default async function EditModelPage({ params }: Props) {
  await requireAdminPage("/admin/models/edit/[id]", params);
  await connection();
  const { id } = await params;
  const loaded = await loadForScreen("model form", () => Promise.all([loadEditableModel(id), loadModelFormOptions()]));
  const [model, options] = loaded ?? [null, null];
  // Read apart from the form: a gallery that fails to load says so in its section, and the form still works.
  const gallery = model ? await loadForScreen("model gallery", () => listAdminGallery(id)) : null;
  const t = await modelFormTranslations();
  return (
    <div className="min-w-0">
      <BackToModels />
      {model && options ? (
        <>
          <ModelFormHeader model={model} />
          {/* A new version from the server (after a save or a reload) starts the form afresh from it. */}
          <ModelForm key={model.updatedAt} model={model} options={options} gallery={gallery} />
        </>
      ) : (
        <>
          <AdminPageHeader title={t("form.titleEditFallback")} />
          <ModelLoadError />
        </>
      )}
    </div>
  );
}
