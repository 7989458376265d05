import { CompassIcon, ExternalLinkIcon, LandmarkIcon, MapPinIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { JoinCard } from "@/features/categories/components/join-card";
import { ModelsSection, SeeCompanionsLink } from "@/features/categories/components/models-section";
import { FaqAccordion } from "@/components/site/faq-accordion";
import { PageHero } from "@/components/site/page-hero";
import { RichText } from "@/components/site/prose";
import { JsonLd } from "@/features/seo/components/json-ld";
import { formatCoordinates, formatKm, openStreetMapUrl } from "../geo";
import { districtPath } from "../paths";
import type { DistrictView } from "../view";

function Postcodes({ codes }: { codes: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Postcodes">
      {codes.map((code) => (
        <li
          key={code}
          className="rounded-sm border border-gold/35 bg-gold/5 px-2.5 py-1 text-xs font-medium tracking-[0.14em] text-champagne tabular-nums"
        >
          {code}
        </li>
      ))}
    </ul>
  );
}

function LocationCard({ view }: { view: DistrictView }) {
  const { location } = view;
  return (
    <section aria-labelledby="location-title" className="rounded-lg border border-border bg-card p-6">
      <h2 id="location-title" className="eyebrow flex items-center gap-2">
        <MapPinIcon aria-hidden="true" className="size-3.5" />
        Location
      </h2>
      <dl className="mt-5 space-y-5 text-sm">
        <div>
          <dt className="text-muted-foreground">Coordinates</dt>
          <dd className="mt-1 font-medium text-foreground tabular-nums">{formatCoordinates(location)}</dd>
        </div>
        {location.postcodes.length > 0 ? (
          <div>
            <dt className="text-muted-foreground">Postcodes</dt>
            <dd className="mt-2">
              <Postcodes codes={location.postcodes} />
            </dd>
          </div>
        ) : null}
      </dl>
      {/* A plain link: no map tiles or scripts from other hosts on our pages. */}
      <a
        href={openStreetMapUrl(location)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-6 inline-flex min-h-11 items-center gap-2 text-sm text-gold underline decoration-gold/40 underline-offset-4 transition-colors hover:decoration-gold"
      >
        View {location.name} on OpenStreetMap
        <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </section>
  );
}

/** A titled side section of the district page (landmarks, nearby districts), with its eyebrow heading. */
function AsideSection({ id, icon: Icon, title, children }: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="eyebrow flex items-center gap-2">
        <Icon aria-hidden="true" className="size-3.5" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function Landmarks({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <AsideSection id="landmarks-title" icon={LandmarkIcon} title="Nearby landmarks">
      <ul className="mt-4 space-y-2.5 text-sm text-foreground/85">
        {names.map((name) => (
          <li key={name} className="flex items-baseline gap-3">
            <span aria-hidden="true" className="size-1.5 shrink-0 translate-y-[-0.1em] rotate-45 bg-gold/80" />
            {name}
          </li>
        ))}
      </ul>
    </AsideSection>
  );
}

function NearbyDistricts({ view }: { view: DistrictView }) {
  if (view.nearby.length === 0) return null;
  return (
    <AsideSection id="nearby-title" icon={CompassIcon} title="Nearby districts">
      <ul className="mt-3 divide-y divide-border border-y border-border">
        {view.nearby.map((place) => (
          <li key={place.slug}>
            <Link
              href={districtPath(place.slug)}
              className="flex min-h-12 items-center justify-between gap-4 py-2 text-sm transition-colors hover:text-gold"
            >
              <span>{place.name}</span>
              <span className="text-xs text-muted-foreground tabular-nums">{formatKm(place.distanceKm)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AsideSection>
  );
}

/** A district landing page: hero, companions there, the copy, location facts, nearby districts and local FAQs. */
export function DistrictLanding({ view, signedIn }: { view: DistrictView; signedIn: boolean }) {
  const { location, cards, crumbs, path } = view;
  return (
    <>
      {view.jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <PageHero crumbs={crumbs} eyebrow="London district" title={location.name} lede={location.description ? <p>{location.description}</p> : null}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
          {location.postcodes.length > 0 ? <Postcodes codes={location.postcodes} /> : null}
          {cards.total > 0 ? <SeeCompanionsLink /> : null}
        </div>
      </PageHero>

      <ModelsSection
        title={`Companions in ${location.name}`}
        cards={cards}
        basePath={path}
        emptyText={`No companions are based in ${location.name} at the moment, but many travel across London. Browse the full directory or a nearby district.`}
      />

      <section aria-label={`About ${location.name}`} className="border-t border-border bg-card/30">
        <div className="mx-auto grid w-full max-w-7xl gap-14 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20 lg:px-8 lg:py-24">
          <div className="min-w-0">
            <RichText html={location.content} />
            {location.nearbyLandmarks.length > 0 || view.nearby.length > 0 ? (
              <div className="mt-14 grid max-w-[68ch] gap-10 border-t border-border pt-10 sm:grid-cols-2 sm:gap-12">
                <Landmarks names={location.nearbyLandmarks} />
                <NearbyDistricts view={view} />
              </div>
            ) : null}
          </div>
          <aside className="flex flex-col gap-10 lg:sticky lg:top-28 lg:self-start">
            <LocationCard view={view} />
            {view.showJoin ? <JoinCard signedIn={signedIn} /> : null}
          </aside>
        </div>
      </section>

      {view.faqs.length > 0 ? (
        <section aria-labelledby="district-faq-title" className="border-t border-border">
          <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-20 lg:px-8 lg:py-24">
            <div>
              <p className="eyebrow">Good to know</p>
              <h2 id="district-faq-title" className="mt-4 font-display text-3xl text-foreground sm:text-4xl">
                Questions about {location.name}
              </h2>
              <p className="mt-4 leading-relaxed text-muted-foreground">
                More answers on membership, bookings and privacy are in our{" "}
                <Link href="/faq" className="text-gold underline decoration-gold/40 underline-offset-4 hover:decoration-gold">
                  frequently asked questions
                </Link>
                .
              </p>
            </div>
            <FaqAccordion items={view.faqs} className="self-start" />
          </div>
        </section>
      ) : null}
    </>
  );
}
