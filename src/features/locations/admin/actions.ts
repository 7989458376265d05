"use server";

import { eq } from "drizzle-orm";
import { locations } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { CONTENT_AREAS } from "@/features/content-sections/areas";
import { assertUnchangedSince } from "@/features/admin/version";
import { sanitizeRichHtml } from "@/lib/sanitize";
import { districtPageFields } from "../columns";
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
  async run({ id, expectedVersion, overwrite, ...fields }, { tx }) {
    const [locked] = await tx
      .select({ ...districtPageFields, updatedAt: locations.updatedAt })
      .from(locations)
      .where(eq(locations.id, id))
      .for("update");
    if (!locked) throw new ActionFailure("not_found", "adminModels.districts.toast.updateFailed");
    const { updatedAt, ...before } = locked;
    await assertUnchangedSince(tx, { current: updatedAt, expectedVersion, overwrite, entityType: "locations", entityId: String(id) });

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
