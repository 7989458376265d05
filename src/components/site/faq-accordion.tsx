import { clsx } from "clsx";
import { PlusIcon } from "lucide-react";
import { splitParagraphs } from "@/lib/content-rules";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions as a native disclosure list (<details>): keyboard and screen
 * reader support come with the element, it works without JavaScript, and
 * in-page search finds text inside closed answers. Answers are plain text.
 */
export function FaqAccordion({ items, className, headingLevel = 3 }: { items: readonly FaqItem[]; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={clsx("divide-y divide-border border-y border-border", className)}>
      {items.map((item) => (
        <details key={item.id} id={item.id} className="group scroll-mt-28">
          <summary className="flex min-h-12 cursor-pointer list-none items-start justify-between gap-6 py-5 text-left transition-colors hover:text-gold focus-visible:text-gold [&::-webkit-details-marker]:hidden">
            <Heading className="font-display text-lg leading-snug text-balance text-current sm:text-xl">{item.question}</Heading>
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-gold/40 text-gold transition-transform duration-300 group-open:rotate-45"
            >
              <PlusIcon className="size-3.5" />
            </span>
          </summary>
          <div className="max-w-[68ch] pr-10 pb-6 leading-[1.75] text-muted-foreground">
            {splitParagraphs(item.answer).map((paragraph, index) => (
              <p key={index} className={index > 0 ? "mt-4" : undefined}>
                {paragraph}
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
