"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { EmptyState, ItemList, type ItemColumn } from "@/features/admin/components/item-list";
import { mediaUrl } from "@/features/media/urls";
import { formatDay } from "@/lib/format-date";
import type { ImageReference } from "../../../references";
import { isNarrowedView, type ImageLibraryParams } from "../list-params";
import type { LibraryImage } from "../list-query";
import { SelectBox } from "@/features/admin/list/bulk-bar";

/** Uses shown per image before "and N more": enough to recognise it, short enough for a row. */
const USES_SHOWN = 3;

/** The smallest stored width, so a page of thumbnails stays light; the original when there is none. */
function thumbnailVariant(variants: readonly string[]): string {
  const widths = variants.filter((name) => /^w\d+$/.test(name)).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  return widths[0] ?? "original";
}

function Thumbnail({ image }: { image: LibraryImage }) {
  const t = useTranslations("adminContent.library.list");
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the access-checked media route, never through the optimiser
    <img
      src={mediaUrl(image.id, thumbnailVariant(image.variants))}
      alt={t("thumbnailAlt", { id: image.id.slice(0, 8) })}
      width={64}
      height={64}
      loading="lazy"
      className="size-16 shrink-0 rounded-md border border-border bg-muted object-cover"
    />
  );
}

function Uses({ uses }: { uses: readonly ImageReference[] }) {
  const t = useTranslations("adminContent.library");
  if (uses.length === 0) return <Badge variant="warning">{t("list.unused")}</Badge>;
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {uses.slice(0, USES_SHOWN).map((use) => (
        <li key={`${use.category}:${use.ownerId}:${use.field}`} className="break-words">
          <span className="text-muted-foreground">{t(`categories.${use.category}`)}:</span> {use.ownerLabel}
        </li>
      ))}
      {uses.length > USES_SHOWN ? <li className="text-muted-foreground">{t("list.moreUses", { count: uses.length - USES_SHOWN })}</li> : null}
    </ul>
  );
}

function FileFacts({ image }: { image: LibraryImage }) {
  const t = useTranslations("adminContent.library.list");
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="break-all font-medium">{image.originalFilename || t("noName")}</span>
      <span className="font-mono text-xs text-muted-foreground">{image.id.slice(0, 8)}</span>
      <span className="text-xs text-muted-foreground">
        {t("dimensions", { width: image.width, height: image.height })} · {t("variants", { count: image.variants.length })}
      </span>
    </div>
  );
}

/**
 * One page of images: a table on wide screens, one card per image on a
 * phone. `canTick` says which rows get a tick box (the screen decides: only
 * images nothing uses for the delete, every image for a visibility change).
 */
export function ImageLibraryList({
  rows,
  params,
  selected,
  canTick,
  onSelect,
  onSelectPage,
  hydrated,
}: {
  rows: LibraryImage[];
  params: ImageLibraryParams;
  selected: ReadonlySet<string>;
  canTick: (image: LibraryImage) => boolean;
  onSelect: (id: string, selected: boolean) => void;
  onSelectPage: (selected: boolean) => void;
  hydrated: boolean;
}) {
  const t = useTranslations("adminContent.library");
  const format = useFormatter();
  if (rows.length === 0) {
    return <EmptyState>{isNarrowedView(params) ? t("list.empty") : t("list.emptyAll")}</EmptyState>;
  }

  const selectable = rows.filter(canTick);
  const size = (image: LibraryImage) => format.number(image.byteSize / 1024, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });
  const uploaded = (image: LibraryImage) =>
    image.uploadedBy ? t("list.uploadedBy", { date: formatDay(image.createdAt), email: image.uploadedBy }) : t("list.uploadedAt", { date: formatDay(image.createdAt) });
  const tick = (image: LibraryImage) =>
    canTick(image) ? (
      <SelectBox label={t("list.selectLabel", { id: image.id.slice(0, 8) })} checked={selected.has(image.id)} enabled={hydrated} onChange={(on) => onSelect(image.id, on)} />
    ) : null;

  const columns: ItemColumn<LibraryImage>[] = [
    {
      header:
        selectable.length > 0 ? (
          <SelectBox label={t("list.selectPage")} checked={selectable.every((row) => selected.has(row.id))} enabled={hydrated} onChange={onSelectPage} />
        ) : (
          <span className="sr-only">{t("list.columns.select")}</span>
        ),
      cell: tick,
      className: "w-10",
    },
    { header: t("list.columns.image"), cell: (image) => <Thumbnail image={image} />, className: "w-20" },
    { header: t("list.columns.file"), cell: (image) => <FileFacts image={image} /> },
    { header: t("list.columns.kind"), cell: (image) => <Badge variant="secondary">{t(`filters.${image.purpose}`)}</Badge> },
    { header: t("list.columns.usedBy"), cell: (image) => <Uses uses={image.usedBy} />, className: "min-w-48" },
    { header: t("list.columns.size"), cell: (image) => <span className="tabular-nums">{size(image)}</span>, className: "text-right" },
    { header: t("list.columns.uploaded"), cell: (image) => <span className="text-sm">{uploaded(image)}</span>, className: "hidden xl:table-cell" },
  ];

  return (
    <ItemList
      items={rows}
      itemKey={(image) => image.id}
      columns={columns}
      label={t("list.label")}
      cardClassName="flex-row gap-3 p-3"
      card={(image) => (
        <>
          <Thumbnail image={image} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex items-start justify-between gap-2">
              <FileFacts image={image} />
              {tick(image)}
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="secondary">{t(`filters.${image.purpose}`)}</Badge>
              <span className="tabular-nums text-muted-foreground">{size(image)}</span>
            </div>
            <Uses uses={image.usedBy} />
            <span className="text-xs text-muted-foreground">{uploaded(image)}</span>
          </div>
        </>
      )}
    />
  );
}
