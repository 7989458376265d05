"use client";

import { useCallback, useEffect, useState } from "react";
import type { OwnReviewState } from "../own-review-state";
import { MemberReviewForm } from "./member-review-form";

type Loaded = { kind: "loading" } | { kind: "failed" } | OwnReviewState;

async function readOwnReview(modelId: string): Promise<Exclude<Loaded, { kind: "loading" }>> {
  try {
    const response = await fetch(`/api/models/${encodeURIComponent(modelId)}/own-review`, { credentials: "same-origin", cache: "no-store" });
    return response.ok ? ((await response.json()) as OwnReviewState) : { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}

/**
 * The review form on a profile, for a member. The page is the same for every
 * member (one cached copy per access class, decision 039), so the member's own
 * review, which is theirs alone, is asked for by the browser once the page is
 * there, and again after each save.
 */
export function OwnReviewPanel({ modelId, modelName }: { modelId: string; modelName: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  // Bumped to read the review again (after a save, or "Try again").
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    void readOwnReview(modelId).then((state) => {
      if (current) setLoaded(state);
    });
    return () => {
      current = false;
    };
  }, [modelId, reads]);

  // Stable, so the form's "saved" effect runs once per save.
  const reload = useCallback(() => setReads((n) => n + 1), []);

  if (loaded.kind === "loading") {
    return (
      <p aria-busy="true" className="rounded-lg border border-border bg-card p-5 text-sm text-muted-foreground sm:p-6">
        Loading your review…
      </p>
    );
  }
  if (loaded.kind === "failed") {
    return (
      <p role="status" className="rounded-lg border border-border bg-card p-5 text-sm text-muted-foreground sm:p-6">
        Your review could not be loaded just now.{" "}
        <button type="button" onClick={reload} className="text-gold underline underline-offset-4">
          Try again
        </button>
      </p>
    );
  }
  // Signed out elsewhere, or no longer allowed: the page says nothing more.
  if (loaded.kind === "not-allowed") return null;
  // Kept mounted across a reload after a save, so its confirmation stays on screen.
  return <MemberReviewForm modelId={modelId} modelName={modelName} own={loaded.own} onSaved={reload} />;
}
