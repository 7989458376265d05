import { describe, expect, it } from "vitest";
import { isBlockedTier, memberTier } from "./member-tier";

const NOW = new Date("2026-11-23T12:00:00Z");
const member = { role: "member", status: "approved", expiresAt: null, hasActiveSubscription: false };

describe("memberTier", () => {
  it.each([
    [{ ...member, role: "admin", status: "pending" }, "admin"],
    [{ ...member, role: "team" }, "team"],
    [{ ...member, isExclusiveMember: true, expiresAt: new Date("2027-01-01") }, "exclusive"],
    [{ ...member, hasActiveSubscription: true }, "subscriber"],
    [member, "member"],
    [{ ...member, role: "user" }, "member"],
    [{ ...member, status: "pending" }, "pending"],
    [{ ...member, status: "rejected" }, "rejected"],
    [{ ...member, isExclusiveMember: true, expiresAt: new Date("2026-11-01") }, "expired"],
  ] as const)("%o is %s", (account, tier) => {
    expect(memberTier(account, NOW)).toBe(tier);
  });

  it("blocks the pending, rejected and expired only", () => {
    expect(["pending", "rejected", "expired"].every((tier) => isBlockedTier(tier as never))).toBe(true);
    expect(isBlockedTier("member")).toBe(false);
  });
});
