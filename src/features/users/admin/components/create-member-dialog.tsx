"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CopyIcon, UserPlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/features/admin/components/form-field";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { memberLogin } from "../../login";
import { londonToday } from "../../subscription-dates";
import { createExclusiveMember } from "../actions";
import { createMemberSchema, type CreateMemberInput, type CreateMemberValues } from "../schemas";

const FIELDS = ["clientName", "password", "expiresOn"] as const;
const BLANK: CreateMemberInput = { clientName: "", password: "", expiresOn: "" };

interface Created {
  login: string;
  password: string;
}

/**
 * create-member: the client's name, a password and an
 * optional end date; the login is shown as the name is typed. Once created,
 * the login and the password are shown this one time, with copy buttons:
 * the password is not stored anywhere it could be read again.
 */
export function CreateMemberDialog({ memberMailDomain, onCreated }: { memberMailDomain: string; onCreated: () => void }) {
  const t = useTranslations("adminUsers.create");
  const tToasts = useTranslations("adminUsers.toasts");
  const tClose = useTranslations("adminUsers.subscription");
  const callAdmin = useAdminAction();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const form = useForm<CreateMemberInput, unknown, CreateMemberValues>({ resolver: zodResolver(createMemberSchema), defaultValues: BLANK });
  const { register, handleSubmit, formState, reset, setError, setValue, control } = form;
  const login = memberLogin(useWatch({ control, name: "clientName" }) ?? "", memberMailDomain);
  const error = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;

  function openChange(next: boolean) {
    if (formState.isSubmitting) return;
    setOpen(next);
    if (!next) {
      // Nothing typed, and no password, outlives the dialog.
      reset(BLANK);
      setCreated(null);
    }
  }

  const submit = handleSubmit(async (values) => {
    const result = await callAdmin(createExclusiveMember, values);
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, FIELDS);
      toast.error(result.error);
      return;
    }
    setCreated({ login: result.data.login, password: values.password });
    reset(BLANK);
    toast.success(tToasts("memberCreated", { login: result.data.login }));
    onCreated();
  });

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button type="button">
          <UserPlusIcon aria-hidden="true" />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={tClose("close")}>
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("createdTitle")}</DialogTitle>
              <DialogDescription>{t("createdText")}</DialogDescription>
            </DialogHeader>
            <dl className="flex flex-col gap-3">
              <Credential label={t("login")} value={created.login} copyLabel={t("copyLogin")} />
              <Credential label={t("password")} value={created.password} copyLabel={t("copyPassword")} />
            </dl>
            <DialogFooter>
              <Button type="button" onClick={() => openChange(false)}>
                {t("done")}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-5">
            <DialogHeader>
              <DialogTitle>{t("title")}</DialogTitle>
              <DialogDescription>{t("description")}</DialogDescription>
            </DialogHeader>
            <FormField id="member-name" label={t("clientName")} hint={t("clientNameHint")} error={error("clientName")} required>
              {(a11y) => <Input {...a11y} autoComplete="off" maxLength={100} {...register("clientName")} />}
            </FormField>
            <p className="-mt-3 text-sm text-muted-foreground" aria-live="polite">
              {login ? t("loginPreview", { login }) : t("loginPending")}
            </p>
            <FormField id="member-password" label={t("password")} hint={t("passwordHint")} error={error("password")} required>
              {(a11y) => <Input {...a11y} type="text" autoComplete="new-password" spellCheck={false} maxLength={128} {...register("password")} />}
            </FormField>
            <FormField id="member-expires" label={t("expiresOn")} hint={t("expiresHint")} error={error("expiresOn")}>
              {(a11y) => (
                <div className="flex gap-2">
                  <Input {...a11y} type="date" min={londonToday()} className="flex-1" {...register("expiresOn")} />
                  <Button type="button" variant="outline" onClick={() => setValue("expiresOn", "", { shouldDirty: true, shouldValidate: formState.isSubmitted })}>
                    {t("clearExpiry")}
                  </Button>
                </div>
              )}
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t("submitting") : t("submit")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** One detail to hand over, with a button that copies it. */
function Credential({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const t = useTranslations("adminUsers.create");
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="flex items-center gap-2">
        <code className="min-w-0 flex-1 select-all break-all rounded-md border border-border bg-background px-3 py-2 font-mono text-sm">{value}</code>
        <Button type="button" variant="outline" size="icon" aria-label={copyLabel} title={copyLabel} onClick={copy}>
          <CopyIcon aria-hidden="true" />
        </Button>
      </dd>
    </div>
  );
}
