import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Monogram } from "@/components/site/brand-wordmark";
import { Button } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("metaTitle") };
}

/** The 404 page, for every area (public, auth, admin): no public header or footer. */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <main id="main" className="relative isolate flex flex-1 items-center justify-center overflow-hidden px-4 py-20">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(50%_50%_at_50%_40%,hsl(var(--gold)/0.10),transparent_70%)]" />
        <div className="absolute inset-0 bg-[radial-gradient(40%_45%_at_10%_100%,hsl(var(--accent)/0.45),transparent_70%)]" />
        <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center font-display text-[38vw] leading-none text-gold/[0.05] select-none sm:text-[22rem]">
          404
        </p>
      </div>
      <div className="flex max-w-xl flex-col items-center text-center">
        <Link href="/" className="rounded-md text-gold" aria-label={t("home")}>
          <Monogram className="size-14" />
        </Link>
        <p className="eyebrow mt-10">{t("eyebrow")}</p>
        <h1 className="mt-4 font-display text-4xl leading-tight text-foreground sm:text-5xl">{t("title")}</h1>
        <div aria-hidden="true" className="gold-rule mt-8 w-32" />
        <p className="mt-8 text-lg leading-relaxed text-muted-foreground">{t("text")}</p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild variant="outline" size="lg" className="h-12 hover:border-gold/60 hover:bg-secondary hover:text-foreground">
            <Link href="/">
              <ArrowLeftIcon aria-hidden="true" />
              {t("home")}
            </Link>
          </Button>
          <Button asChild size="lg" className="h-12">
            <Link href="/models">{t("models")}</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
