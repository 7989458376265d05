import Link from "next/link";
import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** The centred card every auth screen sits in, under the brand. */
export function AuthShell({
  brand,
  title,
  description,
  tabs,
  children,
}: {
  brand: string;
  title: string;
  description?: string;
  tabs?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-background px-4 py-12">
      {/* A soft gold glow behind the card; decoration only. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute left-1/2 top-1/3 size-[36rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative w-full max-w-md">
        <div className="mb-8 text-center">
          <Link
            href="/"
            className="font-display text-3xl tracking-[0.08em] text-primary transition-opacity hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {brand}
          </Link>
          <p className="mt-2 text-xs uppercase tracking-[0.3em] text-muted-foreground">Private members&apos; directory</p>
        </div>
        <Card className="border-border/80 shadow-xl shadow-black/30">
          <CardHeader className="gap-4">
            {tabs}
            <div className="grid gap-1.5">
              <h1 className="font-display text-2xl leading-tight text-foreground">{title}</h1>
              {description ? <CardDescription>{description}</CardDescription> : null}
            </div>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}

/** Placeholder with the card's shape while the dynamic part streams in. */
export function AuthShellFallback() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mx-auto mb-8 h-9 w-48 animate-pulse rounded bg-muted" />
        <div className="h-[28rem] animate-pulse rounded-lg border border-border bg-card" aria-hidden="true" />
        <p className="sr-only">Loading…</p>
      </div>
    </main>
  );
}

export type AuthMode = "sign-in" | "sign-up" | "forgot";

const TABS: Array<{ mode: AuthMode; label: string }> = [
  { mode: "sign-in", label: "Sign in" },
  { mode: "sign-up", label: "Create account" },
  { mode: "forgot", label: "Reset password" },
];

/** Modes as links (work without JavaScript; each has its own URL). */
export function AuthTabs({ mode, next }: { mode: AuthMode; next: string | null }) {
  return (
    <nav aria-label="Account" className="grid grid-cols-3 gap-1 rounded-md border border-border bg-background/60 p-1">
      {TABS.map((tab) => {
        const active = tab.mode === mode;
        const href = `/auth?mode=${tab.mode}${next ? `&next=${encodeURIComponent(next)}` : ""}`;
        return (
          <Link
            key={tab.mode}
            href={href}
            aria-current={active ? "page" : undefined}
            className={
              active
                ? "rounded-sm bg-primary/15 px-2 py-2 text-center text-xs font-medium text-primary sm:text-sm"
                : "rounded-sm px-2 py-2 text-center text-xs text-muted-foreground transition-colors hover:text-foreground sm:text-sm"
            }
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
