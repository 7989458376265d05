import { describe, expect, it } from "vitest";
import { canDelete, canDemote, canPromote, canReview, demotedRole, isBulkEligible } from "./rules";

const account = (overrides: Partial<{ id: string; role: string; status: string; isExclusiveMember: boolean }> = {}) => ({
  id: "u1",
  role: "user",
  status: "approved",
  isExclusiveMember: false,
  ...overrides,
});

const ME = { id: "me", isAdmin: true };
const TEAM_ME = { id: "me", isAdmin: false };

describe("account rules", () => {
  it("reviews pending accounts only", () => {
    expect(canReview({ status: "pending" })).toBe(true);
    expect(canReview({ status: "approved" })).toBe(false);
    expect(canReview({ status: "rejected" })).toBe(false);
  });

  it("promotes approved non-admins other than yourself, and only when you are an admin", () => {
    expect(canPromote(account(), ME)).toBe(true);
    expect(canPromote(account({ status: "pending" }), ME)).toBe(false);
    expect(canPromote(account({ role: "admin" }), ME)).toBe(false);
    expect(canPromote(account({ id: "me" }), ME)).toBe(false);
    expect(canPromote(account(), TEAM_ME)).toBe(false);
  });

  it("demotes admins (by admins), never yourself nor the last admin", () => {
    const admin = account({ role: "admin" });
    expect(canDemote(admin, ME, 2)).toBe(true);
    expect(canDemote(admin, ME, 1)).toBe(false);
    expect(canDemote(account({ role: "admin", id: "me" }), ME, 5)).toBe(false);
    expect(canDemote(account(), ME, 5)).toBe(false);
    expect(canDemote(admin, TEAM_ME, 5)).toBe(false);
  });

  it("deletes anyone but yourself and the last admin; admins only by admins", () => {
    expect(canDelete(account(), ME, 1)).toBe(true);
    expect(canDelete(account({ role: "admin" }), ME, 1)).toBe(false);
    expect(canDelete(account({ role: "admin" }), ME, 2)).toBe(true);
    expect(canDelete(account({ id: "me" }), ME, 3)).toBe(false);
    expect(canDelete(account(), TEAM_ME, 1)).toBe(true);
    expect(canDelete(account({ role: "admin" }), TEAM_ME, 5)).toBe(false);
  });

  it("sends a demoted exclusive member back to member, anyone else to user", () => {
    expect(demotedRole({ isExclusiveMember: true })).toBe("member");
    expect(demotedRole({ isExclusiveMember: false })).toBe("user");
  });

  it("chooses which accounts a bulk change applies to", () => {
    const other = (status: string) => ({ id: "someone", status });
    expect(isBulkEligible("approve", other("pending"), false, "me")).toBe(true);
    expect(isBulkEligible("approve", other("rejected"), false, "me")).toBe(false);
    expect(isBulkEligible("reject", other("approved"), false, "me")).toBe(false);
    expect(isBulkEligible("extend", other("approved"), false, "me")).toBe(true);
    expect(isBulkEligible("extend", other("pending"), false, "me")).toBe(false);
    expect(isBulkEligible("end", other("approved"), true, "me")).toBe(true);
    expect(isBulkEligible("end", other("approved"), false, "me")).toBe(false);
  });

  it("never approves or rejects the asker's own account in bulk, even when it is pending", () => {
    expect(isBulkEligible("approve", { id: "me", status: "pending" }, false, "me")).toBe(false);
    expect(isBulkEligible("reject", { id: "me", status: "pending" }, false, "me")).toBe(false);
  });
});
