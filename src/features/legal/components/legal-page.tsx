import { JsonLd } from "@/features/seo/components/json-ld";
import { formatLongDate, isoDay } from "@/lib/format-date";
import { linkifyEmails } from "@/lib/content-rules";
import type { LegalView } from "../view";
import { PageHero } from "@/components/site/page-hero";
import { proseClassName } from "@/components/site/prose";

/** Plain text with email addresses as links; React escapes every character of it. */
function Paragraph({ text }: { text: string }) {
  return (
    <p>
      {linkifyEmails(text).map((part, index) =>
        part.kind === "email" ? (
          <a key={index} href={`mailto:${part.text}`}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

const number = (index: number) => String(index + 1).padStart(2, "0");

/** The privacy policy or the terms: title, last-updated date, contents and numbered sections. */
export function LegalPage({ view }: { view: LegalView }) {
  const { document } = view;
  const empty = document.intro.length === 0 && document.sections.length === 0;
  return (
    <>
      {view.jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <PageHero crumbs={view.crumbs} eyebrow="Information" title={document.title} lede={document.subtitle ? <p>{document.subtitle}</p> : null}>
        {document.updatedAt ? (
          <p className="text-sm text-muted-foreground">
            Last updated <time dateTime={isoDay(document.updatedAt)} className="text-foreground/85">{formatLongDate(document.updatedAt)}</time>
          </p>
        ) : null}
      </PageHero>

      <div className="mx-auto grid w-full max-w-7xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-20 lg:px-8">
        {document.sections.length > 0 ? (
          <nav aria-labelledby="contents-title" className="lg:sticky lg:top-28 lg:self-start">
            <h2 id="contents-title" className="eyebrow">
              On this page
            </h2>
            <ol className="mt-4 space-y-1 border-l border-border">
              {document.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px flex min-h-11 items-baseline gap-3 border-l border-transparent py-2 pl-4 text-sm text-muted-foreground transition-colors hover:border-gold hover:text-foreground"
                  >
                    <span className="text-[0.6875rem] font-medium tracking-[0.16em] text-gold tabular-nums">{number(index)}</span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : (
          <div className="hidden lg:block" />
        )}

        <div className={proseClassName}>
          {empty ? (
            <p>
              This page is being updated. For any question in the meantime, please write to{" "}
              <a href={`mailto:${view.contactEmail}`}>{view.contactEmail}</a>.
            </p>
          ) : null}
          {document.intro.map((text, index) => (
            <Paragraph key={index} text={text} />
          ))}
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28">
              <h2 id={`${section.id}-title`} className="flex items-baseline gap-4">
                <span aria-hidden="true" className="font-sans text-sm font-medium tracking-[0.16em] text-gold tabular-nums">
                  {number(index)}
                </span>
                {section.title}
              </h2>
              {section.paragraphs.map((text, paragraphIndex) => (
                <Paragraph key={paragraphIndex} text={text} />
              ))}
            </section>
          ))}
          <p className="mt-16! border-t border-border pt-6 text-base text-muted-foreground">
            Questions about this page? Write to <a href={`mailto:${view.contactEmail}`}>{view.contactEmail}</a>.
          </p>
        </div>
      </div>
    </>
  );
}
