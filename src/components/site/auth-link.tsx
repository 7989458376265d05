"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import type * as React from "react";
import { authHref, currentPath, type AuthLinkMode } from "./nav-items";

type AuthLinkProps = Omit<React.ComponentProps<typeof Link>, "href"> & { mode: AuthLinkMode };

/**
 * A link to sign in or to become a member that brings the visitor back to
 * the page they were on (`next`). Rendered in the shared layout, which does not
 * know the page, so the path is read here; the query string needs a Suspense
 * boundary, and until it is read the link keeps the path alone.
 */
export function AuthLink({ mode, ...props }: AuthLinkProps) {
  const pathname = usePathname();
  return (
    <Suspense fallback={<Link href={authHref(mode, pathname)} {...props} />}>
      <AuthLinkWithQuery mode={mode} pathname={pathname} {...props} />
    </Suspense>
  );
}

function AuthLinkWithQuery({ mode, pathname, ...props }: AuthLinkProps & { pathname: string | null }) {
  const search = useSearchParams();
  return <Link href={authHref(mode, currentPath(pathname, search?.toString() ?? null))} {...props} />;
}
