import { describe, expect, it } from "vitest";
import { parseApplicationListParams } from "@/features/applications/admin/list-params";
import type { PermissionName } from "@/features/access/permissions";
import { adminRouteForPathname } from "@/features/admin/routes";
import { parseReviewListParams } from "@/features/reviews/admin/list-params";
import { parseUserListParams } from "@/features/users/admin/list-params";
import { linksFor, showsSignIns, STAT_LINKS, TODO_LINKS } from "./links";

/** A link's address as its list reads it: the path and the query as search params. */
function parts(href: string): { path: string; query: Record<string, string> } {
  const url = new URL(href, "http://velvet.test");
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

const hrefOf = (links: readonly { key: string; href: string }[], key: string) => links.find((link) => link.key === key)!.href;

describe("the dashboard's links", () => {
  it("open each list already filtered to what the count counts", () => {
    const signUps = parts(hrefOf(TODO_LINKS, "signUps"));
    expect(signUps.path).toBe("/admin/users/list");
    expect(parseUserListParams(signUps.query).filter).toBe("pending");

    const reviews = parts(hrefOf(TODO_LINKS, "reviews"));
    expect(reviews.path).toBe("/admin/models/reviews");
    expect(parseReviewListParams(reviews.query).filter).toBe("pending");

    for (const href of [hrefOf(TODO_LINKS, "applications"), hrefOf(STAT_LINKS, "pendingApplications")]) {
      const applications = parts(href);
      expect(applications.path).toBe("/admin/models/applications");
      expect(parseApplicationListParams(applications.query).status).toBe("pending");
    }
  });

  it("name registry routes whose address is the one they link to", () => {
    for (const link of [...STAT_LINKS, ...TODO_LINKS]) {
      expect(adminRouteForPathname(parts(link.href).path)?.path, link.key).toBe(link.route);
    }
  });

  it("are kept for the screens the viewer may open only", () => {
    const team = new Set<PermissionName>(["admin.dashboard.view", "admin.models.manage", "admin.content.manage", "admin.reviews.manage"]);
    const may = (permission: PermissionName) => team.has(permission);
    expect(linksFor(STAT_LINKS, may).map((link) => link.key)).toEqual(["totalModels", "publishedBlogs"]);
    expect(linksFor(TODO_LINKS, may).map((link) => link.key)).toEqual(["reviews"]);
    // Security Status (critical checks, unsent mail) is admin-only: it needs admin.security.view.
    const withSecurity = (permission: PermissionName) => permission === "admin.security.view";
    expect(linksFor(TODO_LINKS, withSecurity).map((link) => link.key)).toEqual(["securityChecks", "unsentMail"]);
  });

  it("show sign-ins in Recent Activity only when the address asks", () => {
    expect(showsSignIns({})).toBe(false);
    expect(showsSignIns({ activity: "all" })).toBe(true);
    expect(showsSignIns({ activity: ["all", "x"] })).toBe(true);
    expect(showsSignIns({ activity: "ALL" })).toBe(false);
  });
});
