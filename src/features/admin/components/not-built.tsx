import { ArrowLeftIcon, ConstructionIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getAdminLocale } from "@/features/admin/locale";
import { AdminPageHeader } from "./page-header";

/** Screens of the route list that later issues build; each says so plainly. */
export type NotBuiltScreenKey =
  | "contentBulkMigration";

export async function notBuiltMetadata(screen: NotBuiltScreenKey): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.nav.items" });
  return { title: t(screen) };
}

/**
 * The honest placeholder for a screen that is not built yet: its name, what it
 * will do, and no controls that pretend to work (nothing claims success it
 * did not do).
 */
export async function NotBuiltScreen({ screen }: { screen: NotBuiltScreenKey }) {
  const locale = await getAdminLocale();
  const [nav, t] = await Promise.all([
    getTranslations({ locale, namespace: "adminShell.nav.items" }),
    getTranslations({ locale, namespace: "adminShell.notBuilt" }),
  ]);
  return (
    <>
      <AdminPageHeader title={nav(screen)} description={t(`screens.${screen}`)} />
      <section
        aria-labelledby="not-built-title"
        className="relative overflow-hidden rounded-lg border border-dashed border-gold/35 bg-card/60 px-6 py-12 text-center sm:px-12 sm:py-16"
      >
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(40%_60%_at_50%_0%,hsl(var(--gold)/0.08),transparent_70%)]" />
        <div className="relative mx-auto flex max-w-xl flex-col items-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full border border-gold/40 bg-background text-gold">
            <ConstructionIcon className="size-6" aria-hidden="true" />
          </span>
          <Badge variant="outline" className="mt-6 border-gold/40 text-gold">
            {t("badge")}
          </Badge>
          <h2 id="not-built-title" className="mt-4 font-display text-2xl text-foreground sm:text-3xl">
            {t("title")}
          </h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">{t("text")}</p>
          <Button asChild variant="outline" className="mt-8">
            <Link href="/admin">
              <ArrowLeftIcon aria-hidden="true" />
              {t("dashboard")}
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
