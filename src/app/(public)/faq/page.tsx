import { MailIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { faqPageJsonLd } from "@/features/faqs/json-ld";
import { listPublicFaqs } from "@/features/faqs/queries";
import { FAQ_PAGE, faqPageMetaInput } from "@/features/faqs/page-meta";
import { FaqAccordion } from "@/components/site/faq-accordion";
import { PageHero } from "@/components/site/page-hero";
import { breadcrumbJsonLd, trail } from "@/features/seo/breadcrumbs";
import { JsonLd } from "@/features/seo/components/json-ld";
import { createMetadata, getStructuredDataFor } from "@/features/seo/metadata";
import { getSiteSettings } from "@/features/site/queries";

const PATH = FAQ_PAGE.path;
const TITLE = FAQ_PAGE.title;
const DESCRIPTION = FAQ_PAGE.description;

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return createMetadata(faqPageMetaInput());
}

/** /faq: the active general FAQs (district ones live on their district pages). */
export default async function FaqPage() {
  await connection();
  const [faqs, settings, adminJsonLd] = await Promise.all([listPublicFaqs(), getSiteSettings(), getStructuredDataFor(PATH)]);
  const crumbs = trail({ name: "FAQ", path: PATH });
  const faqJsonLd = faqPageJsonLd(faqs);
  const jsonLd = [breadcrumbJsonLd(crumbs, settings.siteUrl), ...(faqJsonLd ? [faqJsonLd] : []), ...adminJsonLd];

  return (
    <>
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <PageHero crumbs={crumbs} eyebrow="Help" title={TITLE} lede={<p>{DESCRIPTION}</p>} />

      <div className="mx-auto grid w-full max-w-7xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20 lg:px-8">
        <section aria-label="Questions and answers" className="min-w-0">
          {faqs.length > 0 ? (
            <FaqAccordion items={faqs} headingLevel={2} />
          ) : (
            <p className="rounded-lg border border-dashed border-border bg-card/50 px-6 py-12 text-center text-muted-foreground">
              Our answers are being updated. In the meantime, our concierge team is happy to help by email.
            </p>
          )}
        </section>

        <aside className="lg:sticky lg:top-28 lg:self-start">
          <section aria-labelledby="still-title" className="rounded-lg border border-gold/30 bg-gradient-to-b from-gold/[0.07] to-transparent p-6">
            <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full border border-gold/40 text-gold">
              <MailIcon className="size-4" />
            </span>
            <h2 id="still-title" className="mt-4 font-display text-xl text-foreground">
              Still have a question?
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              Our concierge team replies to every message personally.
            </p>
            <a
              href={`mailto:${settings.contactEmail}`}
              className="mt-5 inline-flex min-h-11 max-w-full items-center text-sm break-all text-gold underline decoration-gold/40 underline-offset-4 hover:decoration-gold"
            >
              {settings.contactEmail}
            </a>
            <p className="mt-6 border-t border-border pt-5 text-sm text-muted-foreground">
              See also our{" "}
              <Link href="/privacy" className="text-foreground underline decoration-border underline-offset-4 hover:text-gold">
                privacy policy
              </Link>{" "}
              and{" "}
              <Link href="/terms" className="text-foreground underline decoration-border underline-offset-4 hover:text-gold">
                terms of service
              </Link>
              .
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}
