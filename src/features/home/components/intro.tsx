import Link from "next/link";
import { paragraphs } from "@/lib/content-rules";
import { splitMembershipSentence } from "../membership-sentence";
import type { ContentBlock } from "../queries";

/** Where the copy's sentence about membership leads: sign-up (from the home page, so no `next`). */
const SIGN_UP_HREF = "/auth?mode=sign-up";

/** The hero block's body copy, set as a quiet opening statement under the hero. */
export function HomeIntro({ content }: { content: ContentBlock | undefined }) {
  const all = paragraphs(content?.content);
  const [lead, ...rest] = all;
  if (!lead) return null;
  // One link is enough: the first paragraph that speaks of membership carries it.
  const linked = all.findIndex((text) => splitMembershipSentence(text) !== null);
  return (
    <section aria-label="Introduction" className="mx-auto w-full max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <div aria-hidden="true" className="mx-auto mb-10 flex items-center justify-center gap-4 text-gold">
        <span className="h-px w-12 bg-gold/60" />
        <span className="size-1.5 rotate-45 bg-gold/80" />
        <span className="h-px w-12 bg-gold/60" />
      </div>
      <p className="font-display text-[1.375rem] leading-snug text-foreground sm:text-3xl sm:leading-snug">
        {linked === 0 ? <WithMembershipLink text={lead} /> : lead}
      </p>
      {rest.map((text, index) => (
        <p key={index} className="mx-auto mt-6 max-w-2xl leading-relaxed text-muted-foreground">
          {linked === index + 1 ? <WithMembershipLink text={text} /> : text}
        </p>
      ))}
    </section>
  );
}

/** A paragraph with its sentence about membership, if it has one, as a link to sign-up. */
function WithMembershipLink({ text }: { text: string }) {
  const split = splitMembershipSentence(text);
  if (!split) return text;
  return (
    <>
      {split.before}
      <Link href={SIGN_UP_HREF} className="text-gold underline decoration-gold/40 underline-offset-4 transition-colors hover:decoration-gold">
        {split.sentence}
      </Link>
      {split.after}
    </>
  );
}
