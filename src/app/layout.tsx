import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import type * as React from "react";
import { ErrorMessagesProvider } from "@/components/error-messages";
import { DIGEST_PLACEHOLDER, type ErrorMessages } from "@/components/error-messages-text";
import { Toaster } from "@/components/toaster";
import { CacheSync } from "@/lib/client/cache-sync";
import { getGlobalSeo, type GlobalSeo } from "@/features/seo/global/queries";
import { getSiteSettings } from "@/features/site/queries";
import { getThemeCssSafely } from "@/features/theme/queries";
import { inter, playfair, playfairItalic } from "./fonts";
import "./globals.css";

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Global SEO gives every page its default title, description and keywords;
 * if it cannot be read, the built-in ones stand in rather than the error page
 * (the layout's metadata is needed by every page, admin and errors included).
 */
async function getGlobalSeoSafely(): Promise<GlobalSeo | null> {
  try {
    return await getGlobalSeo();
  } catch (error) {
    console.error("[seo] reading Global SEO for the default metadata failed", error);
    return null;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  // Site settings live in the database: read them per request, never at build time.
  await connection();
  const [settings, t, seo] = await Promise.all([getSiteSettings(), getTranslations("meta"), getGlobalSeoSafely()]);
  return {
    metadataBase: parseUrl(settings.siteUrl),
    title: {
      default: seo?.title.trim() || `${settings.brandName} · ${t("tagline")}`,
      template: `%s · ${settings.brandName}`,
    },
    description: seo?.description.trim() || t("description"),
    keywords: seo?.keywords.length ? seo.keywords : undefined,
    applicationName: settings.brandName,
    openGraph: { siteName: settings.brandName, locale: "en_GB", type: "website" },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#110f0d",
  colorScheme: "dark",
};

/** Shared by the public site, auth and admin: no header or footer here. */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The theme lives in the database: read it per request, never at build time.
  await connection();
  const [locale, themeCss, t, tSync] = await Promise.all([getLocale(), getThemeCssSafely(), getTranslations("error"), getTranslations("cacheSync")]);
  const errorMessages: ErrorMessages = {
    eyebrow: t("eyebrow"),
    title: t("title"),
    text: t("text"),
    retry: t("retry"),
    home: t("home"),
    reference: t("reference", { digest: DIGEST_PLACEHOLDER }),
  };
  return (
    <html lang={locale} className={`${inter.variable} ${playfair.variable} ${playfairItalic.variable}`}>
      <body className="flex min-h-dvh flex-col font-sans">
        {/*
          The theme applied in /admin/settings/theme, server-rendered so there is
          no flash. Placed after globals.css in document order so it wins at equal
          specificity; themeCss() only ever emits known names and HSL triples.
        */}
        {themeCss ? <style id="velvet-theme">{themeCss}</style> : null}
        {/*
          No NextIntlClientProvider here: public pages translate on the server
          and pass text down, so they ship no translation runtime. The admin
          layout provides its own.
        */}
        <ErrorMessagesProvider messages={errorMessages}>{children}</ErrorMessagesProvider>
        <Toaster visibleToasts={3} duration={4000} />
        {/* Every open tab follows the dashboard's cache operations (decision 052). */}
        <CacheSync messages={{ failedTitle: tSync("failedTitle"), failedText: tSync("failedText") }} />
      </body>
    </html>
  );
}
