"use client";

import { useEffect } from "react";

/** Clicks already confirmed: a screen with several dirty forms asks once per click, not once per form. */
const confirmedClicks = new WeakSet<Event>();

/**
 * Asks before leaving a screen with unsaved changes: closing or reloading the
 * tab (the browser's own prompt) and following a link inside the site (a
 * confirm with `message`). The App Router has no navigation-blocking API, so
 * same-origin link clicks are caught in the capture phase, before Next's
 * <Link> handles them; a cancelled click goes nowhere.
 */
export function useUnsavedChangesGuard(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return;

    function beforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    }

    function linkClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (confirmedClicks.has(event)) return;
      if (window.confirm(message)) {
        confirmedClicks.add(event);
      } else {
        event.preventDefault();
        event.stopPropagation();
      }
    }

    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", linkClick, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", linkClick, true);
    };
  }, [dirty, message]);
}
