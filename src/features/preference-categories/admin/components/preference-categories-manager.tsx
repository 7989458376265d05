"use client";

import { ImageOffIcon, PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { deletePreferenceCategory } from "../actions";
import type { PreferenceCategoryItem } from "../types";
import { PreferenceCategoryDialog } from "./preference-category-dialog";
import { EmptyState, ItemActions, ItemList } from "@/features/admin/components/item-list";
import { PublicPageLink } from "@/features/admin/components/public-page-link";
import { useAdminAction } from "@/features/admin/use-admin-action";

/**
 * The preference categories manager: the home
 * page's "browse by preference" tiles, by order, with create, edit and delete.
 * Used on /admin/models/characteristics and /admin/settings/categories.
 */
export function PreferenceCategoriesManager({ items }: { items: PreferenceCategoryItem[] }) {
  const t = useTranslations("adminModels.preferenceCategories");
  const [editing, setEditing] = useState<PreferenceCategoryItem | "new" | null>(null);
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

      {items.length === 0 ? <EmptyState>{t("empty")}</EmptyState> : <CategoryList items={items} onEdit={setEditing} />}

      <PreferenceCategoryDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        target={editing}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}

/** Every field of a tile (name, path, image, alt text, order, active): a table on wide screens, cards on phones. */
function CategoryList({ items, onEdit }: { items: PreferenceCategoryItem[]; onEdit: (item: PreferenceCategoryItem) => void }) {
  const t = useTranslations("adminModels.preferenceCategories");
  const actions = (item: PreferenceCategoryItem, className?: string) => <RowActions item={item} onEdit={onEdit} className={className} />;
  return (
    <ItemList
      items={items}
      itemKey={(item) => item.id}
      columns={[
        { header: t("columns.image"), headClassName: "w-20", cell: (item) => <Thumbnail item={item} /> },
        {
          header: t("columns.name"),
          cell: (item) => (
            <div className="flex flex-col gap-1">
              <span className="font-medium">{item.name}</span>
              <PublicPageLink path={item.path} />
            </div>
          ),
        },
        {
          header: t("columns.alt"),
          className: "hidden lg:table-cell",
          cellClassName: "max-w-xs",
          cell: (item) => <span className="line-clamp-2 text-muted-foreground">{item.imageAlt || "—"}</span>,
        },
        { header: t("columns.order"), className: "text-right", headClassName: "w-16", cellClassName: "tabular-nums", cell: (item) => item.orderIndex },
        { header: t("columns.status"), headClassName: "w-24", cell: (item) => <StatusBadge active={item.isActive} /> },
        { header: t("columns.actions"), srOnlyHeader: true, headClassName: "w-28 text-right", cell: (item) => actions(item) },
      ]}
      cardClassName="gap-4 p-3"
      card={(item) => (
        <>
          <Thumbnail item={item} />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium leading-tight">{item.name}</span>
              <StatusBadge active={item.isActive} />
            </div>
            <PublicPageLink path={item.path} />
            <span className="text-xs text-muted-foreground">{t("orderValue", { order: item.orderIndex })}</span>
            {actions(item, "-ml-3 mt-auto justify-start")}
          </div>
        </>
      )}
    />
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

/** Edit, and delete after asking; the dialog stays open, disabled, until the server answers. */
function RowActions({ item, onEdit, className }: { item: PreferenceCategoryItem; onEdit: (item: PreferenceCategoryItem) => void; className?: string }) {
  const callAdmin = useAdminAction();
  const t = useTranslations("adminModels.preferenceCategories");
  const router = useRouter();

  async function remove(): Promise<boolean> {
    const result = await callAdmin(deletePreferenceCategory, { id: item.id });
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    toast.success(t("toast.deleted"));
    router.refresh();
    return true;
  }

  return (
    <ItemActions
      className={className}
      editLabel={t("editNamed", { name: item.name })}
      onEdit={() => onEdit(item)}
      deleteLabel={t("deleteNamed", { name: item.name })}
      deleteTitle={t("deleteTitle")}
      deleteDescription={t("deleteDescription", { name: item.name })}
      onDelete={remove}
    />
  );
}
