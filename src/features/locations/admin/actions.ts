"use server";

import { eq } from "drizzle-orm";
import { locations } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { CONTENT_AREAS } from "@/features/content-sections/areas";
import { sanitizeRichHtml } from "@/lib/sanitize";
import { districtPageSchema } from "./schemas";

/**
 * Saves a district landing page's own fields (Locations › Geo-Targeting and
 * Local SEO): copy, HTML (sanitised on save and on render), SEO fields,
 * coordinates, postcodes and landmarks. Same permission as the rest of the
 * Locations screens.
 */
export const updateDistrictPage = defineAdminAction({
  permission: CONTENT_AREAS.locations.permission,
  schema: districtPageSchema,
  failureKey: "adminModels.districts.toast.updateFailed",
  async run({ id, ...fields }, { tx }) {
    const [before] = await tx
      .select({
        description: locations.description,
        content: locations.content,
        seoTitle: locations.seoTitle,
        seoDescription: locations.seoDescription,
        keywords: locations.keywords,
        lat: locations.lat,
        lng: locations.lng,
        postcodes: locations.postcodes,
        nearbyLandmarks: locations.nearbyLandmarks,
      })
      .from(locations)
      .where(eq(locations.id, id))
      .for("update");
    if (!before) throw new ActionFailure("not_found", "adminModels.districts.toast.updateFailed");

    const values = { ...fields, content: sanitizeRichHtml(fields.content) };
    await tx
      .update(locations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(locations.id, id));
    return {
      data: { id, content: values.content },
      audit: { action: "district_page.update", entityType: "locations", entityId: String(id), oldValues: before, newValues: values },
    };
  },
});
