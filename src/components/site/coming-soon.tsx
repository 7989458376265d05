import { ArrowLeftIcon, SparklesIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

/** An honest placeholder for a page that is not built yet, styled like the rest of the site. */
export async function ComingSoon({
  eyebrow,
  title,
  description,
  showBrowse = true,
}: {
  eyebrow: string;
  title: string;
  description: string;
  /** Offer "Browse models" as well as "Return home". */
  showBrowse?: boolean;
}) {
  const t = await getTranslations("comingSoon");
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_50%_0%,hsl(var(--gold)/0.12),transparent_70%),radial-gradient(40%_40%_at_85%_90%,hsl(var(--accent)/0.35),transparent_70%)]"
      />
      <div className="mx-auto flex min-h-[62vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-4 font-display text-4xl leading-tight text-foreground sm:text-5xl md:text-6xl">{title}</h1>
        <div aria-hidden="true" className="gold-rule mt-8 w-40" />
        <div className="mt-10 w-full max-w-xl rounded-lg border border-gold/25 bg-card/70 px-6 py-8 shadow-2xl shadow-black/30 sm:px-10">
          <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-gold/10 px-3 py-1 text-xs font-medium tracking-[0.2em] text-gold uppercase">
            <SparklesIcon className="size-3.5" aria-hidden="true" />
            {t("badge")}
          </p>
          <h2 className="mt-5 font-display text-2xl text-foreground">{t("notice")}</h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">{description}</p>
        </div>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild variant="outline" size="lg" className="h-12 border-border hover:border-gold/60 hover:bg-secondary hover:text-foreground">
            <Link href="/">
              <ArrowLeftIcon aria-hidden="true" />
              {t("backHome")}
            </Link>
          </Button>
          {showBrowse ? (
            <Button asChild size="lg" className="h-12">
              <Link href="/models">{t("browse")}</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
