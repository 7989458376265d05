"use server";

import { z } from "zod";
import { defineAdminAction } from "@/features/admin/action";
import { formDataSchema, imageFileSchema, storeUploadedImage } from "@/features/admin/image-upload";
import { CONTENT_OWNERS } from "../registry";
import { CONTENT_IMAGE_PURPOSES, updateSiteContentSchema } from "./schemas";
import { writeContentBlock } from "./write";

/**
 * Site content server actions, each authorised,
 * validated and audited by defineAdminAction.
 */

const PERMISSION = CONTENT_OWNERS.general.permission;

/**
 * Saves a general block or the hero text. The prefixed sets (legal pages,
 * characteristics, services, locations) belong to screens that may need
 * other permissions, so the writer refuses them here even in a hand-made
 * request.
 */
export const updateSiteContent = defineAdminAction({
  permission: PERMISSION,
  schema: updateSiteContentSchema,
  failureKey: "adminContent.siteContent.errors.update",
  async run({ id, expectedVersion, overwrite, ...fields }, { tx }) {
    const { block, audit } = await writeContentBlock(tx, {
      owners: ["general", "hero"],
      target: { id },
      fields,
      expectedVersion,
      overwrite,
      notFoundKey: "adminContent.siteContent.errors.notFound",
    });
    return { data: block, audit };
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
