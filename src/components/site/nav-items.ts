/** Public navigation, in display order. Labels are keys of the `nav` message namespace. */
export const PUBLIC_NAV = [
  { href: "/models", label: "models" },
  { href: "/#categories", label: "categories" },
  { href: "/#districts", label: "districts" },
  { href: "/blog", label: "blog" },
  { href: "/faq", label: "faq" },
  { href: "/apply", label: "apply" },
] as const;

export type PublicNavLabel = (typeof PUBLIC_NAV)[number]["label"];

/** Whether a nav link points at the current page (hash links never do). */
export function isActiveHref(href: string, pathname: string | null): boolean {
  if (!pathname || href.includes("#")) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}
