import { ArrowLeftIcon, MailIcon, PhoneIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Button } from "@/components/ui/button";
import { parseAccountStatusState } from "@/features/auth/account-status-page";
import { AuthShell, AuthShellFallback } from "@/features/auth/components/auth-shell";
import { safeNextPath } from "@/features/auth/safe-next";
import { getSiteSettings } from "@/features/site/queries";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.status");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * Where sign-up and a sign-in refused for a pending or rejected account lead
 * (src/features/auth/account-status-page.ts): what happens next, how long it
 * takes, how to reach the concierge, and the way back to the page the person
 * came from. It grants nothing: the account still has no session.
 */
export default function AccountStatusPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<AuthShellFallback />}>
      <AccountStatusScreen searchParams={searchParams} />
    </Suspense>
  );
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function AccountStatusScreen({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const params = await searchParams;
  // An unknown or missing state reads as the common case: waiting for approval.
  const state = parseAccountStatusState(first(params.state)) ?? "pending";
  const next = safeNextPath(first(params.next));
  const [settings, t] = await Promise.all([getSiteSettings(), getTranslations("auth.status")]);
  const phoneHref = `tel:${settings.contactPhone.replace(/[^\d+]/g, "")}`;
  const waiting = state !== "rejected";

  return (
    <AuthShell brand={settings.brandName} title={t(`${state}.title`)} description={t(`${state}.lead`)}>
      <div className="grid gap-6 text-sm leading-relaxed">
        {waiting ? (
          <section aria-labelledby="status-next">
            <h2 id="status-next" className="eyebrow">
              {t("nextTitle")}
            </h2>
            <ol className="mt-3 grid list-decimal gap-2 pl-5 text-muted-foreground marker:text-gold">
              <li>{t("stepReview")}</li>
              <li>{t("stepWait")}</li>
              <li>{t("stepMail")}</li>
            </ol>
          </section>
        ) : (
          <p className="text-muted-foreground">{t("rejectedHelp")}</p>
        )}

        <section aria-labelledby="status-contact" className="rounded-md border border-border bg-background/40 p-4">
          <h2 id="status-contact" className="font-medium text-foreground">
            {t("contactTitle")}
          </h2>
          <address className="mt-2 flex flex-col items-start gap-1 not-italic">
            <a className="inline-flex min-h-10 items-center gap-3 text-muted-foreground hover:text-gold" href={`mailto:${settings.contactEmail}`}>
              <MailIcon className="size-4 shrink-0 text-gold" aria-hidden="true" />
              <span className="sr-only">{t("email")}: </span>
              {settings.contactEmail}
            </a>
            <a className="inline-flex min-h-10 items-center gap-3 text-muted-foreground hover:text-gold" href={phoneHref}>
              <PhoneIcon className="size-4 shrink-0 text-gold" aria-hidden="true" />
              <span className="sr-only">{t("phone")}: </span>
              {settings.contactPhone}
            </a>
          </address>
        </section>

        <div className="grid gap-2">
          <Button asChild>
            <Link href={next ?? "/"}>
              <ArrowLeftIcon aria-hidden="true" />
              {next ? t("back") : t("backHome")}
            </Link>
          </Button>
          {waiting ? (
            <Button asChild variant="outline">
              <Link href={next ? `/auth?next=${encodeURIComponent(next)}` : "/auth"}>{t("signIn")}</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </AuthShell>
  );
}
