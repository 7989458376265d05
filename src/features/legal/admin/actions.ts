"use server";

import { eq } from "drizzle-orm";
import { siteContent } from "@/db/schema";
import { defineAdminAction } from "@/features/admin/action";
import { legalSectionSchema } from "./schemas";

/** Normalises line endings and trims the ends; an empty subtitle is stored as null. */
function clean(value: string): string {
  return value.replace(/\r\n?/g, "\n").trim();
}

/**
 * Saves one legal section (admin spec screen 25; §7: the eight legal keys).
 * A missing row is created, so a deleted section can be restored. /privacy
 * and /terms read these rows through a cache cleared by the table's trigger,
 * so the public page shows the change on the next request.
 */
export const updateLegalSection = defineAdminAction({
  permission: "admin.settings.manage",
  schema: legalSectionSchema,
  failureKey: "adminShell.legal.saveFailed",
  async run(input, { tx }) {
    const values = { title: clean(input.title), subtitle: clean(input.subtitle) || null, content: clean(input.content) };
    const [before] = await tx
      .select({ title: siteContent.title, subtitle: siteContent.subtitle, content: siteContent.content })
      .from(siteContent)
      .where(eq(siteContent.section, input.section));
    const now = new Date();
    const [row] = await tx
      .insert(siteContent)
      .values({ section: input.section, ...values })
      .onConflictDoUpdate({ target: siteContent.section, set: { ...values, updatedAt: now } })
      .returning({ updatedAt: siteContent.updatedAt });
    return {
      data: { section: input.section, updatedAt: row.updatedAt.toISOString() },
      audit: {
        action: "legal.update",
        entityType: "site_content",
        entityId: input.section,
        oldValues: before ?? null,
        newValues: values,
      },
    };
  },
});
