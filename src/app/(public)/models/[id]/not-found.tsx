import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/**
 * `notFound()` from the profile page: an unknown or malformed id, or a
 * hidden profile (which answers exactly like one that does not exist).
 */
export default function ModelNotFound() {
  return (
    <section className="relative isolate flex flex-1 items-center justify-center overflow-hidden px-4 py-24 sm:py-32">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(45%_50%_at_50%_35%,hsl(var(--gold)/0.10),transparent_70%)]" />
        <div className="absolute inset-0 bg-[radial-gradient(40%_45%_at_90%_100%,hsl(var(--accent)/0.35),transparent_70%)]" />
      </div>
      <div className="flex max-w-lg flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full border border-gold/50 text-gold">
          <SearchXIcon aria-hidden="true" className="size-7" />
        </span>
        <p className="eyebrow mt-8">Error 404</p>
        <h1 className="mt-4 font-display text-4xl sm:text-5xl">Model not found</h1>
        <div aria-hidden="true" className="gold-rule mt-7 w-28" />
        <p className="mt-7 text-lg leading-relaxed text-muted-foreground">
          This profile does not exist or is no longer listed. Our other companions are waiting in the directory.
        </p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" className="h-12">
            <Link href="/models">Browse models</Link>
          </Button>
          <Button asChild variant="outline" size="lg" className="h-12 hover:border-gold/60 hover:bg-secondary hover:text-foreground">
            <Link href="/">
              <ArrowLeftIcon aria-hidden="true" />
              Home
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
