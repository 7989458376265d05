import { describe, expect, it } from "vitest";
import { mayKeepFavourites } from "@/features/favourites/rules";
import { mayReviewModel } from "@/features/reviews/member/rules";
import { memberTier } from "@/lib/member-tier";
import { accessClassOf, classValidUntil, isSharedAccessClass, SHARED_CLASSES, viewerForAccessClass } from "./access-class";
import {
  canListModel,
  canOpenModel,
  hasMemberAccess,
  isSubscriber,
  seesPaidPhotos,
  subscriberPhotoVisibilities,
  viewerKind,
  visiblePhotoVisibilities,
  type ModelAccessFields,
  type Viewer,
} from "./policy";
import { MODELS, NOW, VIEWERS, signedIn } from "./truth-table.fixture";

/** Everything a public page decides from its viewer, for one model. */
function pageAnswers(viewer: Viewer, model: ModelAccessFields) {
  return {
    kind: viewerKind(viewer, NOW),
    listed: canListModel(viewer, model),
    opens: canOpenModel(viewer, model, NOW),
    photos: visiblePhotoVisibilities(viewer, model, NOW),
    subscriberPhotos: subscriberPhotoVisibilities(model),
    member: hasMemberAccess(viewer, NOW),
    subscriber: isSubscriber(viewer, NOW),
    paid: seesPaidPhotos(viewer, NOW),
    mayReview: mayReviewModel(viewer, model, NOW),
    favourites: mayKeepFavourites(viewer, NOW),
    signedIn: viewer.userId !== null,
  };
}

describe("access classes", () => {
  const viewers = Object.entries(VIEWERS);

  it.each(viewers)("%s: the stand-in for its class gets exactly its page answers for every model", (_name, viewer) => {
    const accessClass = accessClassOf(viewer, NOW);
    if (!isSharedAccessClass(accessClass)) return;
    const standIn = viewerForAccessClass(accessClass);
    for (const model of Object.values(MODELS)) {
      expect(pageAnswers(standIn, model)).toEqual(pageAnswers(viewer, model));
    }
  });

  it("puts every truth-table viewer in the class its kind names, staff by role", () => {
    const classes = Object.fromEntries(viewers.map(([name, viewer]) => [name, accessClassOf(viewer, NOW)]));
    expect(classes).toEqual({
      visitor: "visitor",
      pending: "pending",
      rejected: "rejected",
      member: "member",
      subscriber: "subscriber",
      expiredMember: "expired",
      unexpiredExclusive: "subscriber",
      pendingWithSubscription: "pending",
      team: "staff",
      admin: "staff",
      unapprovedAdmin: "staff",
    });
    // A team account with a subscription is still staff, whatever its kind says.
    expect(accessClassOf(signedIn({ role: "team", hasActiveSubscription: true }), NOW)).toBe("staff");
  });

  it("gives each shared class a stand-in of that class that is no real account", () => {
    for (const accessClass of SHARED_CLASSES) {
      const standIn = viewerForAccessClass(accessClass);
      expect(accessClassOf(standIn, NOW)).toBe(accessClass);
      expect(standIn.email).toBeNull();
      expect(standIn.permissions.size).toBe(0);
      if (standIn.userId) expect(standIn.userId).toMatch(/^access-class:/);
    }
  });

  it("keeps the account notice a class matter: blocked tiers come from the class alone", () => {
    for (const [, viewer] of viewers) {
      const accessClass = accessClassOf(viewer, NOW);
      if (!isSharedAccessClass(accessClass) || accessClass === "visitor") continue;
      const standIn = viewerForAccessClass(accessClass);
      const tier = (v: Viewer) => memberTier({ role: v.role!, status: v.status!, expiresAt: v.expiresAt, hasActiveSubscription: v.hasActiveSubscription }, NOW);
      const blocked = (t: string) => (["pending", "rejected", "expired"].includes(t) ? t : "open");
      expect(blocked(tier(standIn))).toBe(blocked(tier(viewer)));
    }
  });

  it("holds a class until the first end still ahead", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const inAnHour = new Date("2026-01-01T01:00:00Z");
    const tomorrow = new Date("2026-01-02T00:00:00Z");
    const yesterday = new Date("2025-12-31T00:00:00Z");
    expect(classValidUntil(now, [tomorrow, null, inAnHour, yesterday])).toBe(inAnHour.getTime());
    expect(classValidUntil(now, [null, undefined, yesterday])).toBe(Number.POSITIVE_INFINITY);
  });
});
