import type { Metadata } from "next";
import Link from "next/link";
import { PageHero } from "@/components/site/page-hero";
import { APPLY_PAGE, APPLY_PAGE_NAME } from "@/features/applications/page-meta";
import { trail } from "@/features/seo/breadcrumbs";

export const metadata: Metadata = {
  title: "Application received",
  description: "Thank you for applying to join Velvet.",
  // A confirmation, not a page to find in a search.
  robots: { index: false, follow: true },
};

/** /apply/thanks: where the form leads once an application is stored; says what happens next. */
export default function ApplyThanksPage() {
  const crumbs = trail({ name: APPLY_PAGE_NAME, path: APPLY_PAGE.path }, { name: "Application received", path: "/apply/thanks" });
  return (
    <>
      <PageHero crumbs={crumbs} eyebrow="Thank you" title="Application received" lede={<p>Thank you for applying to join Velvet.</p>} />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-14 text-muted-foreground sm:px-6 sm:py-20 lg:px-8">
        <h2 className="font-display text-2xl text-foreground">What happens next</h2>
        <ol className="list-decimal space-y-3 pl-5 leading-relaxed">
          <li>We have sent a receipt to the email address you gave us.</li>
          <li>A member of our team reads your application and looks at your photos, usually within a few working days.</li>
          <li>We email you when we start reviewing it, and again with our decision.</li>
          <li>If we would like to work with you, we arrange a call to get to know you and set up your profile together.</li>
        </ol>
        <p className="leading-relaxed">
          Your contact details are stored encrypted and are seen only by the team that reviews applications. If your application is not successful, it and your
          photos are deleted after a set period; our{" "}
          <Link href="/privacy" className="text-gold underline underline-offset-4">
            privacy policy
          </Link>{" "}
          explains how.
        </p>
        <p>
          <Link href="/" className="text-foreground underline underline-offset-4 hover:text-gold">
            Back to the home page
          </Link>
        </p>
      </div>
    </>
  );
}
