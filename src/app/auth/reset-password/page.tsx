import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { Suspense } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { ResetPasswordForm } from "@/features/auth/components/auth-forms";
import { AuthShell, AuthShellFallback } from "@/features/auth/components/auth-shell";
import { AUTH_MESSAGES } from "@/features/auth/messages";
import { ResetTokenSchema } from "@/features/auth/schemas";
import { getSiteSettings } from "@/features/site/queries";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false, follow: false },
  // The token is in the URL: never send it to another site.
  referrer: "no-referrer",
};

export default function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<AuthShellFallback />}>
      <ResetPasswordScreen searchParams={searchParams} />
    </Suspense>
  );
}

async function ResetPasswordScreen({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const params = await searchParams;
  const rawToken = Array.isArray(params.token) ? params.token[0] : params.token;
  const token = ResetTokenSchema.safeParse(rawToken ?? "");
  const settings = await getSiteSettings();

  return (
    <AuthShell
      brand={settings.brandName}
      title="Choose a new password"
      description="The new password replaces the old one and signs you out everywhere."
    >
      {token.success && params.error === undefined ? (
        <ResetPasswordForm token={token.data} />
      ) : (
        <div className="grid gap-5">
          <Alert variant="destructive">
            <AlertDescription className="text-foreground">{AUTH_MESSAGES.resetInvalidToken}</AlertDescription>
          </Alert>
          <Link href="/auth?mode=forgot" className="text-sm text-primary underline-offset-4 hover:underline">
            Request a new reset link
          </Link>
        </div>
      )}
    </AuthShell>
  );
}
