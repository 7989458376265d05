import "server-only";
import { eq } from "drizzle-orm";
import { siteContent } from "@/db/schema";
import { ActionFailure, defineAdminAction, type ActionResult } from "@/features/admin/action";
import { CONTENT_AREAS, type ContentArea } from "./areas";
import { actionMessage } from "./messages";
import { contentSectionSchemaFor } from "./schemas";

export interface UpdatedSection {
  section: string;
  updatedAt: string;
}

/**
 * The one action behind every prefixed accordion (characteristics, services,
 * locations): authorise with the area's permission, check the section carries
 * the area's prefix, then update title, subtitle and content with an audit row.
 */
export async function updateContentSection(area: ContentArea, input: unknown): Promise<ActionResult<UpdatedSection>> {
  const failureMessage = await actionMessage(`contentSections.${area}.updateFailed`);
  const action = defineAdminAction({
    permission: CONTENT_AREAS[area].permission,
    schema: contentSectionSchemaFor(area),
    failureMessage,
    async run(data, { tx }) {
      const [before] = await tx
        .select({ id: siteContent.id, title: siteContent.title, subtitle: siteContent.subtitle, content: siteContent.content })
        .from(siteContent)
        .where(eq(siteContent.section, data.section))
        .for("update");
      if (!before) throw new ActionFailure(failureMessage, "not_found");

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
  return action(input);
}
