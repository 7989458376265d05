import { describe, expect, it } from "vitest";
import { accountKind } from "./kind";

describe("accountKind", () => {
  it("names accounts as the public site does, whatever the database role of a member", () => {
    expect(accountKind({ role: "admin", isExclusiveMember: false, subscribed: false })).toBe("admin");
    expect(accountKind({ role: "team", isExclusiveMember: false, subscribed: true })).toBe("team");
    // Either members' role: the subscription and the exclusive flag decide the word.
    expect(accountKind({ role: "user", isExclusiveMember: false, subscribed: false })).toBe("member");
    expect(accountKind({ role: "member", isExclusiveMember: false, subscribed: false })).toBe("member");
    expect(accountKind({ role: "user", isExclusiveMember: false, subscribed: true })).toBe("subscriber");
    expect(accountKind({ role: "member", isExclusiveMember: false, subscribed: true })).toBe("subscriber");
    expect(accountKind({ role: "member", isExclusiveMember: true, subscribed: true })).toBe("exclusive");
    expect(accountKind({ role: "member", isExclusiveMember: true, subscribed: false })).toBe("exclusive");
  });
});
