import { paragraphs } from "@/lib/content-rules";
import type { ContentBlock } from "../queries";

/** The hero block's body copy, set as a quiet opening statement under the hero. */
export function HomeIntro({ content }: { content: ContentBlock | undefined }) {
  const [lead, ...rest] = paragraphs(content?.content);
  if (!lead) return null;
  return (
    <section aria-label="Introduction" className="mx-auto w-full max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <div aria-hidden="true" className="mx-auto mb-10 flex items-center justify-center gap-4 text-gold">
        <span className="h-px w-12 bg-gold/60" />
        <span className="size-1.5 rotate-45 bg-gold/80" />
        <span className="h-px w-12 bg-gold/60" />
      </div>
      <p className="font-display text-[1.375rem] leading-snug text-foreground sm:text-3xl sm:leading-snug">{lead}</p>
      {rest.map((text, index) => (
        <p key={index} className="mx-auto mt-6 max-w-2xl leading-relaxed text-muted-foreground">
          {text}
        </p>
      ))}
    </section>
  );
}
