import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { AuditFilterOptions } from "../queries";
import type { AuditFilters } from "../schemas";

export interface AuditFiltersLabels {
  label: string;
  actor: string;
  entityType: string;
  action: string;
  from: string;
  to: string;
  any: string;
  apply: string;
  clear: string;
}

const SELECT =
  "flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm";

/**
 * The audit screen's filters: a plain GET form, so the filtered view is a
 * URL (linkable, kept on reload) and works before any script has loaded.
 */
export function AuditFiltersForm({
  filters,
  options,
  labels,
  actionLabel,
  entityTypeLabel,
}: {
  filters: AuditFilters;
  options: AuditFilterOptions;
  labels: AuditFiltersLabels;
  actionLabel: (action: string) => string;
  entityTypeLabel: (type: string) => string;
}) {
  const select = (name: "actor" | "entityType" | "action", values: string[], label: (value: string) => string) => (
    <div className={cn("flex min-w-0 flex-col gap-1.5", name === "actor" && "col-span-2 lg:col-span-1")}>
      <label htmlFor={`audit-${name}`} className="text-sm font-medium">
        {labels[name]}
      </label>
      <select id={`audit-${name}`} name={name} defaultValue={filters[name] ?? ""} className={SELECT}>
        <option value="">{labels.any}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form method="get" aria-label={labels.label} className="mb-6 grid grid-cols-2 gap-3 rounded-lg border border-border bg-card p-4 sm:gap-4 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]">
      {select("actor", options.actors, (email) => email)}
      {select("entityType", options.entityTypes, entityTypeLabel)}
      {select("action", options.actions, actionLabel)}
      <DateFilter name="from" label={labels.from} value={filters.from} />
      <DateFilter name="to" label={labels.to} value={filters.to} />
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit">{labels.apply}</Button>
        <Button asChild variant="ghost">
          <Link href="/admin/users/audit">{labels.clear}</Link>
        </Button>
      </div>
    </form>
  );
}

/** One end of the date range (a London calendar day, as the address holds it). */
function DateFilter({ name, label, value }: { name: "from" | "to"; label: string; value: string | null | undefined }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={`audit-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <Input id={`audit-${name}`} name={name} type="date" defaultValue={value ?? ""} />
    </div>
  );
}
