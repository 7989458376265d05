"use client";

import { clsx } from "clsx";
import { MenuIcon, XIcon } from "lucide-react";
import { usePathname } from "next/navigation";
import * as React from "react";

/**
 * The phone/tablet menu: a button and a side drawer built on the native
 * <dialog> element. showModal() gives what a modal needs without a library:
 * the rest of the page becomes inert (focus stays inside), Esc closes it, and
 * on close the browser returns focus to the button. The page behind does not
 * scroll while it is open (globals.css, `html:has(dialog[data-menu-drawer][open])`).
 * Chosen over Radix's Sheet so the public pages ship no dialog library:
 * docs/decisions/011-page-weight.md.
 */
export function MenuDrawer({
  labels,
  brand,
  className,
  children,
}: {
  labels: { open: string; close: string; title: string; description: string };
  /** Shown at the top of the drawer, above the description. */
  brand: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const titleId = React.useId();
  const descriptionId = React.useId();

  const close = React.useCallback(() => dialogRef.current?.close(), []);

  // A link followed inside the drawer lands on a new page: the drawer closes.
  React.useEffect(() => close(), [pathname, close]);

  function onDialogClick(event: React.MouseEvent<HTMLDialogElement>) {
    // A click on the dialog element itself is a click on its backdrop.
    if (event.target === event.currentTarget) close();
    else if ((event.target as Element).closest("a[href]")) close();
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
        className={clsx(
          "inline-flex size-12 items-center justify-center rounded-md text-foreground transition-colors hover:bg-secondary",
          className,
        )}
      >
        <MenuIcon className="size-6" aria-hidden="true" />
        <span className="sr-only">{labels.open}</span>
      </button>
      <dialog
        ref={dialogRef}
        data-menu-drawer=""
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClick={onDialogClick}
        className={clsx(
          "fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none flex-col overflow-y-auto border-l border-gold/25 bg-popover p-0 text-popover-foreground shadow-2xl shadow-black/60 outline-none open:flex",
          "translate-x-full transition-[translate,display,overlay] transition-discrete duration-300 ease-out open:translate-x-0 starting:open:translate-x-full",
          "backdrop:bg-black/70 backdrop:backdrop-blur-[2px] backdrop:transition-opacity backdrop:duration-300 open:backdrop:opacity-100 starting:open:backdrop:opacity-0",
        )}
      >
        <div className="flex flex-col gap-1.5 border-b border-border p-6 pr-16 pb-5">
          {/* The dialog's name, not a heading: the closed drawer comes before the page's h1 in the document, and a heading here would start its outline at h2. */}
          <p id={titleId} className="sr-only">
            {labels.title}
          </p>
          {brand}
          <p id={descriptionId} className="mt-3 text-sm text-muted-foreground">
            {labels.description}
          </p>
        </div>
        {children}
        <button
          type="button"
          onClick={close}
          className="absolute top-3 right-3 inline-flex size-12 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground"
        >
          <XIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">{labels.close}</span>
        </button>
      </dialog>
    </>
  );
}
