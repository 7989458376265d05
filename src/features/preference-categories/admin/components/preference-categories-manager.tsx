"use client";

import { ImageOffIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { deletePreferenceCategory } from "../actions";
import type { PreferenceCategoryItem } from "../types";
import { PreferenceCategoryDialog } from "./preference-category-dialog";
import { PublicPageLink } from "@/features/admin/components/public-page-link";
import { useAdminAction } from "@/features/admin/use-admin-action";

/**
 * The preference categories manager (admin spec screens 15 and 25): the home
 * page's "browse by preference" tiles, by order, with create, edit and delete.
 * Used on /admin/models/characteristics and /admin/settings/categories.
 */
export function PreferenceCategoriesManager({ items }: { items: PreferenceCategoryItem[] }) {
  const t = useTranslations("adminModels.preferenceCategories");
  const [editing, setEditing] = useState<PreferenceCategoryItem | "new" | null>(null);
  const [deleting, setDeleting] = useState<PreferenceCategoryItem | null>(null);
  const active = items.filter((item) => item.isActive).length;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t("summary", { total: items.length, active })}</p>
        <Button onClick={() => setEditing("new")} className="self-start sm:self-auto">
          <PlusIcon aria-hidden="true" />
          {t("add")}
        </Button>
      </div>

      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <>
          <CategoryTable items={items} onEdit={setEditing} onDelete={setDeleting} />
          <CategoryCards items={items} onEdit={setEditing} onDelete={setDeleting} />
        </>
      )}

      <PreferenceCategoryDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        target={editing}
        onClose={() => setEditing(null)}
      />
      <DeleteCategoryDialog item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

type RowHandlers = {
  items: PreferenceCategoryItem[];
  onEdit: (item: PreferenceCategoryItem) => void;
  onDelete: (item: PreferenceCategoryItem) => void;
};

/** Wide screens: a table with every field the spec lists. */
function CategoryTable({ items, onEdit, onDelete }: RowHandlers) {
  const t = useTranslations("adminModels.preferenceCategories");
  return (
    <div className="hidden rounded-lg border border-border md:block">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-20">{t("columns.image")}</TableHead>
            <TableHead>{t("columns.name")}</TableHead>
            <TableHead className="hidden lg:table-cell">{t("columns.alt")}</TableHead>
            <TableHead className="w-16 text-right">{t("columns.order")}</TableHead>
            <TableHead className="w-24">{t("columns.status")}</TableHead>
            <TableHead className="w-28 text-right">
              <span className="sr-only">{t("columns.actions")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <Thumbnail item={item} />
              </TableCell>
              <TableCell>
                <div className="flex flex-col gap-1">
                  <span className="font-medium">{item.name}</span>
                  <PublicPageLink path={item.path} />
                </div>
              </TableCell>
              <TableCell className="hidden max-w-xs lg:table-cell">
                <span className="line-clamp-2 text-muted-foreground">{item.imageAlt || "—"}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{item.orderIndex}</TableCell>
              <TableCell>
                <StatusBadge active={item.isActive} />
              </TableCell>
              <TableCell>
                <RowActions item={item} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Phones: one card per tile, same information, large touch targets. */
function CategoryCards({ items, onEdit, onDelete }: RowHandlers) {
  const t = useTranslations("adminModels.preferenceCategories");
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {items.map((item) => (
        <li key={item.id} className="flex gap-4 rounded-lg border border-border bg-card p-3">
          <Thumbnail item={item} />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium leading-tight">{item.name}</span>
              <StatusBadge active={item.isActive} />
            </div>
            <PublicPageLink path={item.path} />
            <span className="text-xs text-muted-foreground">{t("orderValue", { order: item.orderIndex })}</span>
            <RowActions item={item} onEdit={onEdit} onDelete={onDelete} className="-ml-3 mt-auto justify-start" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Thumbnail({ item }: { item: PreferenceCategoryItem }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="flex aspect-[4/5] w-14 shrink-0 items-center self-start justify-center overflow-hidden rounded-md border border-border bg-muted">
      {item.thumb && !broken ? (
        // eslint-disable-next-line @next/next/no-img-element -- media route images, not the optimiser
        <img
          src={item.thumb.src}
          srcSet={item.thumb.srcSet || undefined}
          sizes="56px"
          alt=""
          width={56}
          height={70}
          loading="lazy"
          className="size-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <ImageOffIcon aria-hidden="true" className="size-5 text-muted-foreground" />
      )}
    </div>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  const t = useTranslations("adminModels.common");
  return <Badge variant={active ? "success" : "outline"}>{active ? t("active") : t("inactive")}</Badge>;
}

function RowActions({
  item,
  onEdit,
  onDelete,
  className,
}: {
  item: PreferenceCategoryItem;
  onEdit: (item: PreferenceCategoryItem) => void;
  onDelete: (item: PreferenceCategoryItem) => void;
  className?: string;
}) {
  const t = useTranslations("adminModels.preferenceCategories");
  return (
    <div className={`flex justify-end gap-1 ${className ?? ""}`}>
      <Button variant="ghost" size="icon" onClick={() => onEdit(item)} aria-label={t("editNamed", { name: item.name })}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onDelete(item)}
        aria-label={t("deleteNamed", { name: item.name })}
        className="text-red-300 hover:text-red-200 light:text-destructive"
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Delete asks first (spec §5); the dialog stays open, disabled, until the server answers. */
function DeleteCategoryDialog({ item, onClose }: { item: PreferenceCategoryItem | null; onClose: () => void }) {
  const callAdmin = useAdminAction();
  const t = useTranslations("adminModels.preferenceCategories");
  const tCommon = useTranslations("adminModels.common");
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (!item) return;
    setPending(true);
    const result = await callAdmin(deletePreferenceCategory, { id: item.id });
    setPending(false);
    if (!result.ok) {
      toast.error(result.error);
      return;
    }
    toast.success(t("toast.deleted"));
    onClose();
    router.refresh();
  }

  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => (!open && !pending ? onClose() : undefined)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("deleteTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("deleteDescription", { name: item?.name ?? "" })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{tCommon("cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? tCommon("deleting") : tCommon("delete")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
