import { CircleAlertIcon, LogOutIcon } from "lucide-react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { PageHero } from "@/components/site/page-hero";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireViewer } from "@/features/access/viewer";
import { signOutEverywhereAction } from "@/features/account/actions";
import { ChangePasswordForm } from "@/features/account/components/change-password-form";
import { getAccountSummary, type AccountSummary } from "@/features/account/queries";
import { formatLongDate } from "@/lib/format-date";
import { isBlockedTier } from "@/lib/member-tier";

export const metadata: Metadata = { title: "Your account", robots: { index: false, follow: false } };

type T = Awaited<ReturnType<typeof getTranslations<"account">>>;

function subscriptionText(t: T, account: AccountSummary): string {
  if (!account.subscription) return t("details.subscriptionNone");
  const { endsAt } = account.subscription;
  return endsAt ? t("details.subscriptionUntil", { date: formatLongDate(endsAt) }) : t("details.subscriptionOpen");
}

/** The signed-in member's own page (decisions.md): who they are to the site, their password and their sessions. */
export default async function AccountPage() {
  const viewer = await requireViewer("/account");
  await connection();
  const [t, account] = await Promise.all([getTranslations("account"), getAccountSummary(viewer.userId!)]);
  if (!account) return null;
  const statusKey = (["pending", "approved", "rejected"] as const).find((status) => status === account.status);
  const rows: [string, string][] = [
    [t("details.email"), account.email],
    [t("details.name"), account.name],
    [t("details.tier"), t(`tiers.${account.tier}`)],
    [t("details.status"), statusKey ? t(`statuses.${statusKey}`) : account.status],
    [t("details.since"), formatLongDate(account.memberSince)],
    [t("details.subscription"), subscriptionText(t, account)],
    ...(account.isExclusiveMember
      ? [[t("details.membershipEnds"), account.membershipEndsAt ? formatLongDate(account.membershipEndsAt) : t("details.membershipOpen")] as [string, string]]
      : []),
  ];

  return (
    <>
      <PageHero crumbs={[{ name: t("title"), path: "/account" }]} eyebrow={t(`tiers.${account.tier}`)} title={t("title")} lede={t("description")} />
      <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-20 sm:px-6 sm:pt-10 lg:px-8">
        <div className="grid max-w-3xl gap-6">
        {isBlockedTier(account.tier) ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>{t(`blocked.${account.tier}.title`)}</AlertTitle>
            <AlertDescription className="text-foreground">{t(`blocked.${account.tier}.text`)}</AlertDescription>
          </Alert>
        ) : null}

        <Card>
          <CardHeader>
            <CardTitle className="text-xl">{t("details.title")}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-border">
              {rows.map(([label, value]) => (
                <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="min-w-0 break-words text-sm text-foreground">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-xl">{t("password.title")}</CardTitle>
            <CardDescription>{t("password.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm
              labels={{
                title: t("password.title"),
                current: t("password.current"),
                new: t("password.new"),
                newHint: t("password.newHint"),
                confirm: t("password.confirm"),
                save: t("password.save"),
                saving: t("password.saving"),
              }}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-xl">{t("sessions.title")}</CardTitle>
            <CardDescription>{t("sessions.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <form action={signOutEverywhereAction}>
              <Button type="submit" variant="outline">
                <LogOutIcon aria-hidden="true" />
                {t("sessions.action")}
              </Button>
            </form>
          </CardContent>
        </Card>
        </div>
      </div>
    </>
  );
}
