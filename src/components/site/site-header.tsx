import { ShieldCheckIcon, UserRoundIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import type { MemberTier } from "@/lib/member-tier";
import { AuthLink } from "./auth-link";
import { BrandWordmark } from "./brand-wordmark";
import { MobileNav } from "./mobile-nav";
import { PUBLIC_NAV } from "./nav-items";
import { NavLink } from "./nav-link";
import { SignOutForm } from "./sign-out-form";

/**
 * Who is signed in, as far as the header needs to know: only what the access
 * class decides (decision 039), since members share one cached copy of each
 * page. The account link reads "Account", not the tier (a role word) nor the
 * email; both are on /account, and the layout uses the tier to explain an
 * account that may not see member content.
 */
export type HeaderViewer = { isAdmin: boolean; tier: MemberTier } | null;

/**
 * The full navigation needs about 1,100 px (six links, sign-in and "Become a
 * member"), so below the xl breakpoint (1280 px) the menu drawer takes over.
 */
export async function SiteHeader({ brandName, viewer = null }: { brandName: string; viewer?: HeaderViewer }) {
  const t = await getTranslations("nav");
  const items = PUBLIC_NAV.map((item) => ({ href: item.href, label: t(item.label) }));

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-20 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:gap-8 lg:px-8">
        <Link
          href="/"
          aria-label={t("home", { brand: brandName })}
          className="-mx-2 inline-flex min-h-12 shrink-0 items-center rounded-sm px-2"
        >
          <BrandWordmark brandName={brandName} />
        </Link>

        <nav aria-label={t("primary")} className="hidden flex-1 justify-center xl:flex">
          <ul className="flex items-center gap-0.5 xl:gap-2">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  className="group relative inline-flex h-12 items-center rounded-sm px-3 whitespace-nowrap text-[0.8125rem] font-medium tracking-[0.12em] text-muted-foreground uppercase transition-colors hover:text-foreground aria-[current=page]:text-foreground"
                >
                  {item.label}
                  <span
                    aria-hidden="true"
                    className="absolute inset-x-3 bottom-2.5 h-px origin-left scale-x-0 bg-gold transition-transform duration-300 group-hover:scale-x-100 group-aria-[current=page]:scale-x-100"
                  />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-2 xl:flex">
          {viewer ? (
            <>
              <Button asChild variant="ghost" className="h-12 text-muted-foreground hover:text-foreground">
                <Link href="/account">
                  <UserRoundIcon className="text-gold" aria-hidden="true" />
                  {t("account")}
                </Link>
              </Button>
              {viewer.isAdmin ? (
                <Button asChild variant="ghost" className="h-12 text-gold hover:text-accent-foreground">
                  <Link href="/admin">
                    <ShieldCheckIcon aria-hidden="true" />
                    {t("admin")}
                  </Link>
                </Button>
              ) : null}
              <SignOutForm label={t("signOut")} />
            </>
          ) : (
            <>
              <Button asChild variant="ghost" className="h-12 text-muted-foreground hover:text-foreground">
                <AuthLink mode="sign-in">{t("signIn")}</AuthLink>
              </Button>
              <Button
                asChild
                variant="outline"
                className="h-12 border-gold/60 px-5 tracking-[0.12em] text-gold uppercase hover:border-primary hover:bg-primary hover:text-primary-foreground"
              >
                <AuthLink mode="sign-up">{t("join")}</AuthLink>
              </Button>
            </>
          )}
        </div>

        <MobileNav className="ml-auto xl:hidden" brandName={brandName} items={items} viewer={viewer} />
      </div>
    </header>
  );
}
