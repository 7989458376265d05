import { cn } from "@/lib/utils";
import { sanitizeRichHtml } from "@/lib/sanitize";

/**
 * Long-form reading typography for every page of text on the public site
 * (landing copy, journal posts, legal documents): a ~68-character measure,
 * 1.75 line height and a clear heading rhythm. Written as descendant
 * variants so it styles both sanitised HTML and React-rendered paragraphs.
 */
export const proseClassName = cn(
  "max-w-[68ch] text-[1.0625rem] leading-[1.75] text-foreground/85",
  "[&>*:first-child]:mt-0",
  "[&_p]:mt-5",
  "[&_h2]:mt-14 [&_h2]:mb-5 [&_h2]:font-display [&_h2]:text-[1.75rem] [&_h2]:leading-tight [&_h2]:text-foreground sm:[&_h2]:text-[2rem]",
  "[&_h3]:mt-10 [&_h3]:mb-3 [&_h3]:font-display [&_h3]:text-[1.375rem] [&_h3]:leading-snug [&_h3]:text-foreground",
  "[&_h4]:mt-8 [&_h4]:mb-2 [&_h4]:text-sm [&_h4]:font-semibold [&_h4]:tracking-[0.16em] [&_h4]:text-gold [&_h4]:uppercase",
  "[&_h2+p]:mt-0 [&_h3+p]:mt-0 [&_h4+p]:mt-0",
  "[&_ul]:mt-6 [&_ul]:space-y-2.5 [&_ul]:pl-0",
  "[&_ul>li]:relative [&_ul>li]:pl-7",
  "[&_ul>li]:before:absolute [&_ul>li]:before:top-[0.72em] [&_ul>li]:before:left-1 [&_ul>li]:before:size-1.5 [&_ul>li]:before:rotate-45 [&_ul>li]:before:bg-gold/80 [&_ul>li]:before:content-['']",
  "[&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:space-y-2.5 [&_ol]:pl-6 [&_ol>li]:pl-1 [&_ol>li]:marker:font-display [&_ol>li]:marker:text-gold",
  "[&_strong]:font-semibold [&_strong]:text-foreground [&_b]:font-semibold [&_b]:text-foreground",
  "[&_a[href]]:text-gold [&_a[href]]:underline [&_a[href]]:decoration-gold/40 [&_a[href]]:underline-offset-4 [&_a[href]]:transition-colors hover:[&_a[href]]:decoration-gold",
  "[&_blockquote]:my-10 [&_blockquote]:border-l-2 [&_blockquote]:border-gold/70 [&_blockquote]:py-1 [&_blockquote]:pl-6 [&_blockquote]:font-display-italic [&_blockquote]:text-[1.375rem] [&_blockquote]:leading-snug [&_blockquote]:text-foreground [&_blockquote]:italic sm:[&_blockquote]:text-2xl",
);

/** Admin-edited HTML, sanitised here on every render so no caller can forget to. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = sanitizeRichHtml(html);
  if (!safe) return null;
  return <div className={cn(proseClassName, className)} dangerouslySetInnerHTML={{ __html: safe }} />;
}
