import { CircleAlertIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { PageHero } from "@/components/site/page-hero";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { requireViewer } from "@/features/access/viewer";
import { listFavouriteIds } from "@/features/favourites/queries";
import { mayKeepFavourites } from "@/features/favourites/rules";
import { ModelCardGrid } from "@/features/models/components/model-card";
import { listModelCardsByIds } from "@/features/models/list";

export const metadata: Metadata = { title: "Your favourites", robots: { index: false, follow: false } };

/**
 * The models a member has saved (decision 020), as the access rules show
 * them today: one hidden since is gone from the list, one made members-only
 * shows locked to a viewer who may not open it.
 */
export default async function FavouritesPage() {
  const viewer = await requireViewer("/account/favourites");
  await connection();
  const t = await getTranslations("favourites");
  const allowed = mayKeepFavourites(viewer);
  const cards = allowed ? await listModelCardsByIds(viewer, await listFavouriteIds(viewer.userId!)) : [];

  return (
    <>
      <PageHero
        crumbs={[
          { name: t("account"), path: "/account" },
          { name: t("title"), path: "/account/favourites" },
        ]}
        eyebrow={t("eyebrow")}
        title={t("title")}
        lede={t("description")}
      />
      <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-20 sm:px-6 sm:pt-10 lg:px-8">
        {!allowed ? (
          <Alert variant="destructive" className="max-w-3xl">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription className="text-foreground">
              {t("notAllowed")}{" "}
              <Link href="/account" className="underline underline-offset-4">
                {t("account")}
              </Link>
            </AlertDescription>
          </Alert>
        ) : cards.length === 0 ? (
          <div className="flex max-w-3xl flex-col items-start gap-4 rounded-lg border border-dashed border-border p-6">
            <p className="text-muted-foreground">{t("empty")}</p>
            <Button asChild>
              <Link href="/models">{t("browse")}</Link>
            </Button>
          </div>
        ) : (
          <section aria-labelledby="favourites-count" className="flex flex-col gap-5">
            <h2 id="favourites-count" className="text-sm text-muted-foreground">
              {t("count", { count: cards.length })}
            </h2>
            <ModelCardGrid models={cards} />
          </section>
        )}
      </div>
    </>
  );
}
