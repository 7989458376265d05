import { ExternalLinkIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A link that opens in a new tab, said so to screen readers. */
export function ExternalLink({ href, children, newTabLabel }: { href: string; children: ReactNode; newTabLabel?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm text-primary underline-offset-4 hover:underline"
    >
      {children}
      <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
      {newTabLabel ? <span className="sr-only">{newTabLabel}</span> : null}
    </a>
  );
}
