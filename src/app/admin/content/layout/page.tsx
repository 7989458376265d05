import { ArrowUpRightIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import type { BannerSectionName } from "@/features/banners/admin/exclusivity";
import { getHomeLayoutStatus, type HomeLayoutStatus } from "@/features/site-content/admin/layout-status";
import { ContentFrame, contentTranslations } from "../_components/content-frame";
import { loadForScreen } from "@/features/admin/load";

export async function generateMetadata(): Promise<Metadata> {
  const t = await contentTranslations();
  return { title: `${t("tabs.layout")} · ${t("page.title")}` };
}

type Translate = Awaited<ReturnType<typeof contentTranslations>>;
type Place = "homepageHero" | "homepageAbout" | "homepageServices" | "homepageFeatures" | "site" | "faq" | "models" | "characteristics" | "services" | "locations";

const PLACES: Record<Place, string> = {
  homepageHero: "/admin/content/homepage?section=hero",
  homepageAbout: "/admin/content/homepage?section=about",
  homepageServices: "/admin/content/homepage?section=services",
  homepageFeatures: "/admin/content/homepage?section=features",
  site: "/admin/content/site",
  faq: "/admin/content/faq",
  models: "/admin/models/list",
  characteristics: "/admin/models/characteristics",
  services: "/admin/models/services",
  locations: "/admin/locations/list",
};

type Part = "hero" | "intro" | "models" | "categories" | "about" | "services" | "features" | "districts" | "booking" | "faq";

/** The home page's parts in the order src/app/(public)/page.tsx renders them, and where each is edited. */
const PARTS: { part: Part; places: Place[]; banners?: BannerSectionName }[] = [
  { part: "hero", places: ["homepageHero"], banners: "hero" },
  { part: "intro", places: ["homepageHero"] },
  { part: "models", places: ["models"] },
  { part: "categories", places: ["characteristics"] },
  { part: "about", places: ["homepageAbout", "site"], banners: "about" },
  { part: "services", places: ["homepageServices", "services"], banners: "services" },
  { part: "features", places: ["homepageFeatures"], banners: "features" },
  { part: "districts", places: ["locations"] },
  { part: "booking", places: ["site"] },
  { part: "faq", places: ["faq"] },
];

function statusLines(t: Translate, part: Part, status: HomeLayoutStatus, banners?: BannerSectionName): string[] {
  const lines: string[] = [];
  if (banners) {
    const counts = status.banners[banners];
    const total = counts.all + counts.desktop + counts.mobile;
    lines.push(total === 0 ? t("layout.status.banners", { count: 0 }) : `${t("layout.status.banners", { count: total })} (${t("layout.status.bannerDevices", counts)})`);
  }
  if (part === "hero" || part === "intro") lines.push(t("layout.status.heroText", { present: status.heroText ? "yes" : "no" }));
  if (part === "about") lines.push(t("layout.status.blocks", { count: status.blocks.about }));
  if (part === "services") lines.push(t("layout.status.blocks", { count: status.blocks.services }));
  if (part === "booking") lines.push(t("layout.status.blocks", { count: status.blocks.booking }));
  if (part === "faq") lines.push(t("layout.status.faqs", { count: status.activeFaqs }));
  return lines;
}

/** The Content tab "layout": informational, and true to how the home page is built today. */
export default async function LayoutContentPage() {
  await requireAdminPage("/admin/content/layout");
  await connection();
  const [t, status] = await Promise.all([contentTranslations(), loadForScreen("home page status", getHomeLayoutStatus)]);

  return (
    <ContentFrame tab="layout">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="layout-order-title" className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <h2 id="layout-order-title" className="font-display text-xl">
              {t("layout.orderTitle")}
            </h2>
            <p className="max-w-2xl text-sm leading-relaxed text-muted-foreground">{t("layout.intro")}</p>
          </div>
          <ol className="flex flex-col gap-3">
            {PARTS.map(({ part, places, banners }, index) => (
              <li key={part} className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-3 rounded-lg border border-border bg-card p-4 sm:gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full border border-gold/40 font-display text-base text-gold tabular-nums"
                >
                  {index + 1}
                </span>
                <div className="flex min-w-0 flex-col gap-2">
                  <h3 className="font-medium">{t(`layout.parts.${part}.title`)}</h3>
                  <p className="text-sm leading-relaxed text-muted-foreground">{t(`layout.parts.${part}.body`)}</p>
                  <dl className="grid gap-1.5 text-sm sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:gap-x-3">
                    <dt className="text-xs tracking-wide text-muted-foreground uppercase sm:pt-0.5">{t("layout.editedIn")}</dt>
                    <dd className="flex flex-wrap gap-x-4 gap-y-1">
                      {places.map((place) => (
                        <Link
                          key={place}
                          href={PLACES[place]}
                          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        >
                          {t(`layout.places.${place}`)}
                          <ArrowUpRightIcon className="size-3.5" aria-hidden="true" />
                        </Link>
                      ))}
                    </dd>
                    {status && statusLines(t, part, status, banners).length > 0 ? (
                      <>
                        <dt className="text-xs tracking-wide text-muted-foreground uppercase sm:pt-0.5">{t("layout.now")}</dt>
                        <dd className="text-foreground/90">{statusLines(t, part, status, banners).join(" · ")}</dd>
                      </>
                    ) : null}
                  </dl>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <aside aria-labelledby="layout-rules-title" className="rounded-lg border border-border bg-card p-5 lg:sticky lg:top-20">
          <h2 id="layout-rules-title" className="font-display text-xl">
            {t("layout.rulesTitle")}
          </h2>
          <ul className="mt-4 grid list-disc gap-3 pl-5 text-sm leading-relaxed text-muted-foreground marker:text-gold">
            {(["public", "device", "exclusive", "order", "images", "empty"] as const).map((rule) => (
              <li key={rule}>{t(`layout.rules.${rule}`)}</li>
            ))}
          </ul>
        </aside>
      </div>
    </ContentFrame>
  );
}
