"use client";

import { ExternalLinkIcon, MenuIcon, PanelLeftIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type * as React from "react";
import { Monogram } from "@/components/site/brand-wordmark";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { LanguageSwitch } from "./language-switch";
import { SidebarProvider, useSidebar } from "./sidebar-context";
import { SidebarFooter } from "./sidebar-footer";
import { SidebarNav } from "./sidebar-nav";

export interface AdminShellProps {
  /** From the sidebar_state cookie, read on the server (no flash). */
  defaultOpen: boolean;
  email: string;
  permissions: readonly string[];
  children: React.ReactNode;
}

/**
 * The back-office frame: a collapsible sidebar (16rem, w-16
 * collapsed, an 18rem sheet on phones), a top bar with View Site and the
 * language switch, and the page. It never decides access: pages do.
 */
export function AdminShell(props: AdminShellProps) {
  return (
    <SidebarProvider defaultOpen={props.defaultOpen}>
      <ShellFrame {...props} />
    </SidebarProvider>
  );
}

function ShellFrame({ email, permissions, children }: AdminShellProps) {
  const t = useTranslations("adminShell.shell");
  const { open, openMobile, setOpenMobile } = useSidebar();
  const footerLabels = { signedInAs: t("signedInAs"), signOut: t("signOut") };

  return (
    <div className="flex min-h-dvh w-full">
      <a
        href="#admin-main"
        className="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-4 focus:py-3"
      >
        {t("skipToContent")}
      </a>

      <aside
        aria-label={t("title")}
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-border bg-card transition-[width] duration-200 ease-out md:flex",
          open ? "w-64" : "w-16",
        )}
      >
        <SidebarBrand collapsed={!open} />
        <nav aria-label={t("navigation")} className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
          <SidebarNav permissions={permissions} collapsed={!open} />
        </nav>
        <SidebarFooter email={email} collapsed={!open} labels={footerLabels} />
      </aside>

      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent side="left" closeLabel={t("closeMenu")} className="w-72 gap-0 p-0 md:hidden">
          <SheetHeader className="border-b border-border p-4 pr-16">
            <SheetTitle className="flex items-center gap-3 text-lg">
              <Monogram className="size-8 text-gold" />
              {t("title")}
            </SheetTitle>
            <SheetDescription className="sr-only">{t("menuDescription")}</SheetDescription>
          </SheetHeader>
          <nav aria-label={t("navigation")} className="min-h-0 flex-1 overflow-y-auto">
            <SidebarNav permissions={permissions} onNavigate={() => setOpenMobile(false)} />
          </nav>
          <SidebarFooter email={email} labels={footerLabels} />
        </SheetContent>
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <main id="admin-main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8">
          <div className="mx-auto w-full max-w-7xl">{children}</div>
        </main>
      </div>
    </div>
  );
}

function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const t = useTranslations("adminShell.shell");
  return (
    <div className={cn("flex h-16 shrink-0 items-center gap-3 border-b border-border px-4", collapsed && "justify-center px-0")}>
      <Link href="/admin" className="flex min-w-0 items-center gap-3 rounded-md text-gold" aria-label={collapsed ? t("title") : undefined}>
        <Monogram className="size-8 shrink-0" />
        {collapsed ? null : (
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="font-display text-base tracking-[0.14em] text-foreground uppercase">Velvet</span>
            <span className="text-[0.625rem] tracking-[0.3em] text-gold uppercase">Admin</span>
          </span>
        )}
      </Link>
    </div>
  );
}

function TopBar() {
  const t = useTranslations("adminShell.shell");
  const { open, toggle, setOpenMobile } = useSidebar();

  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-border bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:px-4 lg:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="size-10 md:hidden"
        onClick={() => setOpenMobile(true)}
        aria-label={t("openMenu")}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="hidden size-10 text-muted-foreground hover:text-foreground md:inline-flex"
            onClick={toggle}
            aria-label={t("toggleSidebar")}
            aria-expanded={open}
            aria-keyshortcuts="Control+B Meta+B"
          >
            <PanelLeftIcon aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent side="bottom">
          {t("toggleSidebar")} <kbd className="ml-1 font-sans text-muted-foreground">{t("shortcut")}</kbd>
        </TooltipContent>
      </Tooltip>
      <div aria-hidden="true" className="mx-1 hidden h-6 w-px bg-border md:block" />
      <p className="min-w-0 truncate font-display text-lg text-foreground">{t("title")}</p>

      <div className="ml-auto flex items-center gap-1">
        <Button asChild variant="ghost" size="sm" className="h-10 px-2.5 text-muted-foreground hover:text-foreground">
          <a href="/" target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden="true" />
            <span className="hidden sm:inline">{t("viewSite")}</span>
            <span className="sr-only">
              <span className="sm:hidden">{t("viewSite")} </span>
              {t("opensInNewTab")}
            </span>
          </a>
        </Button>
        <LanguageSwitch />
      </div>
    </header>
  );
}
