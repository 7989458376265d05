"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormStatus, SubmitButton, useAuthForm } from "../../components/auth-forms";
import { verifySignInCodeAction } from "../actions";

/**
 * The second step of signing in: the 6-digit code from the authenticator
 * app, or one of the recovery codes (each works once) for a lost phone.
 */
export function TwoFactorChallengeForm({ next }: { next?: string }) {
  const [method, setMethod] = useState<"app" | "recovery">("app");
  const { state, action, pending, formRef, errors } = useAuthForm(verifySignInCodeAction);
  const expired = state && !state.ok && state.code === "CHALLENGE_EXPIRED";
  return (
    <div className="grid gap-5">
      <FormStatus state={state} />
      {expired ? (
        <Button asChild variant="outline">
          <Link href={next ? `/auth?next=${encodeURIComponent(next)}` : "/auth"}>Sign in again</Link>
        </Button>
      ) : null}
      <form ref={formRef} action={action} noValidate className="grid gap-5" key={method}>
        <input type="hidden" name="next" value={next ?? ""} />
        <input type="hidden" name="method" value={method} />
        {method === "app" ? (
          <Field
            label="Code from your authenticator app"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            hint="Open the app you set up for this account and type the 6 digits it shows now."
            errors={errors.code}
            required
            autoFocus
          />
        ) : (
          <Field
            label="Recovery code"
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            hint="One of the codes you saved when you set up two-factor sign-in. Each works once."
            errors={errors.code}
            required
            autoFocus
          />
        )}
        <SubmitButton pending={pending} pendingLabel="Checking...">
          Verify and sign in
        </SubmitButton>
      </form>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={() => setMethod(method === "app" ? "recovery" : "app")}>
        {method === "app" ? "Lost your phone? Use a recovery code" : "Use the code from your app instead"}
      </Button>
    </div>
  );
}
