"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Field, FormStatus, SubmitButton, useAuthForm } from "@/features/auth/components/auth-forms";
import { changePasswordAction } from "../actions";

/** /account: change the password; the other devices are signed out (the server says so in its message). */
export function ChangePasswordForm() {
  const t = useTranslations("account.password");
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
