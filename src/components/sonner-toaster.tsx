"use client";

import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Sonner, themed with the site's tokens. Loaded lazily through ./toaster.tsx. */
export function SonnerToaster(props: ToasterProps) {
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
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
