import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { requireAdminPage } from "@/features/admin/guard";
import { AdminPageHeader } from "@/features/admin/components/page-header";
import { getAdminLocale } from "@/features/admin/locale";
import { loadForScreen } from "@/features/admin/load";
import { auditLabels, presentAuditEntries } from "@/features/audit/admin/present";
import { listAuditEntries, listAuditFilterOptions } from "@/features/audit/admin/queries";
import { parseAuditFilters, type AuditFilters } from "@/features/audit/admin/schemas";
import { AuditEntryList } from "@/features/audit/admin/components/audit-entry-list";
import { AuditFiltersForm } from "@/features/audit/admin/components/audit-filters";
import { contentKeyNamer } from "@/features/site-content/admin/labels";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminShell.audit" });
  return { title: t("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The same filters on another page of results. */
function pageHref(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["actor", "entityType", "action", "from", "to"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  params.set("page", String(page));
  return `/admin/users/audit?${params}`;
}

/** Every change made in the back office, filtered and paged on the server (issue: members and staff, the audit log). */
export default async function AuditLogPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminPage("/admin/users/audit");
  await connection();
  const filters = parseAuditFilters(await searchParams);
  const locale = await getAdminLocale();
  const t = await getTranslations({ locale, namespace: "adminShell.audit" });
  const datesReversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const [result, options, labels, nameContentKey] = await Promise.all([
    loadForScreen("the audit log", () => listAuditEntries(filters)),
    loadForScreen("the audit filters", listAuditFilterOptions),
    auditLabels(locale),
    contentKeyNamer(locale),
  ]);
  const entries = result ? await presentAuditEntries(result.entries, { locale, nameContentKey }) : [];

  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} />
      {options ? (
        <AuditFiltersForm
          filters={filters}
          options={options}
          labels={{
            label: t("filters.label"),
            actor: t("filters.actor"),
            entityType: t("filters.entityType"),
            action: t("filters.action"),
            from: t("filters.from"),
            to: t("filters.to"),
            any: t("filters.any"),
            apply: t("filters.apply"),
            clear: t("filters.clear"),
          }}
          actionLabel={labels.action}
          entityTypeLabel={labels.entityType}
        />
      ) : null}
      {datesReversed ? (
        <Alert role="status" className="mb-4">
          <AlertTitle>{t("invalidDates")}</AlertTitle>
        </Alert>
      ) : null}
      {result === null ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{t("loadFailed")}</AlertTitle>
        </Alert>
      ) : (
        <section aria-label={t("title")} className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t("count", { count: result.total })}
          </p>
          {entries.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
          ) : (
            <AuditEntryList
              entries={entries}
              showChanges
              labels={{ title: t("title"), changes: t("changes"), noChanges: t("noChanges"), field: t("field"), before: t("before"), after: t("after") }}
            />
          )}
          {result.pages > 1 ? (
            <nav aria-label={t("pagination.label")} className="flex items-center justify-between gap-3">
              <PageLink href={result.page > 1 ? pageHref(filters, result.page - 1) : null} label={t("pagination.previous")} />
              <span className="text-sm text-muted-foreground tabular-nums">{t("pagination.page", { page: result.page, pages: result.pages })}</span>
              <PageLink href={result.page < result.pages ? pageHref(filters, result.page + 1) : null} label={t("pagination.next")} />
            </nav>
          ) : null}
        </section>
      )}
    </>
  );
}

function PageLink({ href, label }: { href: string | null; label: string }) {
  if (!href) {
    return (
      <Button variant="outline" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <Link href={href}>{label}</Link>
    </Button>
  );
}
