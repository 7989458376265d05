import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { paragraphs, safeLinkHref } from "@/lib/content-rules";
import type { ContentBlock } from "../queries";
import { SectionHeading } from "./section-heading";

/** How booking works: the overview, the numbered steps and the practical details. Left out when none exist. */
export function BookingSection({
  overview,
  steps,
  details,
}: {
  overview: ContentBlock | undefined;
  steps: ContentBlock[];
  details: ContentBlock[];
}) {
  if (!overview && steps.length === 0 && details.length === 0) return null;
  const href = safeLinkHref(overview?.buttonUrl);
  return (
    <section aria-labelledby="booking-title" id="booking" className="scroll-mt-24">
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="booking-title" eyebrow="Booking" title={overview?.title || "How booking works"} subtitle={overview?.subtitle} />
        <div className="mx-auto mt-6 max-w-2xl space-y-4 text-center leading-relaxed text-muted-foreground">
          {paragraphs(overview?.content).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>

        {steps.length > 0 ? (
          <ol className="mt-14 grid gap-5 lg:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.section} className="relative flex flex-col rounded-lg border border-border bg-card p-7 sm:p-8">
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 items-center justify-center rounded-full border border-gold/50 font-display text-lg text-gold"
                >
                  {index + 1}
                </span>
                <h3 className="mt-6 font-display text-2xl text-foreground">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                {step.subtitle ? <p className="mt-1 text-sm tracking-[0.14em] text-gold uppercase">{step.subtitle}</p> : null}
                <div className="mt-4 space-y-3 text-sm leading-relaxed text-muted-foreground sm:text-base">
                  {paragraphs(step.content).map((text, i) => (
                    <p key={i}>{text}</p>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        ) : null}

        {details.length > 0 ? (
          <dl className="mt-10 grid gap-x-8 gap-y-10 border-t border-border pt-10 sm:grid-cols-2 lg:grid-cols-4">
            {details.map((detail) => (
              <div key={detail.section}>
                <dt>
                  <span className="block font-display text-xl text-foreground">{detail.title}</span>
                  {detail.subtitle ? <span className="mt-1 block text-xs tracking-[0.16em] text-gold uppercase">{detail.subtitle}</span> : null}
                </dt>
                <dd className="mt-3 space-y-3 text-sm leading-relaxed text-muted-foreground">
                  {paragraphs(detail.content).map((text, i) => (
                    <p key={i}>{text}</p>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}

        {overview?.buttonText && href ? (
          <div className="mt-12 flex justify-center">
            <Button asChild size="lg" className="h-12 w-full tracking-[0.12em] uppercase sm:w-auto">
              <Link href={href}>
                {overview.buttonText}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
