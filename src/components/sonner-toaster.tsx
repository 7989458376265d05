"use client";

import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * Below the sticky headers (the site's is 5rem high, the back office's 4rem),
 * so a toast never covers them nor, at the foot of the screen, the sticky
 * Save bars of the long admin forms (model form, theme editor) that a toast
 * usually answers.
 */
const BELOW_HEADER = "5.5rem";

/** Sonner, themed with the site's tokens, at the top right (full width on a phone). Loaded lazily through ./toaster.tsx. */
export function SonnerToaster(props: ToasterProps) {
  return (
    <Sonner
      theme="dark"
      position="top-right"
      offset={{ top: BELOW_HEADER, right: "1.5rem" }}
      mobileOffset={{ top: BELOW_HEADER, right: "1rem", left: "1rem" }}
      closeButton
      style={
        {
          "--normal-bg": "var(--color-popover)",
          "--normal-text": "var(--color-popover-foreground)",
          "--normal-border": "hsl(var(--gold) / 0.35)",
          "--border-radius": "var(--radius-md)",
        } as React.CSSProperties
      }
      toastOptions={{
        classNames: {
          toast: "font-sans shadow-lg shadow-black/40",
          description: "!text-muted-foreground",
        },
      }}
      {...props}
    />
  );
}
