import type { Metadata } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import { getViewer } from "@/features/access/viewer";
import { getBanners } from "@/features/banners/queries";
import { FaqSection } from "@/features/faqs/components/faq-section";
import { listPublicFaqs } from "@/features/faqs/queries";
import { AboutSection } from "@/features/home/components/about-section";
import { BookingSection } from "@/features/home/components/booking-section";
import { CategoriesSection } from "@/features/home/components/categories-section";
import { DistrictsSection } from "@/features/home/components/districts-section";
import { FeaturedModels } from "@/features/home/components/featured-models";
import { FeaturesBand } from "@/features/home/components/features-band";
import { HomeHero } from "@/features/home/components/hero";
import { HomeIntro } from "@/features/home/components/intro";
import { ServicesSection } from "@/features/home/components/services-section";
import { detectDevice } from "@/lib/device-type";
import { blocksWithPrefix, getSiteContent, listDistricts, type ContentBlock } from "@/features/home/queries";
import { homeMetaInput } from "@/features/home/page-meta";
import { settle } from "@/features/home/settle";
import { listModelCards } from "@/features/models/list";
import { listPreferenceTiles } from "@/features/preference-categories/queries";
import { JsonLd } from "@/features/seo/components/json-ld";
import { getGlobalSeo } from "@/features/seo/global/queries";
import { buildOrganizationSchema } from "@/features/seo/global/rules";
import { createMetadata, getStructuredDataFor } from "@/features/seo/metadata";
import { getSiteSettings } from "@/features/site/queries";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const [seo, settings] = await Promise.all([getGlobalSeo(), getSiteSettings()]);
  return createMetadata(homeMetaInput(seo, settings.brandName));
}

const SERVICE_ORDER = [
  "services_dinner_dates",
  "services_social_events",
  "services_business_functions",
  "services_travel_companion",
  "services_private_meetings",
];
const BOOKING_DETAIL_ORDER = ["booking_info_schedule", "booking_info_discretion", "booking_info_payment", "booking_info_location"];

export default async function HomePage({ searchParams }: Props) {
  await connection();
  const [params, requestHeaders, viewer, settings] = await Promise.all([searchParams, headers(), getViewer(), getSiteSettings()]);
  const device = detectDevice({ forceMobileParam: params.forceMobile, userAgent: requestHeaders.get("user-agent") });

  const [hero, about, services, features, content, featured, tiles, districts, faqs, attachedJsonLd] = await Promise.all([
    getBanners("hero", device),
    getBanners("about", device),
    getBanners("services", device),
    getBanners("features", device),
    settle("site content", getSiteContent),
    settle("featured models", async () => (await listModelCards(viewer, { homepageOnly: true, pageSize: 8, sort: "featured" })).items),
    settle("category tiles", listPreferenceTiles),
    settle("districts", listDistricts),
    settle("FAQs", listPublicFaqs),
    settle("structured data", () => getStructuredDataFor("/")),
  ]);
  const blocks = content.ok ? content.value : new Map<string, ContentBlock>();
  const first = <T,>(result: { ok: true; banners: T[] } | { ok: false }) => (result.ok ? result.banners[0] : undefined);

  return (
    <>
      <HomeHero banners={hero} content={blocks.get("homepage_hero_main")} brandName={settings.brandName} />
      <HomeIntro content={blocks.get("homepage_hero_main")} />
      <FeaturedModels models={featured} />
      <CategoriesSection tiles={tiles} content={blocks.get("characteristics_main_title")} />
      <AboutSection
        banner={first(about)}
        intro={blocks.get("about_intro")}
        pillars={[blocks.get("about_mission"), blocks.get("about_values")].filter((b): b is ContentBlock => Boolean(b))}
      />
      <ServicesSection
        banner={first(services)}
        main={blocks.get("services_main_title")}
        services={blocksWithPrefix(blocks, "services_", { order: SERVICE_ORDER, exclude: ["services_main_title"] })}
      />
      <FeaturesBand banners={features.ok ? features.banners : []} />
      <DistrictsSection districts={districts} content={blocks.get("locations_main_title")} />
      <BookingSection
        overview={blocks.get("how_booking_works")}
        steps={blocksWithPrefix(blocks, "booking_step_")}
        details={blocksWithPrefix(blocks, "booking_info_", { order: BOOKING_DETAIL_ORDER })}
      />
      <FaqSection faqs={faqs} />
      {/* Built from System Settings, so it never disagrees with the contact details (Global SEO › Schema). */}
      <JsonLd data={buildOrganizationSchema(settings)} />
      {attachedJsonLd.ok ? attachedJsonLd.value.map((data, index) => <JsonLd key={index} data={data} />) : null}
    </>
  );
}
