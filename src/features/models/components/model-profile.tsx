import Link from "next/link";
import { EyeOffIcon, LockIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import type * as React from "react";
import type { ViewerKind } from "@/features/access/policy";
import { Gallery } from "@/features/gallery/components/gallery";
import { LockedPhotosNotice } from "@/features/gallery/components/locked-photos-notice";
import type { GalleryPhoto } from "@/features/gallery/select";
import { FavouriteButton } from "@/features/favourites/components/favourite-button";
import { StarRating } from "@/features/reviews/components/star-rating";
import { ReviewList } from "@/features/reviews/components/review-list";
import { OwnReviewPanel } from "@/features/reviews/member/components/own-review-panel";
import { reviewCountLabel } from "@/features/reviews/format";
import type { PublishedReview, ReviewSummary } from "@/features/reviews/queries";
import type { SiteSettings } from "@/features/site/defaults";
import { mailtoHref } from "@/lib/client/links";
import { SafeLink } from "@/lib/client/safe-link";
import { cn } from "@/lib/utils";
import type { ModelProfile } from "../queries";
import { bookingTermLines } from "../booking-terms";
import { profileDetails } from "../profile-details";
import { formatPounds, offeredRates, priceFrom, priceFromLabel } from "../pricing";
import { availabilityLabel } from "./model-card";

const AVAILABILITY_STYLE = {
  available: "border-emerald-400/40 text-emerald-300 light:text-emerald-800",
  busy: "border-amber-400/40 text-amber-300 light:text-amber-800",
  unavailable: "border-zinc-500/50 text-zinc-300 light:text-zinc-700",
} as const;
const AVAILABILITY_DOT = { available: "bg-emerald-400", busy: "bg-amber-400", unavailable: "bg-zinc-500" } as const;

export interface ModelProfileViewProps {
  model: ModelProfile;
  /** Already filtered by the access policy for this viewer. */
  photos: GalleryPhoto[];
  reviews: PublishedReview[];
  /** The rating and count of all its published reviews (the list may show fewer). */
  reviewSummary: ReviewSummary;
  /** What this viewer's class may do about reviewing: write or edit their own (loaded by the browser), be asked to sign in, or nothing. */
  reviewing: { kind: "member" } | { kind: "visitor" } | null;
  /** Set when a subscription would show this viewer more photos: how many, counted on the server (never which). */
  lockedPhotos: { viewerKind: ViewerKind; count: number } | null;
  /** The model is hidden from the public and this viewer is staff who may still see it. */
  hiddenFromPublic?: boolean;
  settings: Pick<SiteSettings, "contactEmail" | "contactPhone">;
  serverMobile: boolean;
  breadcrumbs?: React.ReactNode;
}

/**
 * The profile as the viewer may see it: gallery, every profile field, rates,
 * availability, rating and published reviews.
 */
export function ModelProfileView({ model, photos, reviews, reviewSummary, reviewing, lockedPhotos, hiddenFromPublic = false, settings, serverMobile, breadcrumbs }: ModelProfileViewProps) {
  const path = `/models/${model.id}`;
  const details = profileDetails(model);
  const bookingTerms = bookingTermLines(model);

  // Wide screens: the name across the top, the photos on the left, the rest beside them in this order.
  const rightColumnRows = lockedPhotos ? ["lg:row-start-2", "lg:row-start-3", "lg:row-start-4"] : ["", "lg:row-start-2", "lg:row-start-3"];
  const galleryRows = lockedPhotos ? "lg:row-span-3" : "lg:row-span-2";

  return (
    <article className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
      {breadcrumbs}
      {hiddenFromPublic ? <HiddenProfileBanner modelId={model.id} /> : null}
      {/*
        One order for reading, tabbing and the eye at every width: the name,
        the photos, then the rest. Phones stack them; wide screens put the name
        across the top and the photos on the left of the rest, so focus never
        jumps back across the page. grid-cols-1 (minmax(0, 1fr)): a long
        thumbnail strip scrolls inside the column instead of widening the page.
      */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[min-content_minmax(0,1fr)] lg:gap-x-14 lg:gap-y-6">
        <header className="flex flex-col gap-4 lg:col-span-2 lg:grid lg:grid-cols-subgrid lg:items-end lg:gap-x-14">
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p className="eyebrow inline-flex items-center gap-2">
                <MapPinIcon aria-hidden="true" className="size-3.5" />
                <SafeLink
                  href={model.locationSlug ? `/escorts-in-${model.locationSlug}` : null}
                  className="underline-offset-4 hover:underline"
                >
                  {model.locationName ?? "London"}
                </SafeLink>
              </p>
              {model.membersOnly ? (
                <span className="inline-flex items-center gap-1.5 rounded-full border border-gold/50 px-2.5 py-0.5 text-[0.7rem] font-medium tracking-[0.16em] text-gold uppercase">
                  <LockIcon aria-hidden="true" className="size-3" />
                  Members only
                </span>
              ) : null}
            </div>
            <h1 className="font-display text-5xl leading-[1.05] sm:text-6xl">{model.name}</h1>
          </div>
          <div className="flex flex-col gap-4 lg:gap-2">
            <div className="flex flex-wrap items-center gap-x-5 gap-y-3 text-sm">
              {model.age !== null ? <span className="text-muted-foreground">{model.age} years</span> : null}
              <AvailabilityBadge availability={model.availability} />
              <RatingSummary rating={reviewSummary.average} reviewCount={reviewSummary.count} />
            </div>
            <FavouriteButton modelId={model.id} modelName={model.name} variant="profile" />
          </div>
        </header>

        {/*
          On wide screens the whole gallery (photo, caption, thumbnails) fits
          the window below the name, and stays in view beside the longer
          column; the column is as wide as the gallery, the rest goes beside it.
        */}
        <div className={cn("w-full lg:sticky lg:top-24 lg:col-start-1 lg:row-start-2 lg:w-[clamp(20rem,calc((100dvh-26rem)*0.75),34rem)] lg:self-start", galleryRows)}>
          <Gallery modelId={model.id} modelName={model.name} initialPhotos={photos} serverMobile={serverMobile} />
        </div>

        {lockedPhotos ? (
          <LockedPhotosNotice
            viewerKind={lockedPhotos.viewerKind}
            count={lockedPhotos.count}
            modelName={model.name}
            profilePath={path}
            contactEmail={settings.contactEmail}
            contactPhone={settings.contactPhone}
            className={cn("lg:col-start-2", rightColumnRows[0])}
          />
        ) : null}

        <section aria-label={`About ${model.name}`} className={cn("flex flex-col gap-4 lg:col-start-2", rightColumnRows[1])}>
          <div aria-hidden="true" className="gold-rule w-24" />
          {model.description ? <p className="text-lg leading-relaxed text-foreground/90">{model.description}</p> : null}
          {priceFrom(model.pricing) !== null ? <p className="text-sm text-muted-foreground">Rates {priceFromLabel(priceFrom(model.pricing))}</p> : null}
        </section>

        <div className={cn("flex flex-col gap-6 lg:col-start-2", rightColumnRows[2])}>
          <section aria-labelledby="profile-details-title" className="rounded-lg border border-border bg-card p-5 sm:p-6">
            <h2 id="profile-details-title" className="font-display text-xl">
              Profile
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
              {details.map(([label, value]) => (
                // The long ones take the whole width.
                <div key={label} className={cn("flex flex-col gap-0.5 border-b border-border/60 pb-3", (label === "Education" || label === "Languages") && "col-span-2")}>
                  <dt className="text-xs tracking-[0.14em] text-muted-foreground uppercase">{label}</dt>
                  <dd className="text-foreground">{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="rates-title" className="rounded-lg border border-border bg-card p-5 sm:p-6">
            <h2 id="rates-title" className="font-display text-xl">
              Rates
            </h2>
            {/* An empty price means the duration is not offered (pricing.ts): only offered ones are listed. */}
            {offeredRates(model.pricing).length === 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">Rates on request: ask the concierge.</p>
            ) : (
              <table className="mt-3 w-full text-sm">
                <caption className="sr-only">{`${model.name}'s rates in pounds sterling`}</caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">Duration</th>
                    <th scope="col">Rate</th>
                  </tr>
                </thead>
                <tbody>
                  {offeredRates(model.pricing).map(({ label, amount }) => (
                    <tr key={label} className="border-b border-border/60 last:border-b-0">
                      <th scope="row" className="py-2.5 text-left font-normal text-muted-foreground">
                        {label}
                      </th>
                      <td className="py-2.5 text-right font-display text-lg text-foreground tabular-nums">{formatPounds(amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {/* Only the terms staff have set: the FAQs promise them "where the model has set one". */}
            {bookingTerms.length > 0 ? (
              <ul aria-label="Booking terms" className="mt-3 flex flex-col gap-1 text-sm text-muted-foreground">
                {bookingTerms.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </section>

          <Enquiries modelName={model.name} settings={settings} />
        </div>
      </div>

      <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <TagList title="Characteristics" items={model.characteristics} />
        <TagList title="Interests" items={model.interests} />
        <TagList title="Services" items={model.services} />
      </div>

      <section aria-labelledby="reviews-title" id="reviews" className="mt-16 scroll-mt-24">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">What members say</p>
            <h2 id="reviews-title" className="mt-2 font-display text-3xl">
              Reviews
            </h2>
          </div>
          {reviewSummary.count > 0 ? <RatingSummary rating={reviewSummary.average} reviewCount={reviewSummary.count} linked={false} /> : null}
        </div>
        <ReviewList reviews={reviews} modelName={model.name} />
        {reviewing?.kind === "member" ? (
          <div className="mt-8 max-w-2xl">
            <OwnReviewPanel modelId={model.id} modelName={model.name} />
          </div>
        ) : reviewing?.kind === "visitor" ? (
          <p className="mt-6 text-sm text-muted-foreground">
            Members can review {model.name}.{" "}
            <Link href={`/auth?next=${encodeURIComponent(`${path}#reviews`)}`} className="text-gold underline decoration-gold/40 underline-offset-4 hover:decoration-gold">
              Sign in to write a review
            </Link>
          </p>
        ) : null}
      </section>
    </article>
  );
}

/** Tells staff why the public cannot find this profile, and where to change it. */
function HiddenProfileBanner({ modelId }: { modelId: string }) {
  return (
    <div role="note" aria-label="Hidden profile" className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-amber-400/50 bg-amber-400/10 px-4 py-3 text-sm">
      <EyeOffIcon aria-hidden="true" className="size-4 shrink-0 text-amber-300 light:text-amber-800" />
      <p className="min-w-64 flex-1 text-foreground">
        <strong className="font-semibold">Hidden:</strong> only administrators see this profile. Everyone else is told it does not exist.
      </p>
      <Link href={`/admin/models/edit/${modelId}`} className="inline-flex min-h-11 items-center text-gold underline-offset-4 hover:underline">
        Edit in the back office
      </Link>
    </div>
  );
}

/** Nothing when the agency has not set it: the page does not say "Not set" to a client. */
function AvailabilityBadge({ availability }: { availability: ModelProfile["availability"] }) {
  if (!availability) return null;
  return (
    <span className={cn("inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium", AVAILABILITY_STYLE[availability])}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", AVAILABILITY_DOT[availability])} />
      {availabilityLabel(availability)}
    </span>
  );
}

function RatingSummary({ rating, reviewCount, linked = true }: { rating: number | null; reviewCount: number; linked?: boolean }) {
  if (rating === null && reviewCount === 0) return <span className="text-muted-foreground">Not yet rated</span>;
  const count = reviewCount > 0 ? reviewCountLabel(reviewCount) : null;
  return (
    <span className="inline-flex items-center gap-2">
      <StarRating value={rating} />
      {rating !== null ? <span className="font-medium tabular-nums">{rating.toFixed(1)}</span> : null}
      {count ? (
        linked ? (
          <a href="#reviews" className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
            {count}
          </a>
        ) : (
          <span className="text-muted-foreground">{count}</span>
        )
      ) : null}
    </span>
  );
}

function TagList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  const id = `tags-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="eyebrow">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full border border-border bg-card px-3.5 py-1.5 text-sm text-foreground/90">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Enquiries({ modelName, settings }: { modelName: string; settings: Pick<SiteSettings, "contactEmail" | "contactPhone"> }) {
  const mailto = mailtoHref(settings.contactEmail);
  const phone = settings.contactPhone.trim();
  const tel = phone ? `tel:${phone.replace(/[^\d+]/g, "")}` : null;
  if (!mailto && !tel) return null;
  return (
    <section aria-labelledby="enquiries-title" className="rounded-lg border border-gold/25 bg-gradient-to-br from-accent/25 to-card p-5 sm:p-6">
      <h2 id="enquiries-title" className="font-display text-xl">
        Arrange a meeting
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
        Our concierge arranges every introduction with {modelName} personally and in confidence.
      </p>
      <ul className="mt-4 flex flex-col gap-2 text-sm">
        {mailto ? (
          <li>
            <a
              href={`${mailto}?subject=${encodeURIComponent(`Enquiry – ${modelName}`)}`}
              className="inline-flex min-h-12 items-center gap-3 text-foreground underline-offset-4 hover:text-gold hover:underline"
            >
              <MailIcon aria-hidden="true" className="size-4 text-gold" />
              {settings.contactEmail}
            </a>
          </li>
        ) : null}
        {tel ? (
          <li>
            <a href={tel} className="inline-flex min-h-12 items-center gap-3 text-foreground underline-offset-4 hover:text-gold hover:underline">
              <PhoneIcon aria-hidden="true" className="size-4 text-gold" />
              {phone}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
