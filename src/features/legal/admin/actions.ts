"use server";

import { defineAdminAction } from "@/features/admin/action";
import { CONTENT_OWNERS } from "@/features/site-content/registry";
import { writeContentBlock } from "@/features/site-content/admin/write";
import { legalSectionSchema } from "./schemas";

/**
 * Saves one legal section (one of the eight legal keys)
 * through site_content's one writer. A missing row is created, so a deleted
 * section can be restored. /privacy and /terms read these rows through a
 * cache cleared by the table's trigger, so the public page shows the change
 * on the next request.
 */
export const updateLegalSection = defineAdminAction({
  permission: CONTENT_OWNERS.legal.permission,
  schema: legalSectionSchema,
  failureKey: "adminShell.legal.saveFailed",
  async run({ section, expectedVersion, overwrite, ...fields }, { tx }) {
    const { block, audit } = await writeContentBlock(tx, {
      owners: ["legal"],
      target: { section },
      fields,
      expectedVersion,
      overwrite,
      notFoundKey: "adminShell.legal.saveFailed",
    });
    return { data: block, audit };
  },
});
