"use client";

import { RotateCcwIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Monogram } from "@/components/site/brand-wordmark";
import { Button } from "@/components/ui/button";

function digestOf(error: unknown): string | undefined {
  if (error && typeof error === "object" && "digest" in error && typeof error.digest === "string") return error.digest;
  return undefined;
}

/** Error boundary for everything below the root layout. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("error");
  const digest = digestOf(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="relative isolate flex flex-1 items-center justify-center overflow-hidden px-4 py-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50%_50%_at_50%_35%,hsl(var(--accent)/0.45),transparent_70%)]"
      />
      <div className="flex max-w-xl flex-col items-center text-center">
        <Monogram className="size-14 text-gold" />
        <p className="eyebrow mt-10">{t("eyebrow")}</p>
        <h1 className="mt-4 font-display text-4xl leading-tight text-foreground sm:text-5xl">{t("title")}</h1>
        <div aria-hidden="true" className="gold-rule mt-8 w-32" />
        <p className="mt-8 text-lg leading-relaxed text-muted-foreground">{t("text")}</p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" className="h-12" onClick={() => retry()}>
            <RotateCcwIcon aria-hidden="true" />
            {t("retry")}
          </Button>
          <Button asChild variant="outline" size="lg" className="h-12 hover:border-gold/60 hover:bg-secondary hover:text-foreground">
            <Link href="/">{t("home")}</Link>
          </Button>
        </div>
        {digest ? <p className="mt-8 font-mono text-xs text-muted-foreground">{t("reference", { digest })}</p> : null}
      </div>
    </main>
  );
}
