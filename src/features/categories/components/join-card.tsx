import { LockIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** For visitors and not-yet-approved accounts: what membership adds. */
export function JoinCard({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <section aria-labelledby="join-title" className="rounded-lg border border-gold/30 bg-gradient-to-b from-gold/[0.07] to-transparent p-6">
      <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full border border-gold/40 text-gold">
        <LockIcon className="size-4" />
      </span>
      <h2 id="join-title" className="mt-4 font-display text-xl text-foreground">
        Members see more
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
        Some companions share their profiles with approved members only. Every application is reviewed personally,
        usually within one working day.
      </p>
      {signedIn ? (
        <p className="mt-4 text-sm text-foreground/80">Members-only profiles open here as soon as your account is approved.</p>
      ) : (
        <div className="mt-5 flex flex-col gap-2">
          <Button asChild size="sm" className="h-11">
            <Link href="/auth?mode=sign-up">Apply for membership</Link>
          </Button>
          <Button asChild size="sm" variant="outline" className="h-11 hover:border-gold/60 hover:bg-secondary hover:text-foreground">
            <Link href="/auth">Sign in</Link>
          </Button>
        </div>
      )}
    </section>
  );
}
