"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState, ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { mediaUrl } from "@/features/media/urls";
import { fixKindOf, referenceKey } from "../fixable";
import type { DiagnosedReference } from "../list-query";
import type { ImageStatus } from "../status";
import { SelectBox } from "@/features/admin/list/bulk-bar";

const STATUS_BADGE: Record<ImageStatus, "success" | "warning" | "destructive" | "secondary"> = {
  stored: "success",
  external: "warning",
  missing: "destructive",
  "variants-missing": "warning",
  unreadable: "destructive",
  "not-image": "secondary",
};

function ownerName(reference: DiagnosedReference, fallback: string): string {
  return reference.ownerLabel || fallback;
}

/** A stored file through the access-checked media route; an outside address is never loaded by the admin's browser. */
function Preview({ reference }: { reference: DiagnosedReference }) {
  const t = useTranslations("adminContent.diagnostics.list");
  if (reference.mediaId && reference.thumbnailVariant) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the access-checked media route, never through the optimiser
      <img
        src={mediaUrl(reference.mediaId, reference.thumbnailVariant)}
        alt={t("thumbnailAlt", { owner: ownerName(reference, t("noLabel")) })}
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-md border border-border bg-muted object-cover"
      />
    );
  }
  return (
    <span className="flex size-16 shrink-0 items-center justify-center rounded-md border border-dashed border-border p-1 text-center text-[0.65rem] leading-tight text-muted-foreground">
      {reference.status === "external" ? t("outside") : t("noPreview")}
    </span>
  );
}

function Owner({ reference }: { reference: DiagnosedReference }) {
  const t = useTranslations("adminContent");
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="break-words font-medium">{ownerName(reference, t("diagnostics.list.noLabel"))}</span>
      <span className="text-xs text-muted-foreground">
        {t(`library.categories.${reference.category}`)} · <span className="font-mono">{reference.field}</span>
      </span>
    </div>
  );
}

function Address({ reference }: { reference: DiagnosedReference }) {
  return <span className="block max-w-xs break-all font-mono text-xs text-muted-foreground">{reference.address}</span>;
}

function Status({ reference }: { reference: DiagnosedReference }) {
  const t = useTranslations("adminContent.diagnostics");
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant={STATUS_BADGE[reference.status]}>{t(`status.${reference.status}`, { store: reference.store ? t(`stores.${reference.store}`) : "" })}</Badge>
      {reference.missingVariants.length > 0 ? <span className="text-xs text-muted-foreground">{t("list.missingVariants", { names: reference.missingVariants.join(", ") })}</span> : null}
    </div>
  );
}

/** The fix a reference offers, or what the admin must do instead. */
function Fix({ reference, fixing, onFix }: { reference: DiagnosedReference; fixing: boolean; onFix: (reference: DiagnosedReference) => void }) {
  const t = useTranslations("adminContent.diagnostics");
  const kind = fixKindOf(reference);
  if (kind) {
    return (
      <Button type="button" size="sm" variant="outline" disabled={fixing} onClick={() => onFix(reference)}>
        {kind === "rebuild" ? t("actions.rebuild") : t("actions.fixToLocal")}
      </Button>
    );
  }
  if (reference.status === "missing" || reference.status === "unreadable") return <span className="text-xs text-muted-foreground">{t("list.uploadAgain")}</span>;
  if (reference.status === "external") return <span className="text-xs text-muted-foreground">{t("list.notWritable")}</span>;
  return null;
}

/**
 * One checked page of references: a table on wide screens, one card per
 * reference on a phone. Only a reference with a fix can be ticked.
 */
export function DiagnosticsList({
  rows,
  selected,
  onSelect,
  onSelectPage,
  hydrated,
  fixing,
  onFix,
}: {
  rows: DiagnosedReference[];
  selected: ReadonlySet<string>;
  onSelect: (key: string, selected: boolean) => void;
  onSelectPage: (selected: boolean) => void;
  hydrated: boolean;
  fixing: boolean;
  onFix: (reference: DiagnosedReference) => void;
}) {
  const t = useTranslations("adminContent.diagnostics.list");
  if (rows.length === 0) return <EmptyState>{t("empty")}</EmptyState>;

  const fixable = rows.filter((row) => fixKindOf(row) !== null);
  const tick = (reference: DiagnosedReference) =>
    fixKindOf(reference) ? (
      <SelectBox label={t("selectLabel", { owner: ownerName(reference, t("noLabel")), field: reference.field })} checked={selected.has(referenceKey(reference))} enabled={hydrated} onChange={(on) => onSelect(referenceKey(reference), on)} />
    ) : null;

  const columns: ItemColumn<DiagnosedReference>[] = [
    {
      header:
        fixable.length > 0 ? (
          <SelectBox label={t("selectPage")} checked={fixable.every((row) => selected.has(referenceKey(row)))} enabled={hydrated} onChange={onSelectPage} />
        ) : (
          <span className="sr-only">{t("columns.select")}</span>
        ),
      cell: tick,
      className: "w-10",
    },
    { header: t("columns.image"), cell: (reference) => <Preview reference={reference} />, className: "w-20" },
    { header: t("columns.reference"), cell: (reference) => <Owner reference={reference} />, className: "min-w-40" },
    { header: t("columns.address"), cell: (reference) => <Address reference={reference} /> },
    { header: t("columns.status"), cell: (reference) => <Status reference={reference} /> },
    { header: t("columns.fix"), cell: (reference) => <Fix reference={reference} fixing={fixing} onFix={onFix} />, className: "w-40" },
  ];

  return (
    <ItemList
      items={rows}
      itemKey={referenceKey}
      columns={columns}
      label={t("label")}
      cardClassName="flex-row gap-3 p-3"
      card={(reference) => (
        <>
          <Preview reference={reference} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex items-start justify-between gap-2">
              <Owner reference={reference} />
              {tick(reference)}
            </div>
            <Address reference={reference} />
            <Status reference={reference} />
            <Fix reference={reference} fixing={fixing} onFix={onFix} />
          </div>
        </>
      )}
    />
  );
}
