/**
 * A list view's address: its parameters in the URL with the defaults left
 * out, so the plain path is the default view and a reload, a bookmark or the
 * back button keeps any other. Pure; a list's own list-params.ts builds its
 * address from this, and the page, the screen and the bench share it.
 */

type ParamValue = string | number | boolean;

export interface ListAddress<P> {
  /** The list's own path ("/admin/models/reviews"). */
  path: string;
  /** A view's search parameters, in the order of the defaults, defaults left out. */
  entries: (params: P) => [string, string][];
  /** The address of a view. */
  href: (params: P) => string;
}

/** A path with search parameters (no "?" when there are none). */
export function hrefWith(path: string, entries: readonly [string, string][]): string {
  const text = new URLSearchParams(entries as [string, string][]).toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The address of a list whose parameters are written in the order of
 * `defaults`. `defaultOf` names a default that depends on the view (a sort's
 * own direction); a true switch is written as "1".
 */
export function listAddress<P extends { [K in keyof P]: ParamValue }>(
  path: string,
  defaults: P,
  defaultOf: { [K in keyof P]?: (params: P) => P[K] } = {},
): ListAddress<P> {
  const keys = Object.keys(defaults) as (keyof P & string)[];
  const entries = (params: P): [string, string][] =>
    keys.flatMap((key): [string, string][] => {
      const value = params[key];
      const fallback = defaultOf[key] ? defaultOf[key](params) : defaults[key];
      if (value === fallback || value === "" || value === false) return [];
      return [[key, value === true ? "1" : String(value)]];
    });
  return { path, entries, href: (params) => hrefWith(path, entries(params)) };
}
