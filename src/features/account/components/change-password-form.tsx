"use client";

import { useEffect } from "react";
import { Field, FormStatus, SubmitButton, useAuthForm } from "@/features/auth/components/auth-forms";
import { changePasswordAction } from "../actions";

export interface ChangePasswordLabels {
  title: string;
  current: string;
  new: string;
  newHint: string;
  confirm: string;
  save: string;
  saving: string;
}

/**
 * /account: change the password; the other devices are signed out (the
 * server says so in its message). Labels come from the page: the public site
 * sends no message catalogue to the browser.
 */
export function ChangePasswordForm({ labels }: { labels: ChangePasswordLabels }) {
  const t = (key: keyof ChangePasswordLabels) => labels[key];
  const { state, action, pending, formRef, errors } = useAuthForm(changePasswordAction);
  // A changed password is not kept in the fields.
  useEffect(() => {
    if (state?.ok) formRef.current?.reset();
  }, [state, formRef]);
  return (
    <form ref={formRef} action={action} noValidate className="grid gap-4" aria-label={t("title")}>
      <FormStatus state={state} />
      <Field label={t("current")} name="currentPassword" type="password" autoComplete="current-password" errors={errors.currentPassword} required />
      <Field label={t("new")} name="newPassword" type="password" autoComplete="new-password" hint={t("newHint")} errors={errors.newPassword} required />
      <Field label={t("confirm")} name="confirmPassword" type="password" autoComplete="new-password" errors={errors.confirmPassword} required />
      <SubmitButton pending={pending} pendingLabel={t("saving")}>
        {t("save")}
      </SubmitButton>
    </form>
  );
}
