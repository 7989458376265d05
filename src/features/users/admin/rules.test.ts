import { describe, expect, it } from "vitest";
import { canDelete, canDemote, canPromote, canReview, demotedRole, isBulkEligible } from "./rules";

const account = (overrides: Partial<{ id: string; role: string; status: string; isExclusiveMember: boolean }> = {}) => ({
  id: "u1",
  role: "user",
  status: "approved",
  isExclusiveMember: false,
  ...overrides,
});

describe("account rules", () => {
  it("reviews pending accounts only", () => {
    expect(canReview({ status: "pending" })).toBe(true);
    expect(canReview({ status: "approved" })).toBe(false);
    expect(canReview({ status: "rejected" })).toBe(false);
  });

  it("promotes approved non-admins other than yourself", () => {
    expect(canPromote(account(), "me")).toBe(true);
    expect(canPromote(account({ status: "pending" }), "me")).toBe(false);
    expect(canPromote(account({ role: "admin" }), "me")).toBe(false);
    expect(canPromote(account({ id: "me" }), "me")).toBe(false);
  });

  it("demotes admins, never yourself nor the last admin", () => {
    const admin = account({ role: "admin" });
    expect(canDemote(admin, "me", 2)).toBe(true);
    expect(canDemote(admin, "me", 1)).toBe(false);
    expect(canDemote(account({ role: "admin", id: "me" }), "me", 5)).toBe(false);
    expect(canDemote(account(), "me", 5)).toBe(false);
  });

  it("deletes anyone but yourself and the last admin", () => {
    expect(canDelete(account(), "me", 1)).toBe(true);
    expect(canDelete(account({ role: "admin" }), "me", 1)).toBe(false);
    expect(canDelete(account({ role: "admin" }), "me", 2)).toBe(true);
    expect(canDelete(account({ id: "me" }), "me", 3)).toBe(false);
  });

  it("sends a demoted exclusive member back to member, anyone else to user", () => {
    expect(demotedRole({ isExclusiveMember: true })).toBe("member");
    expect(demotedRole({ isExclusiveMember: false })).toBe("user");
  });

  it("chooses which accounts a bulk change applies to", () => {
    expect(isBulkEligible("approve", { status: "pending" }, false)).toBe(true);
    expect(isBulkEligible("approve", { status: "rejected" }, false)).toBe(false);
    expect(isBulkEligible("reject", { status: "approved" }, false)).toBe(false);
    expect(isBulkEligible("extend", { status: "approved" }, false)).toBe(true);
    expect(isBulkEligible("extend", { status: "pending" }, false)).toBe(false);
    expect(isBulkEligible("end", { status: "approved" }, true)).toBe(true);
    expect(isBulkEligible("end", { status: "approved" }, false)).toBe(false);
  });
});
