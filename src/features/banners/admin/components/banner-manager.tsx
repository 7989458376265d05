"use client";

import { PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Accordion, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { KeptAccordionContent } from "@/features/admin/components/kept-accordion-content";
import { SiteContentForm } from "@/features/site-content/admin/components/site-content-form";
import type { AdminContentBlock } from "@/features/site-content/queries";
import { createBanner, updateBanner } from "../actions";
import { SECTIONS } from "../constants";
import type { BannerSectionName } from "../exclusivity";
import type { BannerWriteResult } from "../actions";
import type { AdminBanner } from "../queries";
import { BannerCard } from "./banner-card";

/** Banners of one section in display order (order, then as loaded). */
function sectionBanners(banners: AdminBanner[], section: BannerSectionName): AdminBanner[] {
  return banners
    .map((banner, index) => ({ banner, index }))
    .filter(({ banner }) => banner.section === section)
    .sort((a, b) => a.banner.orderIndex - b.banner.orderIndex || a.index - b.index)
    .map(({ banner }) => banner);
}

/** The list after a write: the saved banner replaced (or added), exclusivity's victims switched off. */
function withWrite(banners: AdminBanner[], { banner, deactivated }: BannerWriteResult): AdminBanner[] {
  const off = new Set(deactivated);
  const next = banners.map((b) => (b.id === banner.id ? banner : off.has(b.id) ? { ...b, isActive: false } : b));
  return next.some((b) => b.id === banner.id) ? next : [...next, banner];
}

/**
 * Tabs for the Hero, About, Services and Features
 * sections, each listing its banners with an "Add banner" button. The Hero
 * tab also holds the hero text (homepage_hero_main), which the Site content
 * tab leaves out.
 */
export function BannerManager({
  initialBanners,
  heroBlock,
  initialSection,
}: {
  initialBanners: AdminBanner[];
  heroBlock: AdminContentBlock | null;
  initialSection: BannerSectionName;
}) {
  const callAdmin = useAdminAction();
  const t = useTranslations("adminContent");
  const [banners, setBanners] = useState(initialBanners);
  const [section, setSection] = useState<BannerSectionName>(initialSection);
  const [adding, setAdding] = useState(false);
  const [toggling, setToggling] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const sectionLabel = (name: BannerSectionName) => t(`banners.sections.${name}`);

  function chooseSection(value: string) {
    const next = value as BannerSectionName;
    setSection(next);
    // Keeps the tab in the address (shareable, survives reload) without a server round trip.
    window.history.replaceState(null, "", `?section=${next}`);
  }

  function announceExclusivity(result: BannerWriteResult, fallback: string) {
    if (result.deactivated.length === 0) {
      toast.success(fallback);
      return;
    }
    toast.success(t("banners.toasts.exclusivity"), {
      description: t("banners.toasts.exclusivityDetail", {
        count: result.deactivated.length,
        section: sectionLabel(result.banner.section),
        device: t(`banners.devices.${result.banner.deviceType}`),
      }),
    });
  }

  async function add() {
    setAdding(true);
    const result = await callAdmin(createBanner, { section });
    setAdding(false);
    if (!result.ok) {
      toast.error(result.error);
      return;
    }
    setBanners((list) => withWrite(list, result.data));
    setFocusId(result.data.banner.id);
    announceExclusivity(result.data, t("banners.toasts.added"));
  }

  async function toggle(banner: AdminBanner, isActive: boolean) {
    setToggling(banner.id);
    const result = await callAdmin(updateBanner, { id: banner.id, patch: { isActive } });
    setToggling(null);
    if (!result.ok) {
      toast.error(result.error);
      return;
    }
    setBanners((list) => withWrite(list, result.data));
    announceExclusivity(result.data, t("banners.toasts.updated"));
  }

  return (
    <Tabs value={section} onValueChange={chooseSection} className="gap-6">
      <TabsList aria-label={t("banners.sectionsLabel")} className="grid w-full grid-cols-4 sm:inline-flex sm:w-fit">
        {SECTIONS.map((name) => {
          const list = sectionBanners(banners, name);
          return (
            <TabsTrigger key={name} value={name} className="gap-2 px-2 sm:px-3">
              {sectionLabel(name)}
              <span className="hidden rounded-sm bg-background/60 px-1.5 text-xs tabular-nums text-muted-foreground sm:inline" aria-hidden="true">
                {list.filter((b) => b.isActive).length}/{list.length}
              </span>
            </TabsTrigger>
          );
        })}
      </TabsList>

      {SECTIONS.map((name) => {
        const list = sectionBanners(banners, name);
        return (
          <TabsContent key={name} value={name} className="flex flex-col gap-5">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex flex-col gap-1">
                <h2 className="font-display text-xl">{sectionLabel(name)}</h2>
                <p className="max-w-2xl text-sm text-muted-foreground">{t(`banners.sectionHelp.${name}`)}</p>
                <p className="text-xs text-muted-foreground">
                  {t("banners.activeCount", { active: list.filter((b) => b.isActive).length, total: list.length })}
                </p>
              </div>
              <Button type="button" onClick={add} disabled={adding} className="shrink-0">
                <PlusIcon aria-hidden="true" />
                {adding ? t("banners.adding") : t("banners.add")}
              </Button>
            </div>

            {name === "hero" ? <HeroText block={heroBlock} /> : null}

            {list.length === 0 ? (
              <div className="rounded-lg border border-dashed border-border px-6 py-12 text-center">
                <p className="font-medium">{t("banners.empty")}</p>
                <p className="mt-1 text-sm text-muted-foreground">{t("banners.emptyHint")}</p>
              </div>
            ) : (
              <div className="flex flex-col gap-4">
                {list.map((banner) => (
                  <BannerCard
                    key={banner.id}
                    banner={banner}
                    sectionLabel={sectionLabel(name)}
                    onSaved={(result) => {
                      setBanners((current) => withWrite(current, result));
                      announceExclusivity(result, t("banners.toasts.updated"));
                    }}
                    onWritten={(result) => setBanners((current) => withWrite(current, result))}
                    onToggle={toggle}
                    onDeleted={(id) => setBanners((current) => current.filter((b) => b.id !== id))}
                    toggling={toggling === banner.id}
                    autoFocus={focusId === banner.id}
                  />
                ))}
              </div>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

/** The hero heading, subtitle, button and introduction, folded away until needed. */
function HeroText({ block }: { block: AdminContentBlock | null }) {
  const t = useTranslations("adminContent.banners.heroText");
  if (!block) {
    return (
      <Alert>
        <AlertDescription>{t("missing")}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Accordion type="single" collapsible className="rounded-lg border border-border bg-card px-4 sm:px-5">
      <AccordionItem value="hero-text" className="border-b-0">
        <AccordionTrigger className="py-4 font-sans text-base font-medium sm:text-base [&>span:last-child]:size-7">
          <span className="flex flex-col gap-0.5">
            <span>{t("title")}</span>
            <span className="text-xs font-normal text-muted-foreground">{t("description")}</span>
          </span>
        </AccordionTrigger>
        <KeptAccordionContent className="text-foreground">
          <SiteContentForm block={block} label={t("title")} />
        </KeptAccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
