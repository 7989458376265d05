"use client";

import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, FormStatus, useAuthForm } from "@/features/auth/components/auth-forms";
import { deleteOwnAccountAction } from "../actions";

export interface DeleteAccountLabels {
  title: string;
  password: string;
  confirm: string;
  submit: string;
  working: string;
}

/**
 * /account: delete my account, with the password and a tick that says so
 * (two deliberate steps, no accidental click). Labels come from the page.
 */
export function DeleteAccountForm({ labels }: { labels: DeleteAccountLabels }) {
  const { state, action, pending, formRef, errors } = useAuthForm(deleteOwnAccountAction);
  const confirmError = errors.confirm?.[0];
  return (
    <form ref={formRef} action={action} noValidate className="grid gap-4" aria-label={labels.title}>
      <FormStatus state={state} />
      <Field label={labels.password} name="password" type="password" autoComplete="current-password" errors={errors.password} required />
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            required
            className="mt-0.5 size-5 shrink-0 accent-[hsl(var(--destructive))]"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? "delete-confirm-error" : undefined}
          />
          <span>{labels.confirm}</span>
        </label>
        {confirmError ? (
          <p id="delete-confirm-error" className="text-sm text-destructive">
            {confirmError}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="destructive" disabled={pending} aria-disabled={pending} className="w-full sm:w-auto">
        <Trash2Icon aria-hidden="true" />
        {pending ? labels.working : labels.submit}
      </Button>
    </form>
  );
}
