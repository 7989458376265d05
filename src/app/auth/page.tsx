import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Suspense } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ForgotPasswordForm, SignInForm, SignUpForm } from "@/features/auth/components/auth-forms";
import { AuthShell, AuthShellFallback, AuthTabs, type AuthMode } from "@/features/auth/components/auth-shell";
import { AUTH_REASONS, parseAuthReason } from "@/features/auth/messages";
import { nextPathOrDefault, safeNextPath } from "@/features/auth/safe-next";
import { getSessionUser } from "@/features/auth/session";
import { getSiteSettings } from "@/features/site/queries";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const MODES: Record<AuthMode, { title: string; description: string }> = {
  "sign-in": {
    title: "Welcome back",
    description: "Sign in to see members-only profiles and galleries.",
  },
  "sign-up": {
    title: "Request membership",
    description: "Create an account. An administrator reviews every application before access is granted.",
  },
  forgot: {
    title: "Reset your password",
    description: "Enter the email of your account and we will send you a link to choose a new password.",
  },
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function parseMode(value: string | undefined): AuthMode {
  return value === "sign-up" || value === "forgot" ? value : "sign-in";
}

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in, request membership or reset your password.",
  robots: { index: false, follow: false },
};

export default function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<AuthShellFallback />}>
      <AuthScreen searchParams={searchParams} />
    </Suspense>
  );
}

async function AuthScreen({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const params = await searchParams;
  const mode = parseMode(first(params.mode));
  const next = safeNextPath(first(params.next));
  const reason = parseAuthReason(first(params.reason));
  const [settings, user] = await Promise.all([getSiteSettings(), getSessionUser()]);
  const notice = reason ? AUTH_REASONS[reason] : null;

  return (
    <AuthShell
      brand={settings.brandName}
      title={MODES[mode].title}
      description={MODES[mode].description}
      tabs={<AuthTabs mode={mode} next={next} />}
    >
      <div className="grid gap-5">
        {notice ? (
          <Alert variant={notice.tone === "error" ? "destructive" : notice.tone === "success" ? "success" : "default"}>
            <AlertDescription className="text-foreground">{notice.text}</AlertDescription>
          </Alert>
        ) : null}
        {user ? (
          <div className="grid gap-3 rounded-md border border-border bg-background/40 p-4 text-sm">
            <p>
              You are signed in as <span className="font-medium text-foreground">{user.email}</span>.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link href={nextPathOrDefault(next)}>Continue</Link>
              </Button>
              <form action="/auth/sign-out" method="post">
                <Button type="submit" size="sm" variant="outline">
                  Sign out
                </Button>
              </form>
            </div>
          </div>
        ) : null}
        {mode === "sign-in" ? <SignInForm next={next ?? undefined} /> : null}
        {mode === "sign-up" ? <SignUpForm next={next ?? undefined} /> : null}
        {mode === "sign-up" ? (
          // Membership and the companion recruitment form are easy to confuse: point the other way too.
          <p className="text-center text-xs text-muted-foreground">
            A companion looking to work with us?{" "}
            <Link href="/apply" className="text-primary underline underline-offset-4">
              Apply as a companion
            </Link>
          </p>
        ) : null}
        {mode === "forgot" ? <ForgotPasswordForm next={next ?? undefined} /> : null}
      </div>
    </AuthShell>
  );
}
