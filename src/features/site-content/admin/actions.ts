"use server";

import { eq } from "drizzle-orm";
import { z } from "zod";
import { siteContent } from "@/db/schema";
import { ActionFailure, defineAdminAction } from "@/features/admin/action";
import { formDataSchema, imageFileSchema, storeUploadedImage } from "@/features/admin/image-upload";
import { adminBlockColumns, toAdminBlock } from "../queries";
import { CONTENT_IMAGE_PURPOSES, updateSiteContentSchema } from "../schemas";
import { HERO_SECTION, isGeneralSection } from "../sections";

/**
 * Site content server actions (admin spec §2 screen 8), each authorised,
 * validated and audited by defineAdminAction.
 */

const PERMISSION = "admin.content.manage" as const;

/**
 * Blocks this screen may write: the general ones and the hero text. The
 * prefixed sets (legal pages, characteristics, services, locations) belong to
 * screens that may need other permissions, so they are refused here even in
 * a hand-made request.
 */
function isEditableHere(section: string): boolean {
  return section === HERO_SECTION || isGeneralSection(section);
}

const emptyToNull = (value: string) => (value === "" ? null : value);

export const updateSiteContent = defineAdminAction({
  permission: PERMISSION,
  schema: updateSiteContentSchema,
  failureKey: "adminContent.siteContent.errors.update",
  async run({ id, ...fields }, { tx }) {
    const [before] = await tx.select(adminBlockColumns).from(siteContent).where(eq(siteContent.id, id)).for("update");
    if (!before || !isEditableHere(before.section)) {
      throw new ActionFailure("not_found", "adminContent.siteContent.errors.notFound");
    }
    const values = {
      title: fields.title,
      subtitle: emptyToNull(fields.subtitle),
      content: fields.content,
      imageUrl: emptyToNull(fields.imageUrl),
      imageAlt: emptyToNull(fields.imageAlt),
      buttonText: emptyToNull(fields.buttonText),
      buttonUrl: emptyToNull(fields.buttonUrl),
    };
    const [after] = await tx.update(siteContent).set(values).where(eq(siteContent.id, id)).returning(adminBlockColumns);
    const { id: _id, section, updatedAt: _updatedAt, ...old } = before;
    return {
      data: toAdminBlock(after),
      audit: { action: "site_content.update", entityType: "site_content", entityId: id, oldValues: old, newValues: values, notes: section },
    };
  },
});

/** An image for a blog post or a content block: stored, not yet attached (the form saves the URL). */
export const uploadContentImage = defineAdminAction({
  permission: PERMISSION,
  schema: formDataSchema({ file: imageFileSchema, purpose: z.enum(CONTENT_IMAGE_PURPOSES) }),
  failureKey: "adminContent.upload.failed",
  async run({ file, purpose }, { tx, viewer }) {
    const { url, mediaId } = await storeUploadedImage(tx, file, { purpose, viewer });
    return {
      data: { url, mediaId },
      audit: { action: "media.upload", entityType: "media", entityId: mediaId, newValues: { purpose, url } },
    };
  },
});
