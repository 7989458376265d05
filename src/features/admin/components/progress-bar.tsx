import { cn } from "@/lib/utils";

/**
 * The bar drawn in the theme's gold on its muted track in every browser: a bare
 * <progress> (or one styled only through accent-color) falls back to the
 * browser's own green or blue, which is not in the palette.
 */
const PROGRESS_BAR =
  "h-2 w-full appearance-none overflow-hidden rounded-full bg-muted [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-gold [&::-webkit-progress-value]:transition-[width] [&::-moz-progress-bar]:bg-gold";

/** A labelled progress bar, 0 to 100. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  return <progress value={value} max={100} aria-label={label} className={cn(PROGRESS_BAR, className)} />;
}
