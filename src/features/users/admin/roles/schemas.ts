import { z } from "zod";
import { multilineTextSchema } from "@/features/forms/field-schemas";
import { versionFields } from "@/features/admin/version-fields";
import { ASSIGNABLE_ROLES, GRANTABLE_PERMISSIONS, MATRIX_ROLES, MEMBER_ROLES } from "./rules";

/**
 * The User & Role Management screen's inputs, shared by the dialog, the
 * matrix form and the actions (the role change,
 * update_user_role_with_audit and get_user_permissions).
 */

const NOTE_MAX = 1000;

const userId = (message: "adminUsers.roles.errors.userRequired") =>
  // raw-string: a user id, never shown.
  z.string({ error: message }).trim().min(1, { error: message }).max(100, { error: message });

/** A user and a role are both required; the note is optional and null when empty. */
export const changeRoleSchema = z.object({
  targetUserId: userId("adminUsers.roles.errors.userRequired"),
  newRole: z.enum(ASSIGNABLE_ROLES, { error: "adminUsers.roles.errors.roleRequired" }),
  adminNotes: multilineTextSchema({ max: NOTE_MAX })
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

export const userPermissionsSchema = z.object({ userId: userId("adminUsers.roles.errors.userRequired") });

const grantList = z
  .array(z.enum(GRANTABLE_PERMISSIONS as [string, ...string[]], { error: "adminUsers.roles.errors.unknownPermission" }))
  .max(GRANTABLE_PERMISSIONS.length * 2);

/**
 * A grant for a members' class: refused with its own message rather than
 * dropped in silence (decision 036), so a request made by hand learns why.
 */
const noMemberGrants = z.array(z.unknown()).max(0, { error: "adminUsers.roles.errors.memberGrant" }).optional();

/** The whole matrix (team's column), as the form holds it, with the version it loaded. */
export const saveMatrixSchema = z.object({
  grants: z.object({
    ...(Object.fromEntries(MATRIX_ROLES.map((role) => [role, grantList])) as Record<(typeof MATRIX_ROLES)[number], typeof grantList>),
    ...(Object.fromEntries(MEMBER_ROLES.map((role) => [role, noMemberGrants])) as Record<(typeof MEMBER_ROLES)[number], typeof noMemberGrants>),
  }),
  ...versionFields,
});
export type SaveMatrixInput = z.input<typeof saveMatrixSchema>;
