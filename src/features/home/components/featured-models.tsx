import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ModelCardGrid } from "@/features/models/components/model-card";
import type { ModelCard } from "@/features/models/list";
import { cn } from "@/lib/utils";
import type { Settled } from "../settle";
import { SectionEmpty, SectionHeading, SectionUnavailable } from "./section-heading";

/** The models an admin marked for the home page, in homepage order. */
export function FeaturedModels({ models }: { models: Settled<ModelCard[]> }) {
  return (
    <section aria-labelledby="featured-title" id="featured" className="scroll-mt-24 border-t border-border bg-card/30">
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <div className="flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-end">
          <SectionHeading id="featured-title" eyebrow="Featured" title="Featured models" align="left" />
          <ViewAllLink className="hidden sm:inline-flex" />
        </div>
        <div className="mt-12">
          {!models.ok ? (
            <SectionUnavailable>Featured models could not be loaded. Please try again shortly.</SectionUnavailable>
          ) : models.value.length === 0 ? (
            <SectionEmpty>
              <p>No models are featured at the moment.</p>
              <Link href="/models" className="mt-3 inline-flex min-h-11 items-center text-gold underline-offset-4 hover:underline">
                Browse the full directory
              </Link>
            </SectionEmpty>
          ) : (
            <ModelCardGrid models={models.value} />
          )}
        </div>
        <ViewAllLink className="mt-10 w-full sm:hidden" />
      </div>
    </section>
  );
}

function ViewAllLink({ className }: { className?: string }) {
  return (
    <Button
      asChild
      variant="outline"
      className={cn(
        "h-12 border-gold/60 px-6 tracking-[0.12em] text-gold uppercase hover:border-primary hover:bg-primary hover:text-primary-foreground",
        className,
      )}
    >
      <Link href="/models">
        View all models
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}
