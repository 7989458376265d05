import { CheckIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format-date";

/** A settings form's words for its save state (from the form's own message namespace). */
export interface SaveTexts {
  unsaved: string;
  /** "Last saved {date}", given the date as the admin reads it. */
  updated: (date: string) => string;
  saving: string;
  save: string;
}

/** "Unsaved changes" while the form differs from what is stored, and when it was last saved. */
export function SaveStatus({ dirty, updatedAt, texts }: { dirty: boolean; updatedAt: Date | string | null; texts: Pick<SaveTexts, "unsaved" | "updated"> }) {
  return (
    <>
      {dirty ? (
        <Badge variant="outline" className="border-gold/40 text-gold">
          {texts.unsaved}
        </Badge>
      ) : null}
      {updatedAt ? <span className="text-xs text-muted-foreground">{texts.updated(formatDateTime(updatedAt))}</span> : null}
    </>
  );
}

/** The foot of a single-record settings form: its save state and the submit button, busy while saving. */
export function SaveBar({ dirty, updatedAt, submitting, texts }: { dirty: boolean; updatedAt: Date | string | null; submitting: boolean; texts: SaveTexts }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <SaveStatus dirty={dirty} updatedAt={updatedAt} texts={texts} />
      <Button type="submit" disabled={submitting}>
        {submitting ? null : <CheckIcon aria-hidden="true" />}
        {submitting ? texts.saving : texts.save}
      </Button>
    </div>
  );
}
