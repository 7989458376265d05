import { LockKeyholeIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { ViewerKind } from "@/features/access/policy";
import { mailtoHref } from "@/lib/client/links";

/**
 * Explains, without showing or counting them, that a subscription unlocks
 * more photos; the prompt depends on who is looking (signed out, awaiting
 * approval, or a member without a subscription).
 */
export function LockedPhotosNotice({
  viewerKind,
  modelName,
  profilePath,
  contactEmail,
}: {
  viewerKind: ViewerKind;
  modelName: string;
  profilePath: string;
  contactEmail: string;
}) {
  const mailto = mailtoHref(contactEmail);
  return (
    <aside
      aria-labelledby="locked-photos-title"
      className="relative overflow-hidden rounded-lg border border-gold/30 bg-gradient-to-br from-gold/[0.08] via-card to-card p-5 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gold/50 text-gold">
          <LockKeyholeIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-2">
          {viewerKind === "visitor" ? (
            <>
              <h2 id="locked-photos-title" className="font-display text-xl">
                More of {modelName}&rsquo;s gallery is for members
              </h2>
              <p className="text-sm leading-relaxed text-muted-foreground">
                Subscribed members see every photo. Sign in, or apply to become a member: every application is reviewed personally.
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
            <>
              <h2 id="locked-photos-title" className="font-display text-xl">
                More photos once you are approved
              </h2>
              <p className="text-sm leading-relaxed text-muted-foreground">
                Your membership is awaiting approval. Once it is approved, our concierge can arrange a subscription for the full
                gallery.
              </p>
            </>
          ) : (
            <>
              <h2 id="locked-photos-title" className="font-display text-xl">
                Subscribe for the full gallery
              </h2>
              <p className="text-sm leading-relaxed text-muted-foreground">
                Subscribers see every photo of {modelName}. Subscriptions are arranged personally by our concierge
                {contactEmail ? (
                  <>
                    {" "}
                    at{" "}
                    {mailto ? (
                      <a href={mailto} className="text-gold underline decoration-gold/40 underline-offset-4 hover:decoration-gold">
                        {contactEmail}
                      </a>
                    ) : (
                      <span className="text-foreground">{contactEmail}</span>
                    )}
                  </>
                ) : null}
                .
              </p>
              {mailto ? (
                <div className="mt-2">
                  <Button asChild variant="outline" className="h-12 border-gold/40 hover:border-gold hover:bg-gold/10">
                    <a href={`${mailto}?subject=${encodeURIComponent(`Subscription enquiry – ${modelName}`)}`}>Contact the concierge</a>
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
    </aside>
  );
}
