"use client";

import { Star } from "lucide-react";
import { cn } from "@/lib/utils";
import { ratingLabel, starFills } from "../format";

/**
 * Stars drawn to the exact rating (partly filled where needed), announced as
 * one image with a text label ("Rated 4.9 out of 5") instead of five icons.
 * A client component although it has no state: drawn on the server, each of
 * its ten icons travelled in the router payload (about 3 KB per review);
 * this way only the rating does (docs/decisions/041-renderer-cost.md).
 */
export function StarRating({ value, className, starClassName }: { value: number | null; className?: string; starClassName?: string }) {
  return (
    <span role="img" aria-label={ratingLabel(value)} className={cn("inline-flex items-center gap-0.5", className)}>
      {starFills(value).map((fill, index) => (
        <span key={index} aria-hidden="true" className={cn("relative inline-block size-4", starClassName)}>
          <Star className="absolute inset-0 size-full text-gold/35" strokeWidth={1.5} />
          {fill > 0 ? (
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className={cn("size-4 fill-gold text-gold", starClassName)} strokeWidth={1.5} />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}
