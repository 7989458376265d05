import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { SectionHeading, SectionUnavailable } from "@/features/home/components/section-heading";
import type { Settled } from "@/features/home/settle";
import { JsonLd } from "@/features/seo/components/json-ld";
import { faqPageJsonLd } from "../json-ld";
import { FAQS_LOAD_FAILED, type PublicFaq } from "../types";
import { LiveFaqs } from "./live-faqs";

/** The home page's questions: a live accordion plus FAQPage structured data for the same questions. */
export function FaqSection({ faqs }: { faqs: Settled<PublicFaq[]> }) {
  const jsonLd = faqs.ok ? faqPageJsonLd(faqs.value) : null;
  return (
    <section aria-labelledby="faq-title" id="faq" className="scroll-mt-24 border-t border-border bg-card/30">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16 lg:px-8">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently asked questions" align="left" />
          <Link
            href="/faq"
            className="mt-8 inline-flex min-h-11 items-center gap-2 text-sm tracking-[0.12em] text-gold uppercase underline-offset-4 hover:underline"
          >
            All questions
            <ArrowRightIcon className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <div>{faqs.ok ? <LiveFaqs initialFaqs={faqs.value} /> : <SectionUnavailable>{FAQS_LOAD_FAILED}</SectionUnavailable>}</div>
      </div>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </section>
  );
}
