import { clsx } from "clsx";

/**
 * The brand set as a wordmark: the first word in Playfair Display, the rest
 * ("London") in spaced small capitals between thin gold rules.
 */
export function BrandWordmark({ brandName, className, size = "md" }: {
  brandName: string;
  className?: string;
  size?: "md" | "lg";
}) {
  const [first, ...rest] = brandName.trim().split(/\s+/);
  const second = rest.join(" ");
  return (
    <span className={clsx("inline-flex flex-col items-center leading-none", className)}>
      <span
        className={clsx(
          "font-display tracking-[0.14em] text-foreground uppercase",
          size === "lg" ? "text-4xl sm:text-5xl" : "text-[1.5rem]",
        )}
      >
        {first}
      </span>
      {/* Not laid out in a flex column, but it keeps the words apart in the
          link's text, so its accessible name ("Velvet London, home") starts
          with what is seen (WCAG 2.5.3, label in name). */}
      {" "}
      <span className={clsx("mt-1.5 flex w-full items-center gap-2", size === "lg" && "mt-3 gap-3")} aria-hidden={second ? undefined : true}>
        <span className="h-px flex-1 bg-gradient-to-r from-transparent to-gold/80" />
        {second ? (
          <span
            className={clsx(
              "font-sans font-medium tracking-[0.42em] text-gold uppercase",
              size === "lg" ? "text-xs" : "text-[0.625rem]",
            )}
          >
            {second}
          </span>
        ) : null}
        <span className="h-px flex-1 bg-gradient-to-l from-transparent to-gold/80" />
      </span>
    </span>
  );
}

/** The "V" monogram used in the favicon, drawn inline for pages without the full wordmark. `className` replaces the default size. */
export function Monogram({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className ?? "size-12"} aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="62" height="62" rx="10" fill="none" stroke="currentColor" strokeOpacity="0.45" strokeWidth="1.5" />
      <path
        d="M12 15H27V16.5H24.2L35.05 41.8L46.2 16.5H42V15H52V16.5H48.8L33.6 51H31.6L16.8 16.5H12Z"
        fill="currentColor"
      />
    </svg>
  );
}
