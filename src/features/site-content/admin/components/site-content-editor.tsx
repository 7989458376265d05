"use client";

import { CircleHelpIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Badge } from "@/components/ui/badge";
import type { AdminContentBlock } from "../../queries";
import { sectionPlacement } from "../../sections";
import { KeptAccordionContent } from "@/features/admin/components/kept-accordion-content";
import { SiteContentForm } from "./site-content-form";
import { useContentKeyLabel } from "./use-content-key-label";

const HELP_ITEM = "how-to-use";
const TRIGGER = "py-4 font-sans text-base font-medium sm:text-base [&>span:last-child]:size-7";

/**
 * An accordion of the general site_content blocks,
 * each edited and saved on its own, plus the 'How to use' help item.
 */
export function SiteContentEditor({ blocks }: { blocks: AdminContentBlock[] }) {
  const t = useTranslations("adminContent.siteContent");
  const common = useTranslations("adminContent.common");
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const markDirty = useCallback((section: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(section) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);

  const label = useContentKeyLabel();

  return (
    <>
      {/* The accordion's items are h3 (Radix): a level between them and the page's h1. */}
      <h2 className="sr-only">{t("listLabel")}</h2>
      <Accordion type="multiple" className="rounded-lg border border-border bg-card px-4 sm:px-6" aria-label={t("listLabel")}>
        <AccordionItem value={HELP_ITEM}>
          <AccordionTrigger className={TRIGGER}>
            <span className="flex items-center gap-3">
              <CircleHelpIcon className="size-5 shrink-0 text-gold" aria-hidden="true" />
              {t("help.title")}
            </span>
          </AccordionTrigger>
          <AccordionContent>
            <ol className="grid list-decimal gap-2 pl-5 text-sm marker:text-gold">
              {(["edit", "text", "button", "images", "elsewhere"] as const).map((step) => (
                <li key={step}>{t(`help.steps.${step}`)}</li>
              ))}
            </ol>
          </AccordionContent>
        </AccordionItem>
        {blocks.length === 0 ? <p className="py-8 text-center text-sm text-muted-foreground">{t("empty")}</p> : null}
        {blocks.map((block) => (
          <AccordionItem key={block.id} value={block.section} id={block.section} className="scroll-mt-24">
            <AccordionTrigger className={TRIGGER}>
              <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                <span className="truncate">{label(block.section)}</span>
                {dirty.has(block.section) ? <Badge variant="warning">{common("unsaved")}</Badge> : null}
              </span>
            </AccordionTrigger>
            {/* Kept mounted while closed, so unsaved edits survive collapsing the item. */}
            <KeptAccordionContent className="text-foreground">
              <p className="mb-4 text-xs text-muted-foreground">{t(`where.${sectionPlacement(block.section)}`)}</p>
              <SiteContentForm block={block} label={label(block.section)} onDirtyChange={(isDirty) => markDirty(block.section, isDirty)} />
            </KeptAccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </>
  );
}
