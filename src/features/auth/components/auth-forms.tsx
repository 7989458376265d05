"use client";

import Link from "next/link";
import { useActionState, useEffect, useId, useRef } from "react";
import type * as React from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { requestPasswordResetAction, resetPasswordAction, signInAction, signUpAction } from "../actions";
import type { AuthActionResult, AuthActionState } from "../action-types";

type FieldProps = Omit<React.ComponentProps<"input">, "id"> & {
  label: string;
  name: string;
  errors?: string[];
  hint?: string;
};

/** A labelled input with its hint and inline errors wired up for assistive technology. */
export function Field({ label, name, errors, hint, className, ...inputProps }: FieldProps) {
  const id = `${useId()}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} aria-invalid={errorId ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className="text-sm text-destructive">
          {errors![0]}
        </p>
      ) : null}
    </div>
  );
}

/** The email field of every auth form: the same limits and keyboard everywhere. */
function EmailField(props: { autoComplete: "username" | "email"; defaultValue?: string; errors?: string[] }) {
  return <Field label="Email" name="email" type="email" inputMode="email" required maxLength={254} {...props} />;
}

/** A new password and its confirmation (sign-up and reset): the rule in the hint is the one the server checks. */
function NewPasswordFields({ passwordLabel, errors }: { passwordLabel: string; errors: Record<string, string[]> }) {
  return (
    <>
      <Field
        label={passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint="At least 8 characters. A long passphrase is best."
        errors={errors.password}
      />
      <Field
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        errors={errors.confirmPassword}
      />
    </>
  );
}

/**
 * The form-level message. A polite live region (not role="alert": Next's route
 * announcer already uses that role), rendered even when empty so screen readers
 * pick up the first message.
 */
export function FormStatus({ state }: { state: AuthActionState }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {state && !state.ok ? (
        <Alert variant="destructive">
          <AlertDescription className="text-foreground">{state.error}</AlertDescription>
        </Alert>
      ) : null}
      {state && state.ok && state.message ? (
        <Alert variant="success">
          <AlertDescription className="text-foreground">{state.message}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

function errorsOf(state: AuthActionState): Record<string, string[]> {
  return state && !state.ok ? (state.fieldErrors ?? {}) : {};
}

function valuesOf(state: AuthActionState, fallback: Record<string, string> = {}): Record<string, string> {
  return state && !state.ok ? { ...fallback, ...(state.values ?? {}) } : fallback;
}

/** After a failed submit, move focus to the first field in error. */
function useFocusFirstError(formRef: React.RefObject<HTMLFormElement | null>, state: AuthActionState) {
  useEffect(() => {
    if (!state || state.ok || !state.fieldErrors) return;
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, state]);
}

/**
 * What every auth form needs: the server action's state, a ref for focusing
 * the first invalid field, and the field errors and submitted values to show
 * again (bad input loses nothing).
 */
export function useAuthForm<S extends AuthActionResult = AuthActionResult>(
  serverAction: (state: S | null, formData: FormData) => Promise<S | null>,
  fallback: Record<string, string> = {},
) {
  const [state, action, pending] = useActionState<S | null, FormData>(serverAction, null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state);
  return { state, action, pending, formRef, errors: errorsOf(state), values: valuesOf(state, fallback) };
}

export function SubmitButton({ pending, children, pendingLabel }: { pending: boolean; children: string; pendingLabel: string }) {
  return (
    <Button type="submit" className="w-full" disabled={pending} aria-disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

export function SignInForm({ next, defaultEmail }: { next?: string; defaultEmail?: string }) {
  const { state, action, pending, formRef, errors, values } = useAuthForm(signInAction, { email: defaultEmail ?? "" });
  return (
    <div className="grid gap-5">
      <FormStatus state={state} />
      <form ref={formRef} action={action} noValidate className="grid gap-5">
        <input type="hidden" name="next" value={next ?? ""} />
        <EmailField autoComplete="username" defaultValue={values.email} errors={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          errors={errors.password}
        />
        <div className="-mt-2 flex justify-end">
          <Link
            href={`/auth?mode=forgot${next ? `&next=${encodeURIComponent(next)}` : ""}`}
            className="text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
          >
            Forgotten your password?
          </Link>
        </div>
        <SubmitButton pending={pending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
    </div>
  );
}

/** Once the account is created, the action leads to the status page (/auth/status): what happens next, and the way back. */
export function SignUpForm({ next }: { next?: string }) {
  const { state, action, pending, formRef, errors, values } = useAuthForm(signUpAction);
  return (
    <div className="grid gap-5">
      <FormStatus state={state} />
      <form ref={formRef} action={action} noValidate className="grid gap-5">
        <input type="hidden" name="next" value={next ?? ""} />
        <Field
          label="Name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={values.name}
          errors={errors.name}
        />
        <EmailField autoComplete="email" defaultValue={values.email} errors={errors.email} />
        <NewPasswordFields passwordLabel="Password" errors={errors} />
        <SubmitButton pending={pending} pendingLabel="Creating account…">
          Create account
        </SubmitButton>
        <p className="text-center text-xs text-muted-foreground">
          Every new account is reviewed by our team, usually within one working day, before it can see members-only profiles.
        </p>
      </form>
    </div>
  );
}

export function ForgotPasswordForm({ next }: { next?: string }) {
  const { state, action, pending, formRef, errors, values } = useAuthForm(requestPasswordResetAction);
  return (
    <div className="grid gap-5">
      <FormStatus state={state} />
      {state?.ok ? (
        <BackToSignIn next={next} />
      ) : (
        <form ref={formRef} action={action} noValidate className="grid gap-5">
          <EmailField autoComplete="email" defaultValue={values.email} errors={errors.email} />
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Send reset link
          </SubmitButton>
        </form>
      )}
    </div>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const { state, action, pending, formRef, errors } = useAuthForm(resetPasswordAction);
  const invalidToken = state && !state.ok && state.code === "INVALID_TOKEN";
  return (
    <div className="grid gap-5">
      <FormStatus state={state} />
      <form ref={formRef} action={action} noValidate className="grid gap-5">
        <input type="hidden" name="token" value={token} />
        {invalidToken ? (
          <p className="text-sm">
            <Link href="/auth?mode=forgot" className="text-primary underline underline-offset-4">
              Request a new reset link
            </Link>
          </p>
        ) : null}
        <NewPasswordFields passwordLabel="New password" errors={errors} />
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Set new password
        </SubmitButton>
      </form>
    </div>
  );
}

/** Shown in place of a form once it has done its job (the message is in the status region above). */
function BackToSignIn({ next }: { next?: string }) {
  return (
    <Button asChild variant="outline" className="w-full">
      <Link href={`/auth?mode=sign-in${next ? `&next=${encodeURIComponent(next)}` : ""}`}>Back to sign in</Link>
    </Button>
  );
}
