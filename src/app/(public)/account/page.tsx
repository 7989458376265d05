import { CircleAlertIcon, DownloadIcon, HeartIcon, LockKeyholeIcon, LogOutIcon } from "lucide-react";
import Link from "next/link";
import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { PageHero } from "@/components/site/page-hero";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Viewer } from "@/features/access/policy";
import { requireViewer } from "@/features/access/viewer";
import { mayKeepFavourites } from "@/features/favourites/rules";
import { signOutEverywhereAction } from "@/features/account/actions";
import { ChangePasswordForm } from "@/features/account/components/change-password-form";
import { DeleteAccountForm } from "@/features/account/components/delete-account-form";
import { TwoFactorCard, type TwoFactorLabels } from "@/features/auth/two-factor/components/two-factor-card";
import { isTwoFactorRequiredForAdmins } from "@/features/auth/two-factor/requirement";
import { mayTurnOffTwoFactor, mustSetUpTwoFactor } from "@/features/auth/two-factor/rules";
import { MY_DATA_PATH } from "@/features/account/my-data";
import { getAccountSummary, type AccountSummary } from "@/features/account/queries";
import { ConciergeContacts } from "@/features/gallery/components/locked-photos-notice";
import { subscriberOnlyPhotoTotals } from "@/features/gallery/queries";
import { getSiteSettings } from "@/features/site/queries";
import { formatLongDate } from "@/lib/format-date";
import { isBlockedTier } from "@/lib/member-tier";

export const metadata: Metadata = { title: "Your account", robots: { index: false, follow: false } };

type T = Awaited<ReturnType<typeof getTranslations<"account">>>;

function subscriptionText(t: T, account: AccountSummary): string {
  if (!account.subscription) return t("details.subscriptionNone");
  const { endsAt } = account.subscription;
  return endsAt ? t("details.subscriptionUntil", { date: formatLongDate(endsAt) }) : t("details.subscriptionOpen");
}

/**
 * What a subscription would add for this account, when it has none and could
 * have one: staff grant subscriptions (there is no payment provider), so the
 * next step is the concierge. Blocked accounts are told about their
 * membership instead, and admins already see every photo.
 */
async function subscriptionOffer(viewer: Viewer, account: AccountSummary): Promise<{ photos: number; models: number } | null> {
  if (account.subscription || account.tier === "admin" || isBlockedTier(account.tier)) return null;
  const totals = await subscriberOnlyPhotoTotals(viewer);
  return totals.photos > 0 ? totals : null;
}

const TWO_FACTOR_LABELS = [
  "statusOn",
  "nowOn",
  "nowOff",
  "statusOff",
  "required",
  "requiredOn",
  "password",
  "start",
  "starting",
  "scan",
  "qrAlt",
  "manual",
  "codesTitle",
  "codesText",
  "copy",
  "copied",
  "confirmTitle",
  "code",
  "confirm",
  "confirming",
  "renewTitle",
  "renewText",
  "renew",
  "renewing",
  "offTitle",
  "offText",
  "off",
  "turningOff",
] as const satisfies readonly (keyof TwoFactorLabels)[];

/**
 * The signed-in member's own page: who they are to the site,
 * their password, two-factor sign-in, their sessions, a copy of their data and deleting the
 * account. An admin sent here because two-factor is required is told why.
 */
export default async function AccountPage() {
  const viewer = await requireViewer("/account");
  await connection();
  const [t, tFavourites, account, twoFactorRequired] = await Promise.all([
    getTranslations("account"),
    getTranslations("favourites"),
    getAccountSummary(viewer.userId!),
    isTwoFactorRequiredForAdmins(),
  ]);
  if (!account) return null;
  const [offer, settings] = await Promise.all([subscriptionOffer(viewer, account), getSiteSettings()]);
  const twoFactorLabels = Object.fromEntries(TWO_FACTOR_LABELS.map((key) => [key, t(`twoFactor.${key}`)])) as TwoFactorLabels;
  const twoFactorEnabled = viewer.twoFactorEnabled ?? false;
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
            {offer ? (
              <section aria-labelledby="subscription-offer-title" className="mt-4 flex gap-4 rounded-lg border border-gold/30 bg-gold/[0.06] p-4 sm:p-5">
                <LockKeyholeIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
                <div className="flex min-w-0 flex-col gap-2">
                  <h2 id="subscription-offer-title" className="font-display text-lg">
                    {t("subscriptionOffer.title", offer)}
                  </h2>
                  <p className="text-sm leading-relaxed text-muted-foreground">{t("subscriptionOffer.text")}</p>
                  <ConciergeContacts
                    email={settings.contactEmail}
                    phone={settings.contactPhone}
                    subject={t("subscriptionOffer.subject")}
                    label={t("subscriptionOffer.contacts")}
                  />
                </div>
              </section>
            ) : null}
            {mayKeepFavourites(viewer) ? (
              <Button asChild variant="outline" className="mt-4">
                <Link href="/account/favourites">
                  <HeartIcon aria-hidden="true" />
                  {tFavourites("link")}
                </Link>
              </Button>
            ) : null}
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

        <Card id="two-factor" className="scroll-mt-24">
          <CardHeader>
            <CardTitle className="text-xl">{t("twoFactor.title")}</CardTitle>
            <CardDescription>{t("twoFactor.description")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {mustSetUpTwoFactor(viewer, twoFactorRequired) ? (
              <Alert>
                <CircleAlertIcon aria-hidden="true" />
                <AlertDescription className="text-foreground">{t("twoFactor.required")}</AlertDescription>
              </Alert>
            ) : null}
            <TwoFactorCard enabled={twoFactorEnabled} locked={!mayTurnOffTwoFactor(account.role, twoFactorRequired)} labels={twoFactorLabels} />
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

        <Card id="my-data" className="scroll-mt-24">
          <CardHeader>
            <CardTitle className="text-xl">{t("myData.title")}</CardTitle>
            <CardDescription>{t("myData.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              {/* A file, not a page: a plain link the browser downloads (the route sends it as an attachment). */}
              <a href={MY_DATA_PATH} download>
                <DownloadIcon aria-hidden="true" />
                {t("myData.action")}
              </a>
            </Button>
          </CardContent>
        </Card>

        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle className="text-xl">{t("delete.title")}</CardTitle>
            <CardDescription>{t("delete.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <DeleteAccountForm
              labels={{
                title: t("delete.title"),
                password: t("delete.password"),
                confirm: t("delete.confirm"),
                submit: t("delete.submit"),
                working: t("delete.working"),
              }}
            />
          </CardContent>
        </Card>
        </div>
      </div>
    </>
  );
}
