import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { LoadError } from "@/features/admin/components/load-error";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { loadForScreen } from "@/features/admin/load";
import { getAdminLocale } from "@/features/admin/locale";
import { ReviewsScreen } from "@/features/reviews/admin/components/reviews-screen";
import { parseReviewListParams, reviewListHref } from "@/features/reviews/admin/list-params";
import { loadReviewsScreen } from "@/features/reviews/admin/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function reviewsTranslations() {
  return getTranslations({ locale: await getAdminLocale(), namespace: "adminReviews" });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await reviewsTranslations();
  return { title: t("page.title") };
}

/**
 * Model reviews. The view (filter, search, order,
 * page) comes from the address, so a reload or a shared link shows the same
 * reviews; anything malformed in it falls back to the default view.
 */
export default async function ModelReviewsPage({ searchParams }: Props) {
  await requireAdminPage("/admin/models/reviews");
  await connection();
  const params = parseReviewListParams(await searchParams);
  const [t, data] = await Promise.all([reviewsTranslations(), loadForScreen("model reviews", () => loadReviewsScreen(params))]);
  return (
    <>
      <AdminPageHeader title={t("page.title")} description={t("page.description")} />
      {data ? (
        <ReviewsScreen key={reviewListHref({ ...params, page: data.list.page })} counters={data.counters} list={data.list} models={data.models} params={params} />
      ) : (
        <LoadError message={t("errors.load")} />
      )}
    </>
  );
}
