import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { PageHero } from "@/components/site/page-hero";
import { ApplyForm } from "@/features/applications/components/apply-form";
import { APPLY_PAGE, APPLY_PAGE_NAME, applyPageMetaInput } from "@/features/applications/page-meta";
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

/** /apply: the companion (model) application form (decision 025: the back office reviews applications, this is where they come from). Not membership: that is sign-up. */
export default async function ApplyPage() {
  await connection();
  const [districts, settings] = await Promise.all([listActiveLocations(), getSiteSettings()]);
  const crumbs = trail({ name: APPLY_PAGE_NAME, path: PATH });
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, settings.siteUrl)} />
      <AttachedJsonLd path={PATH} />
      <PageHero
        crumbs={crumbs}
        eyebrow={APPLY_PAGE_NAME}
        title={TITLE}
        lede={
          <>
            <p>
              This form is for companions who would like to be introduced through Velvet. Tell us about yourself and add a few recent photos. Every application is
              read by a member of our team, and we reply by email. Applicants must be 18 or over.
            </p>
            <p className="mt-4">
              Looking for company instead?{" "}
              <Link href="/auth?mode=sign-up" className="text-gold underline underline-offset-4">
                Become a member
              </Link>
              : membership is a separate, free application.
            </p>
          </>
        }
      />
      <div className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <ApplyForm districts={districts.map((district) => district.name)} />
      </div>
    </>
  );
}
