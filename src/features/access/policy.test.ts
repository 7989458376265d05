import { describe, expect, it } from "vitest";
import {
  createAccessPolicy,
  defaultAccessRules,
  isIndexableModel,
  VISITOR,
  viewerKind,
  type AccessPolicy,
  type AccessRules,
  type ModelAccessFields,
  type Viewer,
} from "./policy";
import {
  ALL_VISIBILITIES,
  CODES,
  EXPECTED,
  MODELS,
  NOW,
  signedIn,
  VIEWERS,
  YESTERDAY,
  type ModelName,
  type ViewerName,
} from "./truth-table.fixture";

/** What a policy actually answers, in the same notation as EXPECTED. */
function answer(policy: AccessPolicy, viewer: Viewer, model: ModelAccessFields) {
  const visible = ALL_VISIBILITIES.filter((v) => policy.canViewPhoto(viewer, model, v, NOW));
  return {
    open: policy.canOpenModel(viewer, model, NOW),
    photos: visible.map((v) => CODES[v]).join("") || "-",
  };
}

function mismatches(policy: AccessPolicy): string[] {
  const found: string[] = [];
  for (const [modelName, model] of Object.entries(MODELS) as [ModelName, ModelAccessFields][]) {
    for (const [viewerName, viewer] of Object.entries(VIEWERS) as [ViewerName, Viewer][]) {
      const got = answer(policy, viewer, model);
      const want = EXPECTED[modelName][viewerName];
      if (got.open !== want.open || got.photos !== want.photos) {
        found.push(`${viewerName} × ${modelName}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
      }
    }
  }
  return found;
}

describe("access truth table", () => {
  const policy = createAccessPolicy();

  for (const [modelName, model] of Object.entries(MODELS) as [ModelName, ModelAccessFields][]) {
    for (const viewerName of Object.keys(VIEWERS) as ViewerName[]) {
      it(`${viewerName} × ${modelName} model`, () => {
        expect(answer(policy, VIEWERS[viewerName], model)).toEqual(EXPECTED[modelName][viewerName]);
      });
    }
  }

  it("visiblePhotoVisibilities agrees with canViewPhoto for listed models", () => {
    for (const model of [MODELS.allPublic, MODELS.membersOnly, MODELS.mixed]) {
      for (const viewer of Object.values(VIEWERS)) {
        const listed = policy.visiblePhotoVisibilities(viewer, model, NOW).sort();
        const checked = ALL_VISIBILITIES.filter((v) => policy.canViewPhoto(viewer, model, v, NOW)).sort();
        expect(listed).toEqual(checked);
      }
    }
  });

  it("subscriberPhotoVisibilities is what a subscriber gets, never the staff-only photos", () => {
    for (const model of [MODELS.allPublic, MODELS.membersOnly, MODELS.mixed]) {
      expect(policy.subscriberPhotoVisibilities(model).sort()).toEqual(policy.visiblePhotoVisibilities(VIEWERS.subscriber, model, NOW).sort());
      expect(policy.subscriberPhotoVisibilities(model)).not.toContain("admin_only");
    }
  });

  it("a model in the trash is never indexable, whatever its access mode", () => {
    expect(isIndexableModel(MODELS.allPublic)).toBe(true);
    expect(isIndexableModel(MODELS.deleted)).toBe(false);
  });

  it("labels every viewer kind", () => {
    expect(viewerKind(VIEWERS.visitor, NOW)).toBe("visitor");
    expect(viewerKind(VIEWERS.pending, NOW)).toBe("pending");
    expect(viewerKind(VIEWERS.rejected, NOW)).toBe("rejected");
    expect(viewerKind(VIEWERS.expiredMember, NOW)).toBe("expired");
    expect(viewerKind(VIEWERS.subscriber, NOW)).toBe("subscriber");
    expect(viewerKind(VIEWERS.member, NOW)).toBe("member");
    expect(viewerKind(VIEWERS.team, NOW)).toBe("team");
    expect(viewerKind(VIEWERS.unapprovedAdmin, NOW)).toBe("admin");
  });

  it("permissions need member access, admins hold every permission", () => {
    const withPerm = signedIn({ role: "team", permissions: new Set(["admin.content.manage"]) });
    expect(policy.hasPermission(withPerm, "admin.content.manage")).toBe(true);
    expect(policy.hasPermission(withPerm, "admin.users.manage")).toBe(false);
    expect(policy.hasPermission({ ...withPerm, status: "rejected" }, "admin.content.manage")).toBe(false);
    expect(policy.hasPermission({ ...withPerm, expiresAt: YESTERDAY }, "admin.content.manage")).toBe(false);
    expect(policy.hasPermission(VIEWERS.unapprovedAdmin, "admin.users.manage")).toBe(true);
    expect(policy.hasPermission(VISITOR, "admin.content.manage")).toBe(false);
  });
});

/**
 * Proof that the table above has teeth: each rule is broken on purpose (one
 * at a time, in the way it is most likely to go wrong) and the table must
 * then report at least one mismatch.
 */
const BROKEN_RULES: { [K in keyof AccessRules]: Partial<AccessRules> } = {
  isAdminRole: { isAdminRole: () => false },
  isApprovedStatus: { isApprovedStatus: () => true },
  isPastExpiry: { isPastExpiry: () => false },
  hasSubscription: { hasSubscription: () => true },
  deletedModelListed: { deletedModelListed: () => true },
  hiddenModelListed: { hiddenModelListed: () => true },
  membersOnlyProfileOpens: { membersOnlyProfileOpens: () => true },
  allPublicPhotos: { allPublicPhotos: () => ["public", "members_only", "members_only_no_access", "admin_only"] },
  // The old site's rule, which leaked paid photos to visitors.
  membersOnlyModelPhotos: { membersOnlyModelPhotos: () => ["members_only"] },
  // The old site's rule, which showed subscribers fewer photos than visitors.
  mixedModelPhotos: { mixedModelPhotos: (paid) => (paid ? ["members_only"] : ["public"]) },
  adminOnlyPhotos: { adminOnlyPhotos: () => ["admin_only"] },
};

describe("breaking any single rule fails the truth table", () => {
  it("the intact policy has no mismatches", () => {
    expect(mismatches(createAccessPolicy())).toEqual([]);
  });

  for (const [rule, broken] of Object.entries(BROKEN_RULES)) {
    it(`broken rule ${rule} is caught`, () => {
      const found = mismatches(createAccessPolicy({ ...defaultAccessRules, ...broken }));
      expect(found.length).toBeGreaterThan(0);
    });
  }

  it("every rule has a broken variant above", () => {
    expect(Object.keys(BROKEN_RULES).sort()).toEqual(Object.keys(defaultAccessRules).sort());
  });
});
