"use client";

import { CheckIcon, CopyIcon, ShieldCheckIcon } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import type * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, FormStatus, SubmitButton, useAuthForm } from "../../components/auth-forms";
import { confirmTwoFactorSetupAction, renewRecoveryCodesAction, startTwoFactorSetupAction, turnOffTwoFactorAction } from "../actions";
import type { AuthActionState } from "../../action-types";
import type { TwoFactorSetup } from "../flows";

export type TwoFactorLabels = Record<
  | "statusOn"
  | "statusOff"
  | "required"
  | "requiredOn"
  | "password"
  | "start"
  | "starting"
  | "scan"
  | "qrAlt"
  | "manual"
  | "codesTitle"
  | "codesText"
  | "copy"
  | "copied"
  | "confirmTitle"
  | "code"
  | "confirm"
  | "confirming"
  | "renewTitle"
  | "renewText"
  | "renew"
  | "renewing"
  | "nowOn"
  | "nowOff"
  | "offTitle"
  | "offText"
  | "off"
  | "turningOff",
  string
>;

/**
 * /account: two-factor sign-in. Off: the password, then a QR code, the
 * recovery codes (shown once) and the first code from the app to turn it
 * on. On: new recovery codes, and turning it off (not for an admin while the
 * setting requires it). Labels come from the page: the public site sends no
 * message catalogue to the browser.
 */
export function TwoFactorCard({ enabled, locked, labels }: { enabled: boolean; locked: boolean; labels: TwoFactorLabels }) {
  // Turning it on or off replaces the session and the page is drawn again
  // (decision 019): the form that did it is gone, so the card says what changed.
  const [shownEnabled, setShownEnabled] = useState(enabled);
  const [notice, setNotice] = useState<string | null>(null);
  if (shownEnabled !== enabled) {
    setShownEnabled(enabled);
    setNotice(enabled ? labels.nowOn : labels.nowOff);
  }
  return (
    <div className="grid gap-6">
      <p className="flex items-center gap-2 text-sm">
        <ShieldCheckIcon className={enabled ? "size-4 text-gold" : "size-4 text-muted-foreground"} aria-hidden="true" />
        <Badge variant={enabled ? "default" : "outline"}>{enabled ? labels.statusOn : labels.statusOff}</Badge>
        {enabled && locked ? <span className="text-muted-foreground">{labels.requiredOn}</span> : null}
      </p>
      {notice ? <FormStatus state={{ ok: true, message: notice }} /> : null}
      {enabled ? <Manage locked={locked} labels={labels} /> : <SetUp labels={labels} />}
    </div>
  );
}

function SetUp({ labels }: { labels: TwoFactorLabels }) {
  const { state, action, pending, formRef, errors } = useAuthForm(startTwoFactorSetupAction);
  const setup = state?.ok ? state.setup : undefined;
  if (setup) return <ScanAndConfirm setup={setup} labels={labels} />;
  return (
    <PasswordForm formRef={formRef} action={action} state={state} errors={errors} label={labels.password}>
      <SubmitButton pending={pending} pendingLabel={labels.starting}>
        {labels.start}
      </SubmitButton>
    </PasswordForm>
  );
}

function ScanAndConfirm({ setup, labels }: { setup: TwoFactorSetup; labels: TwoFactorLabels }) {
  const { state, action, pending, formRef, errors } = useAuthForm(confirmTwoFactorSetupAction);
  return (
    <div className="grid gap-6">
      <section className="grid gap-3">
        <h3 className="text-sm font-medium">{labels.scan}</h3>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server, not an optimisable image */}
        <img src={setup.qrCode} alt={labels.qrAlt} width={192} height={192} className="size-48 rounded-md bg-white p-2" />
        <p className="text-sm text-muted-foreground">{labels.manual}</p>
        <code className="w-fit rounded-md bg-muted px-3 py-2 font-mono text-sm break-all" data-testid="two-factor-key">
          {setup.secret}
        </code>
      </section>
      <RecoveryCodes codes={setup.recoveryCodes} title={labels.codesTitle} text={labels.codesText} labels={labels} />
      <section className="grid gap-3">
        <h3 className="text-sm font-medium">{labels.confirmTitle}</h3>
        <form ref={formRef} action={action} noValidate className="grid gap-4">
          <FormStatus state={state} />
          <Field label={labels.code} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} errors={errors.code} required />
          <SubmitButton pending={pending} pendingLabel={labels.confirming}>
            {labels.confirm}
          </SubmitButton>
        </form>
      </section>
    </div>
  );
}

/**
 * A change to two-factor sign-in asks for the account's password first:
 * the form's status, the password field and the step's own submit button.
 */
function PasswordForm({
  formRef,
  action,
  state,
  errors,
  label,
  children,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  action: (formData: FormData) => void;
  state: AuthActionState;
  errors: Record<string, string[]>;
  label: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} action={action} noValidate className="grid gap-4">
      <FormStatus state={state} />
      <Field label={label} name="password" type="password" autoComplete="current-password" errors={errors.password} required />
      {children}
    </form>
  );
}

function Manage({ locked, labels }: { locked: boolean; labels: TwoFactorLabels }) {
  return (
    <div className="grid gap-6">
      <RenewCodes labels={labels} />
      {locked ? null : <TurnOff labels={labels} />}
    </div>
  );
}

function RenewCodes({ labels }: { labels: TwoFactorLabels }) {
  const { state, action, pending, formRef, errors } = useAuthForm(renewRecoveryCodesAction);
  const codes = state?.ok ? state.recoveryCodes : undefined;
  return (
    <section className="grid gap-3">
      <h3 className="text-sm font-medium">{labels.renewTitle}</h3>
      <p className="text-sm text-muted-foreground">{labels.renewText}</p>
      {codes ? <RecoveryCodes codes={codes} title={labels.codesTitle} text={labels.codesText} labels={labels} /> : null}
      <PasswordForm formRef={formRef} action={action} state={state} errors={errors} label={labels.password}>
        <SubmitButton pending={pending} pendingLabel={labels.renewing}>
          {labels.renew}
        </SubmitButton>
      </PasswordForm>
    </section>
  );
}

function TurnOff({ labels }: { labels: TwoFactorLabels }) {
  const { state, action, pending, formRef, errors } = useAuthForm(turnOffTwoFactorAction);
  return (
    <section className="grid gap-3 border-t border-border pt-6">
      <h3 className="text-sm font-medium">{labels.offTitle}</h3>
      <p className="text-sm text-muted-foreground">{labels.offText}</p>
      <PasswordForm formRef={formRef} action={action} state={state} errors={errors} label={labels.password}>
        <Button type="submit" variant="outline" disabled={pending} aria-disabled={pending}>
          {pending ? labels.turningOff : labels.off}
        </Button>
      </PasswordForm>
    </section>
  );
}

function RecoveryCodes({ codes, title, text, labels }: { codes: string[]; title: string; text: string; labels: TwoFactorLabels }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <section className="grid gap-3">
      <h3 className="text-sm font-medium">{title}</h3>
      <p className="text-sm text-muted-foreground">{text}</p>
      <ul aria-label={title} className="grid w-fit grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-muted px-4 py-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => setCopied(true), () => setCopied(false))}
      >
        {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        {copied ? labels.copied : labels.copy}
      </Button>
    </section>
  );
}
