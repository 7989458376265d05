import { describe, expect, it } from "vitest";
import { DEFAULT_PERFORMANCE_PARAMS, PERFORMANCE_ISSUES_HREF, parsePerformanceParams, performanceHref, periodRange } from "./list-params";

describe("SEO Performance's address", () => {
  it("reads the view, and falls back to the default for anything malformed", () => {
    expect(parsePerformanceParams({})).toEqual(DEFAULT_PERFORMANCE_PARAMS);
    expect(parsePerformanceParams({ tab: "pages", period: "90", q: " /blog ", sort: "mobile", page: "3" })).toEqual({ tab: "pages", period: 90, q: "/blog", sort: "mobile", page: 3 });
    expect(parsePerformanceParams({ tab: "sales", period: "14", sort: "random", page: "-1" })).toEqual(DEFAULT_PERFORMANCE_PARAMS);
    expect(parsePerformanceParams(new URLSearchParams("tab=issues&tab=pages"))).toMatchObject({ tab: "issues" });
  });

  it("writes it back without the defaults, and the dashboard's link opens Issues", () => {
    expect(performanceHref(DEFAULT_PERFORMANCE_PARAMS)).toBe("/admin/seo/performance");
    expect(performanceHref({ tab: "pages", period: 7, q: "/faq", sort: "path", page: 2 })).toBe("/admin/seo/performance?tab=pages&period=7&q=%2Ffaq&sort=path&page=2");
    expect(PERFORMANCE_ISSUES_HREF).toBe("/admin/seo/performance?tab=issues");
  });
});

describe("periodRange", () => {
  it("gives every UTC day of the period ending today, and the period before", () => {
    const range = periodRange(7, new Date("2026-03-10T23:30:00-03:00"));
    // 23:30 in São Paulo is already the 11th in UTC, the day views are counted under.
    expect(range).toMatchObject({ from: "2026-03-05", to: "2026-03-11", previousFrom: "2026-02-26" });
    expect(range.days).toHaveLength(7);
    expect(range.days[0]).toBe("2026-03-05");
    expect(range.days[6]).toBe("2026-03-11");
  });
});
