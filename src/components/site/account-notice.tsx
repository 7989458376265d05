import { CircleAlertIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

/**
 * Under the header, for a signed-in account that may not use member content
 * (its approval was withdrawn, or its membership ended while signed in): what
 * happened and where to read more, instead of member pages that merely look closed.
 */
export async function AccountNotice({ tier }: { tier: "pending" | "rejected" | "expired" }) {
  const t = await getTranslations("account");
  return (
    <div role="status" className="border-b border-destructive/40 bg-destructive/10">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-3 sm:px-6 lg:px-8">
        <CircleAlertIcon className="hidden size-4 shrink-0 text-destructive sm:block" aria-hidden="true" />
        <p className="text-foreground">
          <strong className="font-medium">{t(`blocked.${tier}.title`)}.</strong> {t(`blocked.${tier}.text`)}
        </p>
        <Link href="/account" className="shrink-0 rounded-sm text-gold underline underline-offset-4 sm:ml-auto">
          {t("notice.account")}
        </Link>
      </div>
    </div>
  );
}
