import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * The card System Settings and Security Status are built from: a title, an
 * optional description, then its content (rows, a form, buttons). One
 * markup, so the two screens' cards keep the same title size and spacing.
 */
export function SettingsCard({
  title,
  description,
  header,
  footer,
  contentClassName,
  children,
}: {
  title: string;
  description?: string;
  /** Under the description, inside the header (a summary line). */
  header?: React.ReactNode;
  /** A CardFooter, for buttons under the content. */
  footer?: React.ReactNode;
  contentClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {header}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
      {footer}
    </Card>
  );
}

/** A framed list of rows with a line between them (checks, switches, counts). */
export function SettingsRows({ className, ...props }: React.ComponentProps<"ul">) {
  return <ul className={cn("flex flex-col divide-y divide-border rounded-md border border-border", className)} {...props} />;
}

/** Label/value rows, the label beside its value from `sm` up and above it on a phone. */
export function InfoRows({ rows }: { rows: { label: string; value: React.ReactNode }[] }) {
  return (
    <dl className="divide-y divide-border rounded-md border border-border">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-6">
          <dt className="text-sm text-muted-foreground">{row.label}</dt>
          <dd className="min-w-0 text-sm break-words text-foreground">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled card of label/value rows (the read-only System Settings tabs, Security Status's configuration). */
export function InfoCard({
  title,
  description,
  rows,
  children,
}: {
  title: string;
  description?: string;
  rows: { label: string; value: React.ReactNode }[];
  children?: React.ReactNode;
}) {
  return (
    <SettingsCard title={title} description={description}>
      <InfoRows rows={rows} />
      {children}
    </SettingsCard>
  );
}
