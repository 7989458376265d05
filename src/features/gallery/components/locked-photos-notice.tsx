import { LockKeyholeIcon, MailIcon, PhoneIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { ViewerKind } from "@/features/access/policy";
import { mailtoHref } from "@/lib/client/links";
import { cn } from "@/lib/utils";

/** "3 more photos of Grace", or "1 more photo of Grace". */
export function morePhotosLabel(count: number, modelName: string): string {
  return `${count} more ${count === 1 ? "photo" : "photos"} of ${modelName}`;
}

/** A dialable tel: link for the agency's number as typed in the settings, or null without one. */
export function telHref(phone: string): string | null {
  const digits = phone.trim().replace(/[^\d+]/g, "");
  return digits ? `tel:${digits}` : null;
}

/**
 * Says how many more photos a subscription would show this viewer (a number
 * the server counted: never which photos) and what the viewer can honestly do
 * about it. There is no online payment: subscriptions are granted by staff,
 * so a member is sent to the concierge with the agency's contact details, a
 * visitor first to sign in or apply for membership, and someone awaiting
 * approval is told to wait for it.
 */
export function LockedPhotosNotice({
  viewerKind,
  count,
  modelName,
  profilePath,
  contactEmail,
  contactPhone,
  className,
}: {
  viewerKind: ViewerKind;
  count: number;
  modelName: string;
  profilePath: string;
  contactEmail: string;
  contactPhone: string;
  className?: string;
}) {
  const more = morePhotosLabel(count, modelName);
  return (
    <aside
      id="locked-photos"
      aria-labelledby="locked-photos-title"
      className={cn(
        "relative scroll-mt-24 overflow-hidden rounded-lg border border-gold/30 bg-gradient-to-br from-gold/[0.08] via-card to-card p-5 sm:p-6",
        className,
      )}
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gold/50 text-gold">
          <LockKeyholeIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-2">
          <h2 id="locked-photos-title" className="font-display text-xl">
            {more} for subscribers
          </h2>
          {viewerKind === "visitor" ? (
            <>
              <p className="text-sm leading-relaxed text-muted-foreground">
                Subscriptions are for members. Sign in, or apply to become a member: every application is reviewed personally, and once
                you are approved our concierge can arrange your subscription.
              </p>
              <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                <Button asChild className="h-12">
                  <Link href={`/auth?next=${encodeURIComponent(profilePath)}`}>Sign in</Link>
                </Button>
                <Button asChild variant="outline" className="h-12 border-gold/40 hover:border-gold hover:bg-gold/10">
                  <Link href={`/auth?mode=sign-up&next=${encodeURIComponent(profilePath)}`}>Become a member</Link>
                </Button>
              </div>
            </>
          ) : viewerKind === "pending" ? (
            <p className="text-sm leading-relaxed text-muted-foreground">
              Your membership is awaiting approval. Once it is approved, our concierge can arrange a subscription for the full gallery.
            </p>
          ) : (
            <>
              <p className="text-sm leading-relaxed text-muted-foreground">
                {viewerKind === "expired"
                  ? "Your membership has ended. Our concierge can renew it and arrange a subscription for the full gallery."
                  : "Subscriptions are arranged personally by our concierge; there is no online payment."}
              </p>
              <ConciergeContacts
                email={contactEmail}
                phone={contactPhone}
                subject={`Subscription enquiry – ${modelName}`}
              />
            </>
          )}
        </div>
      </div>
    </aside>
  );
}

/** The agency's email and phone from the site settings, as links; nothing for a detail that is not set. */
export function ConciergeContacts({
  email,
  phone,
  subject,
  label = "Contact the concierge",
}: {
  email: string;
  phone: string;
  subject: string;
  label?: string;
}) {
  const mailto = mailtoHref(email);
  const tel = telHref(phone);
  if (!mailto && !tel) return null;
  return (
    <ul aria-label={label} className="mt-1 flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
      {mailto ? (
        <li>
          <a
            href={`${mailto}?subject=${encodeURIComponent(subject)}`}
            className="inline-flex min-h-11 items-center gap-2 text-foreground underline-offset-4 hover:text-gold hover:underline"
          >
            <MailIcon aria-hidden="true" className="size-4 text-gold" />
            {email.trim()}
          </a>
        </li>
      ) : null}
      {tel ? (
        <li>
          <a href={tel} className="inline-flex min-h-11 items-center gap-2 text-foreground underline-offset-4 hover:text-gold hover:underline">
            <PhoneIcon aria-hidden="true" className="size-4 text-gold" />
            {phone.trim()}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
