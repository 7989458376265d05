import Link from "next/link";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ViewerKind } from "@/features/access/policy";

const REASONS: Partial<Record<ViewerKind, string>> = {
  visitor: "This profile is reserved for members. Sign in or apply for membership to view it.",
  pending: "Your account is awaiting approval. You will be able to view members' profiles once it has been approved.",
  rejected: "Your account application was not approved, so members' profiles are not available to you.",
  expired: "Your membership has expired. Please contact us to renew it.",
};

/** What a viewer without member access sees instead of a members-only profile. */
export function LockedProfile({
  name,
  district,
  cardImage,
  viewerKind,
  profilePath,
}: {
  name: string;
  district: string | null;
  cardImage: string | null;
  viewerKind: ViewerKind;
  profilePath: string;
}) {
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-12 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:py-20">
      <div className="relative aspect-[3/4] overflow-hidden rounded-lg border border-border bg-card">
        {cardImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- files come from the access-checked media route, not the optimiser
          <img src={cardImage} alt={`${name}, members-only profile`} width={600} height={800} className="size-full object-cover opacity-60" />
        ) : null}
        <div className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-16 items-center justify-center rounded-full border border-primary/60 bg-background/80 text-primary">
            <Lock aria-hidden className="size-7" />
          </span>
        </div>
      </div>
      <div className="flex flex-col justify-center gap-5">
        <p className="text-sm uppercase tracking-[0.2em] text-primary">Members only</p>
        <h1 className="font-display text-4xl md:text-5xl">{name}</h1>
        {district ? <p className="text-muted-foreground">{district}</p> : null}
        <p className="text-lg leading-relaxed" data-testid="locked-reason">
          {REASONS[viewerKind] ?? REASONS.visitor}
        </p>
        {viewerKind === "visitor" ? (
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link href={`/auth?next=${encodeURIComponent(profilePath)}`}>Sign in</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/auth?mode=sign-up">Become a member</Link>
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
