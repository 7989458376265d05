import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getAdminLocale } from "@/features/admin/locale";
import { loadForScreen } from "@/features/admin/load";
import type { ContentArea } from "../../areas";
import { listContentSections } from "../../queries";
import { ContentSectionsEditor } from "./content-sections-editor";
import { LoadError } from "@/features/admin/components/load-error";

/**
 * Server part of the prefixed editor: reads the area's blocks and renders the
 * accordion, or the load error ('Erro ao carregar conteúdo de
 * características' and its siblings) when the read fails.
 */
export async function ContentSectionsPanel({ area }: { area: ContentArea }) {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.contentSections" });
  const sections = await loadForScreen(`${area} content`, () => listContentSections(area));
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle className="text-xl">{t(`${area}.cardTitle`)}</CardTitle>
        <CardDescription>{t(`${area}.cardDescription`)}</CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {sections ? <ContentSectionsEditor area={area} sections={sections} /> : <LoadError message={t(`${area}.loadFailed`)} />}
      </CardContent>
    </Card>
  );
}
