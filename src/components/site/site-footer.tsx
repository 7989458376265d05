import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuthLink } from "./auth-link";
import { BrandWordmark } from "./brand-wordmark";

/** What the footer shows of the site settings (passed down by the layout). */
interface FooterSettings {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
}

const linkClass =
  "inline-flex min-h-12 items-center rounded-sm text-sm text-muted-foreground transition-colors hover:text-gold sm:min-h-10";

export async function SiteFooter({ settings }: { settings: FooterSettings }) {
  const [t, nav] = await Promise.all([getTranslations("footer"), getTranslations("nav")]);
  const year = new Date().getFullYear();
  const phoneHref = `tel:${settings.contactPhone.replace(/[^\d+]/g, "")}`;

  return (
    <footer aria-label={t("label")} className="mt-auto border-t border-border bg-card/40">
      <div aria-hidden="true" className="gold-rule mx-auto max-w-7xl opacity-60" />
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="col-span-2 lg:col-span-5">
          <Link href="/" aria-label={nav("home", { brand: settings.brandName })} className="inline-flex rounded-sm">
            <BrandWordmark brandName={settings.brandName} />
          </Link>
          <p className="mt-5 max-w-sm text-sm leading-relaxed text-muted-foreground">{t("tagline")}</p>
          <p className="mt-6 flex max-w-sm items-center gap-3 text-sm text-muted-foreground">
            <span
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-gold/60 font-display text-sm text-gold"
              aria-hidden="true"
            >
              18+
            </span>
            <span>
              <strong className="font-medium text-foreground">{t("adultsOnly")}.</strong> {t("adultsOnlyNote")}
            </span>
          </p>
        </div>

        <nav aria-label={t("explore")} className="lg:col-span-2">
          <h2 className="eyebrow">{t("explore")}</h2>
          <ul className="mt-4 space-y-0.5">
            <li><Link className={linkClass} href="/models">{nav("models")}</Link></li>
            <li><Link className={linkClass} href="/blog">{nav("blog")}</Link></li>
            <li><Link className={linkClass} href="/faq">{nav("faq")}</Link></li>
            <li><AuthLink className={linkClass} mode="sign-up">{nav("join")}</AuthLink></li>
            <li><Link className={linkClass} href="/apply">{nav("apply")}</Link></li>
          </ul>
        </nav>

        <nav aria-label={t("information")} className="lg:col-span-2">
          <h2 className="eyebrow">{t("information")}</h2>
          <ul className="mt-4 space-y-0.5">
            <li><Link className={linkClass} href="/privacy">{t("privacy")}</Link></li>
            <li><Link className={linkClass} href="/terms">{t("terms")}</Link></li>
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-3">
          <h2 className="eyebrow">{t("contact")}</h2>
          <address className="mt-4 flex flex-col items-start gap-0.5 text-sm not-italic">
            <a className={linkClass} href={`mailto:${settings.contactEmail}`}>
              <MailIcon className="mr-3 size-4 shrink-0 text-gold" aria-hidden="true" />
              <span className="sr-only">{t("email")}: </span>
              {settings.contactEmail}
            </a>
            <a className={linkClass} href={phoneHref}>
              <PhoneIcon className="mr-3 size-4 shrink-0 text-gold" aria-hidden="true" />
              <span className="sr-only">{t("phone")}: </span>
              {settings.contactPhone}
            </a>
            <p className="flex min-h-12 items-center text-muted-foreground sm:min-h-10">
              <MapPinIcon className="mr-3 size-4 shrink-0 text-gold" aria-hidden="true" />
              <span className="sr-only">{t("address")}: </span>
              {settings.contactAddress}
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t("copyright", { year, brand: settings.brandName })}</p>
          <p className="tracking-[0.2em] uppercase">{t("adultsOnly")}</p>
        </div>
      </div>
    </footer>
  );
}
