import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { ImageLibraryScreen } from "@/features/media/admin/library/components/image-library-screen";
import { imageLibraryHref, parseImageLibraryParams } from "@/features/media/admin/library/list-params";
import { loadImageLibrary } from "@/features/media/admin/library/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function libraryTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminContent.library" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await libraryTranslations();
  return { title: t("page.title") };
}

/** The image library. The guard (admin.images.manage) first; the view (kind, use, model, gallery visibility, broken files, search, order, page) comes from the address. */
export default async function ImageLibraryPage({ searchParams }: Props) {
  await requireAdminPage("/admin/content/gallery");
  await connection();
  const params = parseImageLibraryParams(await searchParams);
  const [t, data] = await Promise.all([libraryTranslations(), loadForScreen("image library", () => loadImageLibrary(params))]);
  return (
    <>
      <AdminPageHeader title={t("page.title")} description={t("page.description")} />
      {data ? (
        <ImageLibraryScreen
          key={imageLibraryHref({ ...params, page: data.list.page })}
          counters={data.counters}
          list={data.list}
          models={data.models}
          lastChecked={data.lastChecked}
          params={params}
        />
      ) : (
        <LoadError message={t("errors.load")} />
      )}
    </>
  );
}
