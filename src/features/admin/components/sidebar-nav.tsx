"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { isActiveNavItem, visibleNav } from "./nav";

/**
 * The grouped links of the admin navigation. Collapsed, only icons show, each
 * with its label as a tooltip and as its accessible name.
 */
export function SidebarNav({
  permissions,
  collapsed = false,
  onNavigate,
}: {
  permissions: readonly string[];
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const t = useTranslations("adminShell.nav");
  const pathname = usePathname();
  const groups = visibleNav(new Set(permissions));

  return (
    <TooltipProvider delayDuration={150}>
      <div className="flex flex-col gap-4 py-3">
        {groups.map((group) => {
          const headingId = `admin-nav-${group.key}`;
          return (
            <div key={group.key} role="group" aria-labelledby={headingId} className="flex flex-col gap-0.5">
              <p
                id={headingId}
                className={cn(
                  "px-4 pb-1 text-[0.6875rem] leading-snug font-medium tracking-[0.18em] text-balance text-muted-foreground uppercase",
                  collapsed && "sr-only",
                )}
              >
                {t(`groups.${group.key}`)}
              </p>
              {collapsed ? <div aria-hidden="true" className="mx-auto mb-1 h-px w-6 bg-border first:hidden" /> : null}
              <ul className="flex flex-col gap-0.5 px-2">
                {group.items.map((item) => {
                  const active = isActiveNavItem(item, pathname);
                  const label = t(`items.${item.key}`);
                  const Icon = item.icon;
                  const link = (
                    <Link
                      href={item.href}
                      aria-current={active ? "page" : undefined}
                      aria-label={collapsed ? label : undefined}
                      onClick={onNavigate}
                      className={cn(
                        "group flex min-h-10 items-center gap-3 rounded-md px-3 text-sm text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                        active && "bg-secondary font-medium text-foreground",
                        collapsed && "justify-center px-0",
                      )}
                    >
                      <Icon
                        className={cn("size-4 shrink-0 transition-colors", active ? "text-gold" : "group-hover:text-gold")}
                        aria-hidden="true"
                      />
                      {/* Long labels (pt-BR) wrap onto a second line rather than being cut. */}
                      {collapsed ? null : <span className="min-w-0 py-2 leading-snug text-balance break-words">{label}</span>}
                      {active && !collapsed ? <span aria-hidden="true" className="ml-auto h-4 w-0.5 rounded-full bg-gold" /> : null}
                    </Link>
                  );
                  return (
                    <li key={item.href}>
                      {collapsed ? (
                        <Tooltip>
                          <TooltipTrigger asChild>{link}</TooltipTrigger>
                          <TooltipContent side="right">{label}</TooltipContent>
                        </Tooltip>
                      ) : (
                        link
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </TooltipProvider>
  );
}
