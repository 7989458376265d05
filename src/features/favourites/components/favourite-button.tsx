"use client";

import { HeartIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { showErrorToast, showSuccessToast } from "@/lib/client/toast";
import { cn } from "@/lib/utils";
import { setFavouriteAction } from "../actions";
import { setSaved, useFavourites } from "./favourites-store";

/**
 * The heart on a model's card or profile. Approved members save and remove
 * with it; on a profile a visitor is offered a sign-in instead; anyone else
 * (pending, rejected, expired) sees nothing. The change shows at once and is
 * undone, with the server's message, if it is refused.
 */
export function FavouriteButton({ modelId, modelName, variant }: { modelId: string; modelName: string; variant: "card" | "profile" }) {
  const favourites = useFavourites();
  const [pending, setPending] = useState(false);

  if (favourites.kind === "visitor" && variant === "profile") {
    return (
      <Link href={`/auth?next=${encodeURIComponent(`/models/${modelId}`)}`} className="inline-flex min-h-11 w-fit items-center gap-2 text-sm text-gold underline-offset-4 hover:underline">
        <HeartIcon aria-hidden="true" className="size-4" />
        Sign in to save {modelName} to your favourites
      </Link>
    );
  }
  if (favourites.kind !== "member") return null;

  const saved = favourites.modelIds.includes(modelId);
  async function toggle() {
    setPending(true);
    setSaved(modelId, !saved);
    try {
      const result = await setFavouriteAction({ modelId, saved: !saved });
      if (!result.ok) {
        setSaved(modelId, saved);
        showErrorToast(result.error);
      } else {
        showSuccessToast(result.saved ? `${modelName} saved to your favourites` : `${modelName} removed from your favourites`);
      }
    } catch {
      setSaved(modelId, saved);
      showErrorToast("Your favourites could not be saved just now. Please try again.");
    } finally {
      setPending(false);
    }
  }

  const label = saved ? `Remove ${modelName} from favourites` : `Save ${modelName} to favourites`;
  // The card's heart is an icon alone and is named by the label; the profile
  // shows the label itself, so the name is exactly the words a person sees
  // (WCAG 2.5.3, label in name: a speech user says what is on the button).
  const iconOnly = variant === "card";
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-pressed={saved}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-full border transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none disabled:opacity-70",
        variant === "card"
          ? "size-11 border-white/20 bg-background/80 text-foreground backdrop-blur-sm hover:border-gold/70 hover:text-gold"
          : "min-h-11 w-fit border-border px-4 text-sm hover:border-gold/60 hover:text-gold",
        saved && "text-gold",
      )}
    >
      <HeartIcon aria-hidden="true" className={cn("size-5", saved && "fill-current")} />
      {iconOnly ? null : <span>{label}</span>}
    </button>
  );
}
