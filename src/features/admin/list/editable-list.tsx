"use client";

import { PlusIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ListSection } from "./list-section";

/** A row the edit dialog can open: its id and version name the form it starts from. */
export interface EditableRow {
  id: string;
  updatedAt: Date | string;
}

/**
 * Which row the create/edit dialog holds ("new", a row, or nothing), and the
 * props that bind the dialog to it. Give the dialog `key={dialogKey}` (the
 * row and its version), so its form always starts from what was loaded; once
 * saved, it closes and the page is read again from the server.
 */
export function useEditingRow<Row extends EditableRow>(refresh: () => void) {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const dialogKey = editing === null ? "closed" : editing === "new" ? "new" : `${editing.id}@${new Date(editing.updatedAt).toISOString()}`;
  const dialogProps = {
    target: editing,
    onClose: () => setEditing(null),
    onSaved: () => {
      setEditing(null);
      refresh();
    },
  };
  return { editing, setEditing, dialogKey, dialogProps };
}

/**
 * The frame of a list screen whose rows are created and edited in a dialog:
 * what sits above the list (counters), the "new" button, the toolbar, the
 * list section (rows and pagination) and the dialog, busy while the page is
 * read again.
 */
export function EditableListFrame({
  refreshing,
  above,
  newLabel,
  onNew,
  toolbar,
  section,
  children,
  dialog,
}: {
  refreshing: boolean;
  above?: ReactNode;
  newLabel: string;
  onNew: () => void;
  toolbar: ReactNode;
  section: { id: string; title: string; count: string };
  children: ReactNode;
  dialog: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-6" aria-busy={refreshing}>
      {above}
      <div>
        <Button type="button" onClick={onNew}>
          <PlusIcon aria-hidden="true" />
          {newLabel}
        </Button>
      </div>
      {toolbar}
      <ListSection id={section.id} title={section.title} count={section.count}>
        {children}
      </ListSection>
      {dialog}
    </div>
  );
}
