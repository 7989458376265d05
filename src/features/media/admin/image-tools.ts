/**
 * What every image tool's action shares (the library, Image Diagnostics,
 * the audit report, Bulk Image Migration): the permission, and its own word
 * for a call without a session, 'Not authenticated'.
 */
export const IMAGE_TOOLS_ACCESS = {
  permission: "admin.images.manage",
  unauthenticatedKey: "adminContent.diagnostics.errors.notAuthenticated",
} as const;
