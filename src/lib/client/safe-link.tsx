import Link from "next/link";
import type * as React from "react";
import { safeHref } from "./links";

type SafeLinkProps = Omit<React.ComponentProps<typeof Link>, "href"> & {
  /** A target from data; when it fails `safeHref` the children render as plain text. */
  href: string | null | undefined;
  /** Class for the plain-text fallback (defaults to the link's class). */
  textClassName?: string;
};

/** A link whose target comes from data: rendered as plain text when the target is not safe. */
export function SafeLink({ href, textClassName, className, children, ...props }: SafeLinkProps) {
  const target = safeHref(href);
  if (!target) return <span className={textClassName ?? className}>{children}</span>;
  const external = target.startsWith("http");
  return (
    <Link
      href={target}
      className={className}
      {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}
      {...props}
    >
      {children}
    </Link>
  );
}
