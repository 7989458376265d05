"use client";

import { Accordion as AccordionPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/utils";

/**
 * Accordion content that stays mounted while closed (hidden with CSS), so a
 * form inside keeps its unsaved edits when the admin folds the item away.
 * Radix's forceMount alone would leave it visible.
 */
export function KeptAccordionContent({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content forceMount className="overflow-hidden data-[state=closed]:hidden" {...props}>
      <div className={cn("pb-6", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
