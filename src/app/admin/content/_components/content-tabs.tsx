"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils";

/**
 * The Content Management tabs as links (each tab is its own URL). On a
 * phone the row scrolls sideways; the current tab is scrolled into view so
 * it is never hidden off the edge.
 */
export function ContentTabs({ label, tabs }: { label: string; tabs: { href: string; label: string; current: boolean }[] }) {
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: "nearest", inline: "center" });
  }, []);

  return (
    <nav aria-label={label} className="-mt-2 mb-6 overflow-x-auto border-b border-border [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
      <ul className="flex min-w-max">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              ref={tab.current ? currentRef : undefined}
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={cn(
                "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:px-4",
                tab.current ? "border-gold text-foreground" : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
