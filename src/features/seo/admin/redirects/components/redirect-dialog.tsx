"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { EditDialogForm, EditDialogFrame, useEditDialogTexts } from "@/features/admin/dialog/edit-dialog";
import { firstFieldWithError } from "@/features/admin/dialog/field-errors";
import { createOrUpdate } from "@/features/admin/dialog/use-edit-dialog";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { createRedirect, updateRedirect } from "../actions";
import { GONE_STATUSES, MATCH_TYPES, REDIRECT_STATUSES, type RedirectMatchType } from "../../../redirects/engine";
import type { AdminRedirect } from "../list-query";

interface Draft {
  fromPath: string;
  toPath: string;
  statusCode: number;
  matchType: RedirectMatchType;
  keepQuery: boolean;
  isActive: boolean;
}

const EMPTY: Draft = { fromPath: "", toPath: "", statusCode: 301, matchType: "exact", keepQuery: false, isActive: true };

function draftOf(row: AdminRedirect | null): Draft {
  if (!row) return EMPTY;
  return { fromPath: row.fromPath, toPath: row.toPath ?? "", statusCode: row.statusCode, matchType: row.matchType, keepQuery: row.keepQuery, isActive: row.isActive };
}

type FieldErrors = Partial<Record<keyof Draft, string[]>>;

/** The fields that show their own error, in the order they appear, with the control to focus. */
const SHOWN_FIELDS = ["statusCode", "fromPath", "toPath"] as const;
const CONTROL_OF: Record<(typeof SHOWN_FIELDS)[number], string> = { statusCode: "redirect-status", fromPath: "redirect-from", toPath: "redirect-to" };

/**
 * The add/edit dialog. The action checks everything (engine.ts through
 * schemas.ts, then chains and loops against the active rules) and its
 * messages are shown under the fields; what was typed is kept on a refusal.
 * An edit sends the version it loaded, so a save over someone else's change
 * offers Reload or Overwrite.
 */
export function RedirectDialog({ row, open, onClose, onSaved }: { row: AdminRedirect | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const texts = useEditDialogTexts("adminSeo.redirects.dialog", row !== null);
  return (
    <EditDialogFrame open={open} onClose={onClose} closeLabel={texts.closeLabel} className="sm:max-w-lg">
      {/* Remounted per row, so a new dialog starts from the row's values. */}
      {open ? <RedirectForm key={row?.id ?? "new"} row={row} onClose={onClose} onSaved={onSaved} /> : null}
    </EditDialogFrame>
  );
}

function RedirectForm({ row, onClose, onSaved }: { row: AdminRedirect | null; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations("adminSeo.redirects");
  const texts = useEditDialogTexts("adminSeo.redirects.dialog", row !== null);
  const callAdmin = useAdminAction();
  const offerOverwrite = useConflictToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const initial = draftOf(row);
  const dirty = (Object.keys(draft) as (keyof Draft)[]).some((key) => draft[key] !== initial[key]);
  useUnsavedChangesGuard(dirty && !saving, t("dialog.unsaved"));

  const gone = (GONE_STATUSES as readonly number[]).includes(draft.statusCode);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function save(overwrite = false) {
    setSaving(true);
    const input = { ...draft, toPath: gone ? null : draft.toPath };
    const result = await createOrUpdate(row, createRedirect, updateRedirect)(input, overwrite, callAdmin);
    setSaving(false);
    if (!result.ok) {
      if (offerOverwrite(result, () => save(true))) return;
      const fieldErrors = (result.fieldErrors ?? {}) as FieldErrors;
      setErrors(fieldErrors);
      // A refusal the form shows under a field is said there once, and the field takes the focus;
      // only a refusal with nowhere to show it (forbidden, network, a field without a control) is a toast.
      const shown = firstFieldWithError(fieldErrors, SHOWN_FIELDS);
      if (shown) document.getElementById(CONTROL_OF[shown])?.focus();
      else toast.error(result.error);
      return;
    }
    toast.success(row ? t("toasts.updated") : t("toasts.created"));
    onSaved();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  const fieldError = (key: keyof Draft) =>
    errors[key]?.length ? (
      <p id={`redirect-${key}-error`} className="text-sm text-red-300" role="alert">
        {errors[key]!.join(" ")}
      </p>
    ) : null;
  const describedBy = (key: keyof Draft, help?: string) => [errors[key]?.length ? `redirect-${key}-error` : null, help].filter(Boolean).join(" ") || undefined;

  return (
    <EditDialogForm texts={texts} onSubmit={submit} onCancel={onClose} submitting={saving} classNames={{ form: "gap-4" }}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="redirect-match">{t("dialog.match")}</Label>
          <Select value={draft.matchType} onValueChange={(value) => set("matchType", value as RedirectMatchType)}>
            <SelectTrigger id="redirect-match" aria-describedby="redirect-match-help">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {MATCH_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {t(`match.${type}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="redirect-status">{t("dialog.status")}</Label>
          <Select value={String(draft.statusCode)} onValueChange={(value) => set("statusCode", Number(value))}>
            <SelectTrigger id="redirect-status" aria-describedby={describedBy("statusCode")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REDIRECT_STATUSES.map((status) => (
                <SelectItem key={status} value={String(status)}>
                  {t(`status.${status}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {fieldError("statusCode")}
        </div>
      </div>
      <p id="redirect-match-help" className="-mt-2 text-sm text-muted-foreground">
        {t(`matchHelp.${draft.matchType}`)}
      </p>

      <div className="flex flex-col gap-2">
        <Label htmlFor="redirect-from">{t("dialog.source")}</Label>
        <Input
          id="redirect-from"
          value={draft.fromPath}
          onChange={(event) => set("fromPath", event.target.value)}
          placeholder={draft.matchType === "regex" ? t("dialog.regexPlaceholder") : t("dialog.sourcePlaceholder")}
          aria-invalid={Boolean(errors.fromPath?.length)}
          aria-describedby={describedBy("fromPath")}
          autoComplete="off"
          spellCheck={false}
          required
        />
        {fieldError("fromPath")}
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="redirect-to">{t("dialog.target")}</Label>
        <Input
          id="redirect-to"
          value={gone ? "" : draft.toPath}
          onChange={(event) => set("toPath", event.target.value)}
          placeholder={t("dialog.targetPlaceholder")}
          disabled={gone}
          aria-invalid={Boolean(errors.toPath?.length)}
          aria-describedby={describedBy("toPath", gone ? "redirect-to-none" : undefined)}
          autoComplete="off"
          spellCheck={false}
        />
        {gone ? (
          <p id="redirect-to-none" className="text-sm text-muted-foreground">
            {t("dialog.targetNone")}
          </p>
        ) : null}
        {fieldError("toPath")}
      </div>

      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-col">
          <Label htmlFor="redirect-keep-query">{t("dialog.keepQuery")}</Label>
          <span id="redirect-keep-query-help" className="text-sm text-muted-foreground">
            {t("dialog.keepQueryHelp")}
          </span>
        </div>
        <Switch id="redirect-keep-query" checked={draft.keepQuery} disabled={gone} onCheckedChange={(value) => set("keepQuery", value)} aria-describedby="redirect-keep-query-help" />
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="redirect-active">{t("dialog.active")}</Label>
        <Switch id="redirect-active" checked={draft.isActive} onCheckedChange={(value) => set("isActive", value)} />
      </div>
    </EditDialogForm>
  );
}
