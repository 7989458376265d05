"use client";

import { MenuIcon, ShieldCheckIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { BrandWordmark } from "./brand-wordmark";
import { NavLink } from "./nav-link";
import { SignOutForm } from "./sign-out-form";

/** The phone/tablet menu: a button that opens the navigation in a side sheet. */
export function MobileNav({
  brandName,
  items,
  viewer,
  className,
}: {
  brandName: string;
  items: { href: string; label: string }[];
  viewer: { email: string; isAdmin: boolean } | null;
  className?: string;
}) {
  const t = useTranslations("nav");
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className={cn("size-12 text-foreground hover:bg-secondary", className)}>
          <MenuIcon className="!size-6" aria-hidden="true" />
          <span className="sr-only">{t("openMenu")}</span>
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel={t("closeMenu")} className="gap-0">
        <SheetHeader className="border-b border-border pb-5">
          <SheetTitle className="sr-only">{t("menuTitle")}</SheetTitle>
          <BrandWordmark brandName={brandName} className="self-start" />
          <SheetDescription className="mt-3">{t("menuDescription")}</SheetDescription>
        </SheetHeader>

        <nav aria-label={t("primary")} className="px-3 py-4">
          <ul className="flex flex-col">
            {items.map((item) => (
              <li key={item.href}>
                <SheetClose asChild>
                  <NavLink
                    href={item.href}
                    className="flex min-h-12 items-center justify-between rounded-md px-3 font-display text-xl text-foreground transition-colors hover:bg-secondary"
                    activeClassName="text-gold"
                  >
                    {item.label}
                  </NavLink>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>

        <SheetFooter className="border-t border-border">
          {viewer ? (
            <>
              <p className="text-sm text-muted-foreground">
                {t("signedInAs")}
                <span className="mt-0.5 block truncate font-medium text-foreground">{viewer.email}</span>
              </p>
              {viewer.isAdmin ? (
                <SheetClose asChild>
                  <Button asChild variant="outline" className="h-12 w-full border-gold/60 text-gold">
                    <Link href="/admin">
                      <ShieldCheckIcon aria-hidden="true" />
                      {t("admin")}
                    </Link>
                  </Button>
                </SheetClose>
              ) : null}
              <SignOutForm label={t("signOut")} buttonClassName="w-full justify-start px-3" />
            </>
          ) : (
            <SheetClose asChild>
              <Button asChild className="h-12 w-full tracking-[0.12em] uppercase">
                <Link href="/auth">{t("signIn")}</Link>
              </Button>
            </SheetClose>
          )}
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
