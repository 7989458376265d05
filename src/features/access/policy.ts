/**
 * Velvet's one access policy (decision 003). Pure
 * functions over a resolved Viewer: no I/O, so every rule is unit-tested as a
 * truth table (policy.test.ts) and the same answers drive page HTML, image
 * files, JSON-LD, the sitemap, actions and route handlers. Deny by default.
 */
import type { PhotoVisibility, UserRole, UserStatus } from "@/db/schema";
import type { PermissionName } from "./permissions";

export interface Viewer {
  userId: string | null;
  email: string | null;
  role: UserRole | null;
  status: UserStatus | null;
  /** Exclusive-member expiry; past it the account has no access. */
  expiresAt: Date | null;
  /** An account created by an admin for a client (an exclusive member); shown as its tier, grants nothing by itself. */
  isExclusiveMember?: boolean;
  /** Signs in with an authenticator code too (staff may be required to: decision 019). */
  twoFactorEnabled?: boolean;
  /** An active subscription whose optional end date has not passed. */
  hasActiveSubscription: boolean;
  permissions: ReadonlySet<string>;
}

export const VISITOR: Viewer = {
  userId: null,
  email: null,
  role: null,
  status: null,
  expiresAt: null,
  hasActiveSubscription: false,
  permissions: new Set(),
};

export interface ModelAccessFields {
  membersOnly: boolean;
  allPhotosPublic: boolean;
  isHidden: boolean;
  /** Set while the model is in the trash (decision 023); null otherwise. */
  deletedAt: Date | null;
}

export function isSignedIn(viewer: Viewer): boolean {
  return viewer.userId !== null;
}

/**
 * The individual rules, named so each can be tested on its own and so the
 * truth-table test can break any one of them and prove a test fails.
 */
export interface AccessRules {
  /** Admin is decided by role alone: admins have access even when not approved. */
  isAdminRole(viewer: Viewer): boolean;
  /** Only the approved status grants member access. */
  isApprovedStatus(viewer: Viewer): boolean;
  /** Past its expiry date an exclusive membership grants nothing. */
  isPastExpiry(viewer: Viewer, now: Date): boolean;
  /** The paying tier needs an active, unexpired subscription. */
  hasSubscription(viewer: Viewer): boolean;
  /** A model in the trash is listed to no one: staff find it in the admin trash view only. */
  deletedModelListed(model: ModelAccessFields): boolean;
  /** Hidden models are listed to admins only. */
  hiddenModelListed(model: ModelAccessFields, admin: boolean): boolean;
  /** Members-only profiles open to members only. */
  membersOnlyProfileOpens(model: ModelAccessFields, member: boolean): boolean;
  /** Photo visibilities by model mode, for viewers with or without paid access. */
  allPublicPhotos(paid: boolean): PhotoVisibility[];
  membersOnlyModelPhotos(paid: boolean): PhotoVisibility[];
  mixedModelPhotos(paid: boolean): PhotoVisibility[];
  /** admin_only photos: admins only. */
  adminOnlyPhotos(admin: boolean): PhotoVisibility[];
}

export const defaultAccessRules: AccessRules = {
  isAdminRole: (viewer) => viewer.role === "admin",
  isApprovedStatus: (viewer) => viewer.status === "approved",
  isPastExpiry: (viewer, now) => viewer.expiresAt !== null && viewer.expiresAt.getTime() <= now.getTime(),
  hasSubscription: (viewer) => viewer.hasActiveSubscription,
  deletedModelListed: (model) => model.deletedAt === null,
  hiddenModelListed: (model, admin) => !model.isHidden || admin,
  membersOnlyProfileOpens: (model, member) => !model.membersOnly || member,
  allPublicPhotos: () => ["public", "members_only", "members_only_no_access"],
  // Decision 003: visitors get teasers, never the paid photos.
  membersOnlyModelPhotos: (paid) => (paid ? ["members_only"] : ["members_only_no_access"]),
  // Decision 003: subscribers get public and paid photos together.
  mixedModelPhotos: (paid) => (paid ? ["public", "members_only"] : ["public"]),
  adminOnlyPhotos: (admin) => (admin ? ["admin_only"] : []),
};

export function createAccessPolicy(rules: AccessRules = defaultAccessRules) {
  const isAdmin = (viewer: Viewer) => isSignedIn(viewer) && rules.isAdminRole(viewer);
  const isExpired = (viewer: Viewer, now = new Date()) => rules.isPastExpiry(viewer, now);

  /** Approved, unexpired accounts (and admins) are members of the site. */
  const hasMemberAccess = (viewer: Viewer, now = new Date()) =>
    isAdmin(viewer) || (isSignedIn(viewer) && rules.isApprovedStatus(viewer) && !isExpired(viewer, now));

  const isSubscriber = (viewer: Viewer, now = new Date()) =>
    hasMemberAccess(viewer, now) && rules.hasSubscription(viewer);

  /** Subscribers and admins see paid (members_only) photos. */
  const seesPaidPhotos = (viewer: Viewer, now = new Date()) => isAdmin(viewer) || isSubscriber(viewer, now);

  const hasPermission = (viewer: Viewer, permission: PermissionName) =>
    isAdmin(viewer) || (hasMemberAccess(viewer) && viewer.permissions.has(permission));

  /** Whether the model may be listed at all (as a card, possibly locked). */
  const canListModel = (viewer: Viewer, model: ModelAccessFields) =>
    rules.deletedModelListed(model) && rules.hiddenModelListed(model, isAdmin(viewer));

  /** Whether the full profile opens. */
  const canOpenModel = (viewer: Viewer, model: ModelAccessFields, now = new Date()) =>
    canListModel(viewer, model) && rules.membersOnlyProfileOpens(model, hasMemberAccess(viewer, now));

  /** Which gallery visibilities the viewer gets for a model (decision 003). */
  const photosByMode = (model: Pick<ModelAccessFields, "membersOnly" | "allPhotosPublic">, paid: boolean): PhotoVisibility[] =>
    model.allPhotosPublic
      ? rules.allPublicPhotos(paid)
      : model.membersOnly
        ? rules.membersOnlyModelPhotos(paid)
        : rules.mixedModelPhotos(paid);

  const visiblePhotoVisibilities = (
    viewer: Viewer,
    model: Pick<ModelAccessFields, "membersOnly" | "allPhotosPublic">,
    now = new Date(),
  ): PhotoVisibility[] => [...photosByMode(model, seesPaidPhotos(viewer, now)), ...rules.adminOnlyPhotos(isAdmin(viewer))];

  /**
   * The gallery visibilities a subscription shows of a model (what a
   * subscriber gets; staff-only photos are no part of it), so the site can
   * say what subscribing would add for a viewer without one.
   */
  const subscriberPhotoVisibilities = (model: Pick<ModelAccessFields, "membersOnly" | "allPhotosPublic">): PhotoVisibility[] =>
    photosByMode(model, true);

  const canViewPhoto = (viewer: Viewer, model: ModelAccessFields, visibility: PhotoVisibility, now = new Date()) =>
    canListModel(viewer, model) && visiblePhotoVisibilities(viewer, model, now).includes(visibility);

  return {
    isAdmin,
    isExpired,
    hasMemberAccess,
    isSubscriber,
    seesPaidPhotos,
    hasPermission,
    canListModel,
    canOpenModel,
    visiblePhotoVisibilities,
    subscriberPhotoVisibilities,
    canViewPhoto,
  };
}

export type AccessPolicy = ReturnType<typeof createAccessPolicy>;

export const {
  isAdmin,
  isExpired,
  hasMemberAccess,
  isSubscriber,
  seesPaidPhotos,
  hasPermission,
  canListModel,
  canOpenModel,
  visiblePhotoVisibilities,
  subscriberPhotoVisibilities,
  canViewPhoto,
} = createAccessPolicy();

/** Search engines index only profiles anyone may open. */
export function isIndexableModel(model: ModelAccessFields): boolean {
  return model.deletedAt === null && !model.isHidden && !model.membersOnly;
}

export type ViewerKind = "visitor" | "pending" | "rejected" | "expired" | "member" | "subscriber" | "team" | "admin";

/** A label for the viewer, used in the UI and in tests. */
export function viewerKind(viewer: Viewer, now: Date = new Date()): ViewerKind {
  if (!isSignedIn(viewer)) return "visitor";
  if (isAdmin(viewer)) return "admin";
  if (viewer.status === "pending") return "pending";
  if (viewer.status === "rejected") return "rejected";
  if (isExpired(viewer, now)) return "expired";
  if (isSubscriber(viewer, now)) return "subscriber";
  if (viewer.role === "team") return "team";
  return "member";
}
