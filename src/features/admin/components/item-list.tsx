"use client";

import { PencilIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { ConfirmDelete } from "./confirm-delete";

export interface ItemColumn<T> {
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** Classes of the head and every cell of the column ("hidden xl:table-cell", "text-right"). */
  className?: string;
  /** Classes of the head only (a width). */
  headClassName?: string;
  /** Classes of the cells only. */
  cellClassName?: string;
  /** The header is read to screen readers only (an actions column). */
  srOnlyHeader?: boolean;
}

/**
 * The list screens' shape: a table on wide screens, one card per item on
 * phones (same information, large touch targets). Each screen states its
 * columns and what a card shows.
 */
export function ItemList<T>({
  items,
  itemKey,
  columns,
  card,
  label,
  cardClassName = "flex-col gap-2 p-4",
}: {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  columns: readonly ItemColumn<T>[];
  card: (item: T) => ReactNode;
  /** The table's accessible name (what a screen reader announces, and how tests find it). */
  label?: string;
  /** The card's layout (it is always a bordered card). */
  cardClassName?: string;
}) {
  return (
    <>
      <div className="hidden rounded-lg border border-border md:block">
        <Table aria-label={label}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column, index) => (
                <TableHead key={index} className={cn(column.className, column.headClassName)}>
                  {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={itemKey(item)}>
                {columns.map((column, index) => (
                  <TableCell key={index} className={cn(column.className, column.cellClassName)}>
                    {column.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {items.map((item) => (
          <li key={itemKey(item)} className={cn("flex rounded-lg border border-border bg-card", cardClassName)}>
            {card(item)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** What a list says when it has nothing to show. */
export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn("rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground", className)}>{children}</p>;
}

/** "✎ Edit", named for screen readers after its item ("Edit Mayfair"). */
export function EditButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  const t = useTranslations("adminShell.items");
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={label} className={className}>
      <PencilIcon aria-hidden="true" />
      <span aria-hidden="true">{t("edit")}</span>
    </Button>
  );
}

/** An item's edit (pencil) and delete (behind 'Are you sure?') buttons. */
export function ItemActions({
  editLabel,
  onEdit,
  deleteLabel,
  deleteTitle,
  deleteDescription,
  onDelete,
  className,
}: {
  /** Accessible names, e.g. 'Edit “Dinner dates?”'. */
  editLabel: string;
  onEdit: () => void;
  deleteLabel: string;
  deleteTitle?: string;
  deleteDescription: string;
  /** Resolves true when the item was deleted. */
  onDelete: () => Promise<boolean>;
  className?: string;
}) {
  const t = useTranslations("adminShell.items");
  return (
    <div className={cn("flex shrink-0 justify-end gap-1", className)}>
      <Button type="button" variant="ghost" size="icon" className="size-9 text-muted-foreground" aria-label={editLabel} title={t("edit")} onClick={onEdit}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <ConfirmDelete triggerLabel={deleteLabel} title={deleteTitle} description={deleteDescription} onConfirm={onDelete} />
    </div>
  );
}
