"use server";

import { defineAdminAction } from "@/features/admin/action";
import { writeContentBlock } from "@/features/site-content/admin/write";
import { CONTENT_AREAS, type ContentArea } from "../areas";
import { contentSectionSchemaFor } from "./schemas";

/**
 * The copy blocks of the prefixed accordions (characteristics, services,
 * locations): one action per area, each authorised with its area's
 * permission and accepting only sections with its area's prefix; title,
 * subtitle and content go through site_content's one writer, with an audit
 * row.
 */
function contentSectionAction(area: ContentArea) {
  const failureKey = `adminModels.contentSections.${area}.updateFailed` as const;
  return defineAdminAction({
    permission: CONTENT_AREAS[area].permission,
    schema: contentSectionSchemaFor(area),
    failureKey,
    async run({ section, expectedVersion, overwrite, ...fields }, { tx }) {
      const { block, audit } = await writeContentBlock(tx, {
        owners: [area],
        target: { section },
        fields,
        expectedVersion,
        overwrite,
        notFoundKey: failureKey,
      });
      return { data: block, audit };
    },
  });
}

export const updateCharacteristicsContent = contentSectionAction("characteristics");
export const updateServicesContent = contentSectionAction("services");
export const updateLocationsContent = contentSectionAction("locations");
