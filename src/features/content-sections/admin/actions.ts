"use server";

import { eq } from "drizzle-orm";
import { siteContent } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { CONTENT_AREAS, type ContentArea } from "../areas";
import { contentSectionSchemaFor } from "../schemas";

/**
 * The copy blocks of the prefixed accordions (characteristics, services,
 * locations): one action per area, each authorised with its area's
 * permission and accepting only sections with its area's prefix; title,
 * subtitle and content are updated with an audit row.
 */
function contentSectionAction(area: ContentArea) {
  const failureKey = `adminModels.contentSections.${area}.updateFailed` as const;
  return defineAdminAction({
    permission: CONTENT_AREAS[area].permission,
    schema: contentSectionSchemaFor(area),
    failureKey,
    async run(data, { tx }) {
      const [before] = await tx
        .select({ id: siteContent.id, title: siteContent.title, subtitle: siteContent.subtitle, content: siteContent.content })
        .from(siteContent)
        .where(eq(siteContent.section, data.section))
        .for("update");
      if (!before) throw new ActionFailure("not_found", failureKey);

      const values = { title: data.title, subtitle: data.subtitle || null, content: data.content };
      const [after] = await tx
        .update(siteContent)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(siteContent.id, before.id))
        .returning({ updatedAt: siteContent.updatedAt });
      return {
        data: { section: data.section, updatedAt: after.updatedAt.toISOString() },
        audit: {
          action: "site_content.update",
          entityType: "site_content",
          entityId: data.section,
          oldValues: { title: before.title, subtitle: before.subtitle, content: before.content },
          newValues: values,
        },
      };
    },
  });
}

export const updateCharacteristicsContent = contentSectionAction("characteristics");
export const updateServicesContent = contentSectionAction("services");
export const updateLocationsContent = contentSectionAction("locations");
