import { ArrowRightIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";

/**
 * One dashboard counter: label, the number, a line saying what it counts.
 * The whole card is a link to the list it counts (already filtered).
 */
export function StatCard({
  label,
  value,
  hint,
  href,
  icon: Icon,
  locale,
}: {
  label: string;
  value: number;
  hint: string;
  href: string;
  icon: LucideIcon;
  /** The admin's language, for digit grouping. */
  locale: string;
}) {
  return (
    <Link
      href={href}
      className="group relative block overflow-hidden rounded-lg border border-border bg-card p-4 shadow-sm transition-colors hover:border-gold/50 hover:bg-secondary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:p-5"
    >
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-gold/50 to-transparent" />
      <div className="flex items-start justify-between gap-4">
        {/* A term and its value, so assistive technology reads the number with its label. */}
        <dl className="min-w-0">
          <dt className="text-sm leading-snug text-muted-foreground">{label}</dt>
          <dd className="mt-2 font-display text-3xl sm:text-4xl leading-none text-foreground tabular-nums lining-nums">
            {value.toLocaleString(locale)}
          </dd>
        </dl>
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full border border-gold/30 bg-gold/10 text-gold sm:inline-flex">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-3 flex items-end justify-between gap-2 text-xs leading-snug text-muted-foreground sm:mt-4">
        {hint}
        <ArrowRightIcon className="size-3.5 shrink-0 text-gold opacity-60 transition-opacity group-hover:opacity-100" aria-hidden="true" />
      </p>
    </Link>
  );
}
