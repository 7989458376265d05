import { LockIcon, MapPinIcon } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import type { ViewerKind } from "@/features/access/policy";
import { isValidImageUrl } from "@/lib/client/images";

const REASONS: Partial<Record<ViewerKind, string>> = {
  visitor: "This profile is reserved for members. Sign in or apply for membership to view it.",
  pending: "Your account is awaiting approval. You will be able to view members' profiles once it has been approved.",
  rejected: "Your account application was not approved, so members' profiles are not available to you.",
  expired: "Your membership has expired. Please contact us to renew it.",
};

/**
 * What a viewer without member access sees instead of a members-only profile:
 * the name, district and the card photo (a teaser every visitor may see), and
 * why it is locked. Nothing else of the profile reaches the page.
 */
export function LockedProfile({
  name,
  district,
  cardImage,
  viewerKind,
  profilePath,
  breadcrumbs,
}: {
  name: string;
  district: string | null;
  cardImage: string | null;
  viewerKind: ViewerKind;
  profilePath: string;
  breadcrumbs?: React.ReactNode;
}) {
  const next = encodeURIComponent(profilePath);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-20 sm:px-6 lg:px-8">
      {breadcrumbs}
      <section
        aria-labelledby="locked-profile-eyebrow locked-profile-title"
        className="grid items-center gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-14"
      >
        <div className="flex flex-col gap-5">
          <p id="locked-profile-eyebrow" className="eyebrow">
            Members-only profile
          </p>
          <h1 id="locked-profile-title" className="font-display text-5xl leading-[1.05] sm:text-6xl">
            {name}
          </h1>
          {district ? (
            <p className="inline-flex items-center gap-2 text-muted-foreground">
              <MapPinIcon aria-hidden="true" className="size-4 text-gold" />
              {district}
            </p>
          ) : null}
          <div aria-hidden="true" className="gold-rule w-24" />
          <p className="text-lg leading-relaxed text-foreground/90">
            {REASONS[viewerKind] ?? REASONS.visitor}
          </p>
          {viewerKind === "visitor" ? (
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" className="h-12">
                <Link href={`/auth?next=${next}`}>Sign in</Link>
              </Button>
              <Button asChild variant="outline" size="lg" className="h-12 border-gold/40 hover:border-gold hover:bg-gold/10">
                <Link href={`/auth?mode=sign-up&next=${next}`}>Become a member</Link>
              </Button>
            </div>
          ) : null}
          {viewerKind === "visitor" ? (
            <p className="text-sm text-muted-foreground">
              Membership is by application and every request is reviewed personally, in confidence.
            </p>
          ) : null}
        </div>
        {/* Phones show the why and the way in first (above the fold), the photo after; wider screens put the photo on the left. */}
        <div className="relative mx-auto aspect-[3/4] w-full max-w-sm overflow-hidden rounded-lg border border-border bg-muted md:order-first md:max-w-none">
          {isValidImageUrl(cardImage) ? (
            // eslint-disable-next-line @next/next/no-img-element -- files come from the access-checked media route, not the optimiser
            <img
              src={cardImage}
              alt={`${name}, members-only profile`}
              width={600}
              height={800}
              fetchPriority="high"
              className="size-full scale-105 object-cover opacity-55 blur-[2px]"
            />
          ) : null}
          <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-background via-background/30 to-transparent" />
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4">
            <span className="flex size-16 items-center justify-center rounded-full border border-gold/60 bg-background/80 text-gold shadow-lg shadow-black/40 backdrop-blur-sm">
              <LockIcon aria-hidden="true" className="size-7" />
            </span>
            <span className="text-xs font-medium tracking-[0.24em] text-champagne uppercase">Members only</span>
          </div>
        </div>
      </section>
    </div>
  );
}
