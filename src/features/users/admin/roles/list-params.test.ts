import { describe, expect, it } from "vitest";
import { parseRoleListParams, roleListHref } from "./list-params";

describe("the role screen's address", () => {
  it("filters by Members (both members' roles), Team or Admins", () => {
    expect(parseRoleListParams({ role: "members" }).role).toBe("members");
    expect(parseRoleListParams({ role: "team" }).role).toBe("team");
    expect(roleListHref({ ...parseRoleListParams({}), role: "members" })).toBe("/admin/users/permissions?role=members");
  });

  it("reads the addresses of the two old member filters as Members, and anything else as All", () => {
    expect(parseRoleListParams({ role: "user" }).role).toBe("members");
    expect(parseRoleListParams({ role: "member" }).role).toBe("members");
    expect(parseRoleListParams({ role: "constructor" }).role).toBe("all");
    expect(parseRoleListParams({ role: "owner" }).role).toBe("all");
  });
});
