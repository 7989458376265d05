import { clsx } from "clsx";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";

/** The gallery's look (over the page) and the lightbox's (over a dark backdrop). */
const TONES = {
  page: "border-foreground/10 bg-background/70 text-foreground shadow-lg shadow-black/30 hover:border-gold/60",
  dark: "border-white/15 bg-black/50 hover:border-gold/70 sm:size-14",
} as const;

/**
 * Previous / next photo, on the photo's edge. 48 px at the least: the
 * minimum touch target on a phone.
 */
export function PhotoStepButton({
  direction,
  onClick,
  tone,
  className,
}: {
  direction: "previous" | "next";
  onClick: () => void;
  tone: keyof typeof TONES;
  className?: string;
}) {
  const Icon = direction === "previous" ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === "previous" ? "Previous photo" : "Next photo"}
      className={clsx(
        "absolute top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full border backdrop-blur-sm transition-colors hover:text-gold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        TONES[tone],
        className,
      )}
    >
      <Icon aria-hidden="true" className={tone === "dark" ? "size-6" : "size-5"} />
    </button>
  );
}
