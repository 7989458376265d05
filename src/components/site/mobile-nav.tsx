import { ShieldCheckIcon, UserRoundIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { AuthLink } from "./auth-link";
import { BrandWordmark } from "./brand-wordmark";
import { MenuDrawer } from "./menu-drawer";
import { NavLink } from "./nav-link";
import { SignOutForm } from "./sign-out-form";

/**
 * The phone/tablet menu. Rendered on the server (labels, links, who is signed
 * in); only the drawer's open/close behaviour runs in the browser.
 */
export async function MobileNav({
  brandName,
  items,
  viewer,
  className,
}: {
  brandName: string;
  items: { href: string; label: string }[];
  viewer: { isAdmin: boolean } | null;
  className?: string;
}) {
  const t = await getTranslations("nav");
  return (
    <MenuDrawer
      className={className}
      labels={{ open: t("openMenu"), close: t("closeMenu"), title: t("menuTitle"), description: t("menuDescription") }}
      brand={<BrandWordmark brandName={brandName} className="self-start" />}
    >
      <nav aria-label={t("primary")} className="px-3 py-4">
        <ul className="flex flex-col">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                href={item.href}
                className="flex min-h-12 items-center justify-between rounded-md px-3 font-display text-xl text-foreground transition-colors hover:bg-secondary aria-[current=page]:text-gold"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-auto flex flex-col gap-2 border-t border-border p-6">
        {viewer ? (
          <>
            <Button asChild variant="outline" className="h-12 w-full justify-start">
              <Link href="/account">
                <UserRoundIcon className="text-gold" aria-hidden="true" />
                {t("account")}
              </Link>
            </Button>
            {viewer.isAdmin ? (
              <Button asChild variant="outline" className="h-12 w-full border-gold/60 text-gold">
                <Link href="/admin">
                  <ShieldCheckIcon aria-hidden="true" />
                  {t("admin")}
                </Link>
              </Button>
            ) : null}
            <SignOutForm label={t("signOut")} buttonClassName="w-full justify-start px-3" />
          </>
        ) : (
          <>
            <Button asChild className="h-12 w-full tracking-[0.12em] uppercase">
              <AuthLink mode="sign-up">{t("join")}</AuthLink>
            </Button>
            <Button asChild variant="outline" className="h-12 w-full tracking-[0.12em] uppercase">
              <AuthLink mode="sign-in">{t("signIn")}</AuthLink>
            </Button>
          </>
        )}
      </div>
    </MenuDrawer>
  );
}
