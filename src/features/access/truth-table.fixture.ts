/**
 * The access truth table, shared by the policy unit test and the integration
 * test that checks the same answers through SQL and the media route.
 * Written out by hand from the access rules of decision 003.
 */
import type { PhotoVisibility } from "@/db/schema";
import { VISITOR, type ModelAccessFields, type Viewer } from "./policy";

const DAY_MS = 24 * 60 * 60 * 1000;
// Relative to the real clock: the integration test asks the app, which uses it.
export const NOW = new Date();
export const YESTERDAY = new Date(NOW.getTime() - DAY_MS);
const NEXT_YEAR = new Date(NOW.getTime() + 365 * DAY_MS);

export function signedIn(overrides: Partial<Viewer>): Viewer {
  return { ...VISITOR, userId: "u", email: "u@example.com", role: "user", status: "approved", ...overrides };
}

/** Every kind of viewer the access rules name, plus the edge cases that tempt mistakes. */
export const VIEWERS = {
  visitor: VISITOR,
  pending: signedIn({ status: "pending" }),
  rejected: signedIn({ status: "rejected" }),
  member: signedIn({ role: "member" }),
  subscriber: signedIn({ role: "member", hasActiveSubscription: true }),
  expiredMember: signedIn({ role: "member", expiresAt: YESTERDAY, hasActiveSubscription: true }),
  unexpiredExclusive: signedIn({ role: "member", expiresAt: NEXT_YEAR, hasActiveSubscription: true }),
  pendingWithSubscription: signedIn({ status: "pending", hasActiveSubscription: true }),
  team: signedIn({ role: "team" }),
  admin: signedIn({ role: "admin" }),
  unapprovedAdmin: signedIn({ role: "admin", status: "pending" }),
} satisfies Record<string, Viewer>;
export type ViewerName = keyof typeof VIEWERS;

export const MODELS = {
  allPublic: { membersOnly: false, allPhotosPublic: true, isHidden: false, deletedAt: null },
  membersOnly: { membersOnly: true, allPhotosPublic: false, isHidden: false, deletedAt: null },
  mixed: { membersOnly: false, allPhotosPublic: false, isHidden: false, deletedAt: null },
  hidden: { membersOnly: false, allPhotosPublic: false, isHidden: true, deletedAt: null },
  // In the trash (decision 023): the most open model otherwise, so only the trash can be what closes it.
  deleted: { membersOnly: false, allPhotosPublic: true, isHidden: false, deletedAt: YESTERDAY },
} satisfies Record<string, ModelAccessFields>;
export type ModelName = keyof typeof MODELS;

// Expected answers, written out by hand from decision 003. Photo codes:
// P public, M members_only, T members_only_no_access (teaser), A admin_only.
// "open" is whether the full profile opens; "-" means no photos at all.
export const EXPECTED: Record<ModelName, Record<ViewerName, { open: boolean; photos: string }>> = {
  allPublic: {
    visitor: { open: true, photos: "PMT" },
    pending: { open: true, photos: "PMT" },
    rejected: { open: true, photos: "PMT" },
    member: { open: true, photos: "PMT" },
    subscriber: { open: true, photos: "PMT" },
    expiredMember: { open: true, photos: "PMT" },
    unexpiredExclusive: { open: true, photos: "PMT" },
    pendingWithSubscription: { open: true, photos: "PMT" },
    team: { open: true, photos: "PMT" },
    admin: { open: true, photos: "PMTA" },
    unapprovedAdmin: { open: true, photos: "PMTA" },
  },
  membersOnly: {
    visitor: { open: false, photos: "T" },
    pending: { open: false, photos: "T" },
    rejected: { open: false, photos: "T" },
    member: { open: true, photos: "T" },
    subscriber: { open: true, photos: "M" },
    expiredMember: { open: false, photos: "T" },
    unexpiredExclusive: { open: true, photos: "M" },
    pendingWithSubscription: { open: false, photos: "T" },
    team: { open: true, photos: "T" },
    admin: { open: true, photos: "MA" },
    unapprovedAdmin: { open: true, photos: "MA" },
  },
  mixed: {
    visitor: { open: true, photos: "P" },
    pending: { open: true, photos: "P" },
    rejected: { open: true, photos: "P" },
    member: { open: true, photos: "P" },
    subscriber: { open: true, photos: "PM" },
    expiredMember: { open: true, photos: "P" },
    unexpiredExclusive: { open: true, photos: "PM" },
    pendingWithSubscription: { open: true, photos: "P" },
    team: { open: true, photos: "P" },
    admin: { open: true, photos: "PMA" },
    unapprovedAdmin: { open: true, photos: "PMA" },
  },
  hidden: {
    visitor: { open: false, photos: "-" },
    pending: { open: false, photos: "-" },
    rejected: { open: false, photos: "-" },
    member: { open: false, photos: "-" },
    subscriber: { open: false, photos: "-" },
    expiredMember: { open: false, photos: "-" },
    unexpiredExclusive: { open: false, photos: "-" },
    pendingWithSubscription: { open: false, photos: "-" },
    team: { open: false, photos: "-" },
    admin: { open: true, photos: "PMA" },
    unapprovedAdmin: { open: true, photos: "PMA" },
  },
  // Gone for everyone, admins included: staff see it only in the admin trash view.
  deleted: {
    visitor: { open: false, photos: "-" },
    pending: { open: false, photos: "-" },
    rejected: { open: false, photos: "-" },
    member: { open: false, photos: "-" },
    subscriber: { open: false, photos: "-" },
    expiredMember: { open: false, photos: "-" },
    unexpiredExclusive: { open: false, photos: "-" },
    pendingWithSubscription: { open: false, photos: "-" },
    team: { open: false, photos: "-" },
    admin: { open: false, photos: "-" },
    unapprovedAdmin: { open: false, photos: "-" },
  },
};

export const CODES: Record<PhotoVisibility, string> = {
  public: "P",
  members_only: "M",
  members_only_no_access: "T",
  admin_only: "A",
};
export const ALL_VISIBILITIES = Object.keys(CODES) as PhotoVisibility[];

