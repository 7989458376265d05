/** Public navigation, in display order. Labels are keys of the `nav` message namespace. */
export const PUBLIC_NAV = [
  { href: "/models", label: "models" },
  { href: "/#categories", label: "categories" },
  { href: "/#districts", label: "districts" },
  { href: "/blog", label: "blog" },
  { href: "/faq", label: "faq" },
  // The model recruitment form: labelled for who it is for, apart from membership (sign-up).
  { href: "/apply", label: "apply" },
] as const;

export type PublicNavLabel = (typeof PUBLIC_NAV)[number]["label"];

/** Whether a nav link points at the current page (hash links never do). */
export function isActiveHref(href: string, pathname: string | null): boolean {
  if (!pathname || href.includes("#")) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}

export type AuthLinkMode = "sign-in" | "sign-up";

/**
 * The sign-in or sign-up page, keeping the page the visitor is on as `next`
 * so they come back to it. The home page is not kept: without `next` a
 * sign-in lands where it normally does (the directory, or the back office for
 * staff). /auth checks `next` again on arrival (src/features/auth/safe-next.ts),
 * so an odd path here is dropped there, never followed.
 */
export function authHref(mode: AuthLinkMode, here: string | null): string {
  const query = new URLSearchParams();
  if (mode === "sign-up") query.set("mode", "sign-up");
  if (here && here !== "/" && here.startsWith("/") && !/^\/auth(?:[/?#]|$)/.test(here)) query.set("next", here);
  const search = query.toString();
  return search ? `/auth?${search}` : "/auth";
}

/** The current page as a path with its query ("/models?district=mayfair"), for `next`. */
export function currentPath(pathname: string | null, search: string | null): string | null {
  if (!pathname) return null;
  return search ? `${pathname}?${search}` : pathname;
}
