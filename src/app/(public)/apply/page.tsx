import type { Metadata } from "next";
import { connection } from "next/server";
import { PageHero } from "@/components/site/page-hero";
import { ApplyForm } from "@/features/applications/components/apply-form";
import { APPLY_PAGE, applyPageMetaInput } from "@/features/applications/page-meta";
import { listActiveLocations } from "@/features/locations/queries";
import { breadcrumbJsonLd, trail } from "@/features/seo/breadcrumbs";
import { AttachedJsonLd } from "@/features/seo/components/attached-json-ld";
import { JsonLd } from "@/features/seo/components/json-ld";
import { createMetadata } from "@/features/seo/metadata";
import { getSiteSettings } from "@/features/site/queries";

const PATH = APPLY_PAGE.path;
const TITLE = APPLY_PAGE.title;

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return createMetadata(applyPageMetaInput());
}

/** /apply: the model application form (decisions.md: the spec has applications but no form). */
export default async function ApplyPage() {
  await connection();
  const [districts, settings] = await Promise.all([listActiveLocations(), getSiteSettings()]);
  const crumbs = trail({ name: "Apply", path: PATH });
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, settings.siteUrl)} />
      <AttachedJsonLd path={PATH} />
      <PageHero
        crumbs={crumbs}
        eyebrow="Join us"
        title={TITLE}
        lede={
          <p>
            Tell us about yourself and add a few recent photos. Every application is read by a member of our team, and we reply by email. Applicants must be 18
            or over.
          </p>
        }
      />
      <div className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <ApplyForm districts={districts.map((district) => district.name)} />
      </div>
    </>
  );
}
