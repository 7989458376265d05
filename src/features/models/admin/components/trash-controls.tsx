"use client";

import { ArchiveRestoreIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/features/admin/components/confirm-delete";
import { cn } from "@/lib/utils";
import { DEFAULT_MODEL_LIST_PARAMS, type ModelView } from "../list-params";
import type { AdminModelRow } from "../list-query";
import { TRASH_DAYS } from "../../trash/rules";
import { viewHref } from "./models-toolbar";

/** What the screen does for a row's trash buttons; each resolves true when the change went through. */
export interface TrashHandlers {
  trash: (ids: string[]) => Promise<boolean>;
  restore: (ids: string[]) => Promise<boolean>;
  purge: (ids: string[]) => Promise<boolean>;
}

/** The two views of the list: the models in use and the trash (decision 023). */
export function ViewSwitch({ view }: { view: ModelView }) {
  const t = useTranslations("adminModels.trash");
  const link = (target: ModelView, label: string) => (
    <Link
      href={viewHref({ ...DEFAULT_MODEL_LIST_PARAMS, view: target })}
      aria-current={view === target ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-medium",
        view === target ? "bg-gold/15 text-foreground" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t("viewsLabel")} className="flex flex-wrap gap-1 rounded-lg border border-border p-1">
      {link("active", t("viewActive"))}
      {link("trash", t("viewTrash"))}
    </nav>
  );
}

/** A model's Delete button: to the trash, behind a dialog that says it can be restored for TRASH_DAYS days. */
export function TrashRowAction({ model, handlers }: { model: AdminModelRow; handlers: TrashHandlers }) {
  const t = useTranslations("adminModels.trash");
  return (
    <ConfirmDelete
      triggerLabel={t("delete", { name: model.name })}
      title={t("deleteTitle", { name: model.name })}
      description={t("deleteDescription", { name: model.name, days: TRASH_DAYS })}
      onConfirm={() => handlers.trash([model.id])}
    />
  );
}

/** A trashed model's Restore (at once: it is undone by deleting again) and Delete now (permanent, confirmed). */
export function TrashedRowActions({ model, handlers, className }: { model: AdminModelRow; handlers: TrashHandlers; className?: string }) {
  const t = useTranslations("adminModels.trash");
  const [restoring, setRestoring] = useState(false);

  async function restore() {
    setRestoring(true);
    try {
      await handlers.restore([model.id]);
    } finally {
      setRestoring(false);
    }
  }

  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <Button type="button" variant="outline" size="sm" disabled={restoring} onClick={restore} aria-label={t("restore", { name: model.name })}>
        <ArchiveRestoreIcon aria-hidden="true" />
        <span aria-hidden="true">{t("restoreShort")}</span>
      </Button>
      <ConfirmDelete
        triggerLabel={t("purge", { name: model.name })}
        title={t("purgeTitle", { name: model.name })}
        description={t("purgeDescription", { name: model.name })}
        onConfirm={() => handlers.purge([model.id])}
      />
    </div>
  );
}
