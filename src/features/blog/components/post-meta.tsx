import { formatLongDate, isoDay } from "@/lib/format-date";
import { readTimeLabel } from "../format";
import type { PostSummary } from "../queries";
import { cn } from "@/lib/utils";

const Diamond = ({ className }: { className?: string }) => (
  <span aria-hidden="true" className={cn("inline-block size-1 shrink-0 rotate-45 bg-gold/70", className)} />
);

/**
 * "Charlotte Ashworth · 5 March 2025 · 5 min read". Date and read time never
 * split; the author takes a line of its own where space is short ("stacked"
 * always, "inline" below the sm breakpoint), so no separator starts a line.
 */
export function PostMeta({
  post,
  layout = "inline",
  align = "start",
  className,
}: {
  post: PostSummary;
  layout?: "inline" | "stacked";
  align?: "start" | "center";
  className?: string;
}) {
  const stacked = layout === "stacked";
  return (
    <div className={cn("flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm text-muted-foreground", align === "center" && "justify-center text-center", className)}>
      {post.author ? (
        <>
          <span className={cn("text-foreground/80", stacked ? "basis-full" : "basis-full sm:basis-auto")}>{post.author}</span>
          <Diamond className={stacked ? "hidden" : "hidden sm:inline-block"} />
        </>
      ) : null}
      <span className="inline-flex items-center gap-2.5 whitespace-nowrap">
        <time dateTime={isoDay(post.publishedAt)}>{formatLongDate(post.publishedAt)}</time>
        <Diamond />
        <span>{readTimeLabel(post.readTime)}</span>
      </span>
    </div>
  );
}
