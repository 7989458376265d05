"use client";

import * as React from "react";
import { isSidebarShortcut, sidebarCookie } from "./sidebar-state";

interface SidebarContextValue {
  /** Desktop: expanded (16rem) or collapsed to icons (w-16). */
  open: boolean;
  setOpen(open: boolean): void;
  /** Phones: the navigation sheet (18rem). */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  /** What Ctrl/Cmd+B and the toggle buttons do on the current screen size. */
  toggle(): void;
}

const SidebarContext = React.createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = React.useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used inside <SidebarProvider>.");
  return context;
}

const MOBILE_QUERY = "(max-width: 767px)";

/**
 * Holds the sidebar state. The first render uses the server's reading of the
 * `sidebar_state` cookie, so the width is right before any script runs.
 */
export function SidebarProvider({ defaultOpen, children }: { defaultOpen: boolean; children: React.ReactNode }) {
  const [open, setOpenState] = React.useState(defaultOpen);
  const [openMobile, setOpenMobile] = React.useState(false);

  const setOpen = React.useCallback((next: boolean) => {
    setOpenState(next);
    // Read by the admin layout on the next request (7 days).
    document.cookie = sidebarCookie(next);
  }, []);

  const toggle = React.useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [open, setOpen]);

  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const inRichText = event.target instanceof HTMLElement && event.target.isContentEditable;
      if (!isSidebarShortcut(event, inRichText)) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = React.useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, toggle }),
    [open, setOpen, openMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
