"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type * as React from "react";
import { isActiveHref } from "./nav-items";

/**
 * A header link that marks itself `aria-current="page"` on its own route.
 * Style the current page with `aria-[current=page]:` variants in `className`.
 */
export function NavLink({
  href,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Link>, "href"> & { href: string }) {
  const pathname = usePathname();
  const active = isActiveHref(href, pathname);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      {...props}
    >
      {children}
    </Link>
  );
}
