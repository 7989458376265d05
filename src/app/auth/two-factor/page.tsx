import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { AuthShell, AuthShellFallback } from "@/features/auth/components/auth-shell";
import { safeNextPath } from "@/features/auth/safe-next";
import { TwoFactorChallengeForm } from "@/features/auth/two-factor/components/challenge-form";
import { getSiteSettings } from "@/features/site/queries";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = {
  title: "Two-factor sign-in",
  robots: { index: false, follow: false },
};

/** The second step of a sign-in for an account with two-factor on (the challenge cookie says whose). */
export default function TwoFactorPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<AuthShellFallback />}>
      <TwoFactorScreen searchParams={searchParams} />
    </Suspense>
  );
}

async function TwoFactorScreen({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const params = await searchParams;
  const next = safeNextPath(Array.isArray(params.next) ? params.next[0] : params.next) ?? undefined;
  const settings = await getSiteSettings();
  return (
    <AuthShell brand={settings.brandName} title="Two-factor sign-in" description="Your password was right. One more step: the code that proves it is you.">
      <TwoFactorChallengeForm next={next} />
    </AuthShell>
  );
}
