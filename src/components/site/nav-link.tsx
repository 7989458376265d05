"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type * as React from "react";
import { cn } from "@/lib/utils";
import { isActiveHref } from "./nav-items";

/** A header link that marks itself `aria-current="page"` on its own route. */
export function NavLink({
  href,
  className,
  activeClassName,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Link>, "href"> & { href: string; activeClassName?: string }) {
  const pathname = usePathname();
  const active = isActiveHref(href, pathname);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(className, active && activeClassName)}
      {...props}
    >
      {children}
    </Link>
  );
}
