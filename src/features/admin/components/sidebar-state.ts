/**
 * The admin sidebar's expanded/collapsed state, kept in a cookie so the server
 * renders the right width on the first paint (no flash). Pure and
 * dependency-free: used by the layout (server) and the shell (client).
 */
export const SIDEBAR_COOKIE = "sidebar_state";
/** 7 days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar. */
export const SIDEBAR_SHORTCUT = "b";

/** Expanded unless the cookie says exactly "false" (a missing or garbled cookie keeps the default). */
export function parseSidebarState(value: string | null | undefined): boolean {
  return value?.trim() !== "false";
}

/** The `document.cookie` assignment that remembers the state. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open ? "true" : "false"}; path=/admin; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * Whether a keydown is the toggle shortcut (Ctrl+B, or Cmd+B on a Mac), without
 * Alt or Shift. Not inside a rich-text editor, where Ctrl+B means bold (the
 * blog editor is one).
 */
export function isSidebarShortcut(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean },
  inRichText = false,
): boolean {
  if (inRichText) return false;
  return event.key.toLowerCase() === SIDEBAR_SHORTCUT && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
