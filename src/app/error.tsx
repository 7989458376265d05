"use client";

import { RotateCcwIcon } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { useErrorMessages } from "@/components/error-messages";
import { DIGEST_PLACEHOLDER } from "@/components/error-messages-text";
import { Monogram } from "@/components/site/brand-wordmark";
import { buttonVariants } from "@/components/ui/button-variants";

function digestOf(error: unknown): string | undefined {
  if (error && typeof error === "object" && "digest" in error && typeof error.digest === "string") return error.digest;
  return undefined;
}

/** Error boundary for everything below the root layout. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const messages = useErrorMessages();
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
        <p className="eyebrow mt-10">{messages.eyebrow}</p>
        <h1 className="mt-4 font-display text-4xl leading-tight text-foreground sm:text-5xl">{messages.title}</h1>
        <div aria-hidden="true" className="gold-rule mt-8 w-32" />
        <p className="mt-8 text-lg leading-relaxed text-muted-foreground">{messages.text}</p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {/* Plain elements with the button classes: no Slot or class merging in every page's scripts. */}
          <button type="button" className={buttonVariants({ size: "lg" })} onClick={() => retry()}>
            <RotateCcwIcon aria-hidden="true" />
            {messages.retry}
          </button>
          <Link
            href="/"
            className={buttonVariants({
              variant: null,
              size: "lg",
              className: "border border-border bg-transparent hover:border-gold/60 hover:bg-secondary hover:text-foreground",
            })}
          >
            {messages.home}
          </Link>
        </div>
        {digest ? <p className="mt-8 font-mono text-xs text-muted-foreground">{messages.reference.replace(DIGEST_PLACEHOLDER, digest)}</p> : null}
      </div>
    </main>
  );
}
