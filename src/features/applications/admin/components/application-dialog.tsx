"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import type * as React from "react";
import { toast } from "sonner";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { ConfirmDelete } from "@/features/admin/components/confirm-delete";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { formatCalendarDay, formatDateTime, formatDay } from "@/lib/format-date";
import { mayConvert, REVIEW_DECISIONS, type ApplicationStatus, type ReviewDecision } from "../../rules";
import { convertApplication, removeApplicationPhoto, setApplicationStatus } from "../actions";
import type { AdminApplicationDetail, ContactValue } from "../queries";
import { ADMIN_NOTES_MAX } from "../schemas";
import { ApplicationStatusBadge } from "./applications-list";

const TABS = ["personal", "physical", "interests", "media"] as const;

/**
 * One application in tabs Personal, Physical,
 * Interests and Media, with the Admin part (decision, notes, Convert
 * to Model) always in view beside them (below them on narrow screens), not
 * on a fifth tab: the decision is what the dialog is opened for. The contact
 * details arrive decrypted only here, loaded by the page after its
 * permission guard. Every change goes through a server action, then the
 * page is read again from the server.
 */
export function ApplicationDialog({
  detail,
  onClose,
  onChanged,
}: {
  detail: AdminApplicationDetail;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useTranslations("adminModels.applications");
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl lg:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{t("dialog.title", { name: detail.fullName })}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <span>{t("dialog.description", { date: formatDay(detail.createdAt) })}</span>
            <ApplicationStatusBadge status={detail.status} />
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <Tabs defaultValue="personal" className="min-w-0">
            <TabsList aria-label={t("dialog.tabsLabel")} className="flex h-auto flex-wrap">
              {TABS.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {t(`tabs.${tab}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="personal">
              <PersonalTab detail={detail} />
            </TabsContent>
            <TabsContent value="physical">
              <Facts
                rows={[
                  ["height", detail.height],
                  ["measurements", detail.measurements],
                  ["dressSize", detail.dressSize],
                  ["hairColor", detail.hairColor],
                  ["eyeColor", detail.eyeColor],
                  ["tattoos", detail.tattoos],
                  ["piercings", detail.piercings],
                ]}
              />
            </TabsContent>
            <TabsContent value="interests">
              <Facts
                rows={[
                  ["interests", detail.interests.join(", ") || null],
                  ["availability", detail.availability],
                  ["locationPreference", detail.locationPreference ?? t("fields.anywhere")],
                  ["motivation", detail.motivation],
                ]}
              />
            </TabsContent>
            <TabsContent value="media">
              <MediaTab detail={detail} onChanged={onChanged} />
            </TabsContent>
          </Tabs>
          <TitledSection id="application-admin-title" title={t("admin.title")} className="min-w-0 rounded-lg border border-border p-4">
            {/* Keyed by the stored version: after a change the form starts again from what is stored. */}
            <AdminPanel key={new Date(detail.updatedAt).toISOString()} detail={detail} onChanged={onChanged} />
          </TitledSection>
        </div>
      </DialogContent>
    </Dialog>
  );
}

type FieldName = keyof IntlFields;
type IntlFields = Record<
  | "fullName"
  | "email"
  | "phone"
  | "dateOfBirth"
  | "age"
  | "birthYear"
  | "nationality"
  | "languages"
  | "otherLanguage"
  | "instagramHandle"
  | "height"
  | "measurements"
  | "dressSize"
  | "hairColor"
  | "eyeColor"
  | "tattoos"
  | "piercings"
  | "interests"
  | "availability"
  | "locationPreference"
  | "motivation",
  true
>;

/** A list of labelled facts; an empty one says "Not given". Long texts keep their line breaks. */
function Facts({ rows }: { rows: [FieldName, React.ReactNode][] }) {
  const t = useTranslations("adminModels.applications.fields");
  return (
    <dl className="grid gap-x-6 gap-y-4 py-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-sm text-muted-foreground">{t(name)}</dt>
          <dd className="whitespace-pre-line break-words text-sm">{value === null || value === "" ? <span className="italic text-muted-foreground">{t("none")}</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PersonalTab({ detail }: { detail: AdminApplicationDetail }) {
  const t = useTranslations("adminModels.applications.fields");
  const contact = (value: ContactValue): React.ReactNode =>
    value !== null && typeof value === "object" ? <span className="text-destructive">{t("unreadable")}</span> : value;
  return (
    <Facts
      rows={[
        ["fullName", detail.fullName],
        ["email", contact(detail.email)],
        ["phone", contact(detail.phone)],
        ["dateOfBirth", typeof detail.dateOfBirth === "string" ? formatCalendarDay(detail.dateOfBirth) : contact(detail.dateOfBirth)],
        ["age", detail.age],
        ["birthYear", detail.birthYear],
        ["nationality", detail.nationality],
        ["languages", detail.languages.join(", ") || null],
        ["otherLanguage", detail.otherLanguage],
        ["instagramHandle", detail.instagramHandle ? `@${detail.instagramHandle}` : null],
      ]}
    />
  );
}

function MediaTab({ detail, onChanged }: { detail: AdminApplicationDetail; onChanged: () => void }) {
  const t = useTranslations("adminModels.applications");
  const callAdmin = useAdminAction();

  async function remove(mediaId: string): Promise<boolean> {
    const result = await callAdmin(removeApplicationPhoto, { id: detail.id, mediaId });
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    toast.success(t("toasts.photoRemoved"));
    onChanged();
    return true;
  }

  if (detail.photos.length === 0) return <p className="py-4 text-sm text-muted-foreground">{t("media.empty")}</p>;
  return (
    <div className="flex flex-col gap-3 py-4">
      {detail.convertedModelId ? <p className="text-sm text-muted-foreground">{t("media.converted")}</p> : null}
      <ul aria-label={t("media.label")} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {detail.photos.map((photo, index) => (
          <li key={photo.mediaId} className="overflow-hidden rounded-md border border-border">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private file from the access-checked media route, never through the public optimiser */}
            <img src={photo.url} alt={t("media.photoAlt", { index: index + 1, name: detail.fullName })} className="aspect-[3/4] w-full object-cover" loading="lazy" />
            {detail.convertedModelId ? null : (
              <div className="flex justify-end p-1">
                <ConfirmDelete
                  triggerLabel={t("media.removeLabel", { index: index + 1 })}
                  title={t("media.removeTitle")}
                  description={t("media.removeDescription")}
                  onConfirm={() => remove(photo.mediaId)}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AdminPanel({ detail, onChanged }: { detail: AdminApplicationDetail; onChanged: () => void }) {
  const t = useTranslations("adminModels.applications");
  const tErrors = useTranslations("adminShell.actionErrors");
  const callAdmin = useAdminAction();
  const initialDecision: ReviewDecision = detail.status === "pending" ? "reviewing" : (detail.status as ReviewDecision);
  const [decision, setDecision] = useState<ReviewDecision>(initialDecision);
  const [notes, setNotes] = useState(detail.adminNotes ?? "");
  const [notesError, setNotesError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [converting, setConverting] = useState(false);
  const dirty = decision !== detail.status || notes !== (detail.adminNotes ?? "");
  useUnsavedChangesGuard(dirty && !saving, tErrors("unsavedChanges"));

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await callAdmin(setApplicationStatus, { id: detail.id, status: decision, notes });
    setSaving(false);
    if (!result.ok) {
      setNotesError(result.fieldErrors?.notes?.[0]);
      toast.error(result.error);
      return; // what was typed stays
    }
    setNotesError(undefined);
    toast.success(t("toasts.status"));
    onChanged();
  }

  async function convert() {
    setConverting(true);
    const result = await callAdmin(convertApplication, { id: detail.id });
    setConverting(false);
    if (!result.ok) return void toast.error(result.error);
    toast.success(t("toasts.converted"));
    onChanged();
  }

  const convertible = mayConvert({ status: detail.status as ApplicationStatus, convertedModelId: detail.convertedModelId });
  return (
    <div className="flex flex-col gap-6 pt-2">
      <p className="text-sm text-muted-foreground">
        {detail.reviewedAt ? t("admin.reviewedAt", { date: formatDateTime(detail.reviewedAt) }) : t("admin.notReviewed")}
      </p>
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("admin.decision")}</legend>
          <div className="flex flex-wrap gap-4">
            {REVIEW_DECISIONS.map((option) => (
              <label key={option} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" name="decision" value={option} checked={decision === option} onChange={() => setDecision(option)} className="size-4 accent-[hsl(var(--gold))]" />
                {t(`status.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-2">
          <Label htmlFor="application-notes">{t("admin.notes")}</Label>
          <Textarea
            id="application-notes"
            value={notes}
            maxLength={ADMIN_NOTES_MAX}
            rows={4}
            aria-invalid={notesError ? true : undefined}
            aria-describedby={notesError ? "application-notes-hint application-notes-error" : "application-notes-hint"}
            onChange={(event) => setNotes(event.target.value)}
          />
          <p id="application-notes-hint" className="text-xs text-muted-foreground">
            {t("admin.notesHint")} {t("admin.mailNote")}
          </p>
          {notesError ? (
            <p id="application-notes-error" className="text-sm text-destructive">
              {notesError}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={saving || !dirty} className="self-start">
          {saving ? t("admin.saving") : t("admin.save")}
        </Button>
      </form>

      <TitledSection id="application-convert-title" title={t("admin.convertTitle")} className="flex flex-col gap-3 border-t border-border pt-4">
        {detail.convertedModelId ? (
          <>
            <p className="text-sm text-muted-foreground">{t("admin.converted")}</p>
            <Link href={`/admin/models/edit/${detail.convertedModelId}`} className={buttonVariants({ variant: "outline" }) + " self-start"}>
              {t("admin.openModel")}
            </Link>
          </>
        ) : convertible ? (
          <>
            <p className="text-sm text-muted-foreground">{t("admin.convertHint")}</p>
            <Button type="button" onClick={convert} disabled={converting || dirty} className="self-start">
              {converting ? t("admin.converting") : t("admin.convert")}
            </Button>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t("admin.convertOnlyApproved")}</p>
        )}
      </TitledSection>
    </div>
  );
}

/** A part of the dialog named by its heading (for screen readers' region list). */
function TitledSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="font-medium">
        {title}
      </h3>
      {children}
    </section>
  );
}
