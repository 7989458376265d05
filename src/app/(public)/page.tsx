import { ArrowRightIcon, GemIcon, LandmarkIcon, MessagesSquareIcon, SparklesIcon, WineIcon } from "lucide-react";
import Link from "next/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { getSiteSettings } from "@/features/site/queries";

export default async function HomePage() {
  await connection();
  const [settings, t] = await Promise.all([getSiteSettings(), getTranslations("home")]);

  const upcoming = [
    { id: "featured", icon: GemIcon, title: t("featuredTitle"), text: t("featuredText") },
    { id: "categories", icon: WineIcon, title: t("categoriesTitle"), text: t("categoriesText") },
    { id: "districts", icon: LandmarkIcon, title: t("districtsTitle"), text: t("districtsText") },
    { id: "faqs", icon: MessagesSquareIcon, title: t("faqsTitle"), text: t("faqsText") },
  ];

  return (
    <>
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b border-border">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute inset-0 bg-[radial-gradient(55%_60%_at_50%_-5%,hsl(var(--gold)/0.16),transparent_70%)]" />
          <div className="absolute inset-0 bg-[radial-gradient(45%_55%_at_0%_100%,hsl(var(--accent)/0.55),transparent_70%)]" />
          <div className="absolute inset-0 bg-[radial-gradient(35%_45%_at_100%_85%,hsl(var(--accent)/0.3),transparent_70%)]" />
          <div className="absolute inset-0 bg-[repeating-linear-gradient(135deg,hsl(var(--champagne)/0.025)_0_1px,transparent_1px_14px)]" />
          <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-b from-transparent to-background" />
        </div>

        <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-24 text-center sm:px-6 sm:py-32 lg:py-40">
          <p className="eyebrow flex items-center gap-4 tracking-[0.18em] motion-safe:animate-fade-up sm:tracking-[0.24em]">
            <span aria-hidden="true" className="hidden h-px w-10 bg-gold/70 sm:block" />
            {t("eyebrow", { brand: settings.brandName })}
            <span aria-hidden="true" className="hidden h-px w-10 bg-gold/70 sm:block" />
          </p>
          <h1
            id="hero-title"
            className="mt-8 font-display text-[2.625rem] leading-[1.08] text-foreground motion-safe:animate-fade-up motion-safe:[animation-delay:80ms] sm:text-6xl lg:text-7xl"
          >
            {t("titleStart")} <em className="font-normal text-gold italic">{t("titleEmphasis")}</em>
          </h1>
          <p className="mt-8 max-w-2xl text-lg leading-relaxed text-muted-foreground motion-safe:animate-fade-up motion-safe:[animation-delay:160ms] sm:text-xl">
            {t("lead")}
          </p>
          <div className="mt-12 flex w-full flex-col gap-3 motion-safe:animate-fade-up motion-safe:[animation-delay:240ms] sm:w-auto sm:flex-row sm:gap-4">
            <Button asChild size="lg" className="h-14 px-10 tracking-[0.14em] uppercase shadow-lg shadow-gold/10">
              <Link href="/models">
                {t("browse")}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="h-14 border-champagne/40 px-10 tracking-[0.14em] text-champagne uppercase hover:border-champagne hover:bg-champagne/10 hover:text-foreground"
            >
              <Link href="/auth?mode=sign-up">{t("join")}</Link>
            </Button>
          </div>
          <ul className="mt-14 flex flex-col items-center justify-center gap-x-5 gap-y-3 text-xs font-medium tracking-[0.22em] text-muted-foreground uppercase sm:flex-row">
            {[t("promiseMembers"), t("promiseAdults"), t("promiseDiscretion")].map((item, index) => (
              <li key={item} className="flex items-center gap-5">
                {index > 0 ? <span aria-hidden="true" className="hidden size-1.5 rotate-45 bg-gold/70 sm:block" /> : null}
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="soon-title" className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">{t("soonEyebrow")}</p>
          <h2 id="soon-title" className="mt-4 font-display text-3xl text-foreground sm:text-4xl">
            {t("soonTitle")}
          </h2>
          <div aria-hidden="true" className="gold-rule mx-auto mt-6 w-32" />
          <p className="mt-6 leading-relaxed text-muted-foreground">{t("soonText")}</p>
        </div>

        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {upcoming.map(({ id, icon: Icon, title, text }) => (
            <li
              key={id}
              id={id}
              className="group relative flex scroll-mt-28 flex-col rounded-lg border border-border bg-card p-7 transition-colors hover:border-gold/40"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-12 items-center justify-center rounded-full border border-gold/40 bg-gold/5 text-gold"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-6 font-display text-xl text-foreground">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              <p className="mt-6 inline-flex items-center gap-2 self-start rounded-full border border-gold/35 px-3 py-1 text-[0.6875rem] font-medium tracking-[0.2em] text-gold uppercase">
                <SparklesIcon className="size-3" aria-hidden="true" />
                {t("soonBadge")}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
