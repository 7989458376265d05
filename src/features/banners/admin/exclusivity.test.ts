import { describe, expect, it } from "vitest";
import { bannersToDeactivate, nextBannerOrder, type ExclusivityBanner } from "./exclusivity";

const banner = (id: string, overrides: Partial<ExclusivityBanner> = {}): ExclusivityBanner => ({
  id,
  section: "hero",
  deviceType: "all",
  isActive: true,
  ...overrides,
});

describe("bannersToDeactivate", () => {
  it("switches off the other active banners of the same section and device type", () => {
    const others = [banner("a"), banner("b"), banner("c", { isActive: false })];
    expect(bannersToDeactivate(banner("x"), others)).toEqual(["a", "b"]);
  });

  it("leaves other device types alone, including 'all' next to 'mobile'", () => {
    const others = [banner("all"), banner("desktop", { deviceType: "desktop" }), banner("mobile", { deviceType: "mobile" })];
    expect(bannersToDeactivate(banner("x", { deviceType: "mobile" }), others)).toEqual(["mobile"]);
  });

  it("leaves other sections alone", () => {
    const others = [banner("about", { section: "about" }), banner("features", { section: "features" })];
    expect(bannersToDeactivate(banner("x"), others)).toEqual([]);
  });

  it("never lists the banner itself", () => {
    expect(bannersToDeactivate(banner("x"), [banner("x"), banner("y")])).toEqual(["y"]);
  });

  it("does nothing when the banner is inactive", () => {
    expect(bannersToDeactivate(banner("x", { isActive: false }), [banner("a")])).toEqual([]);
  });
});

describe("nextBannerOrder", () => {
  it("is the highest order plus one", () => {
    expect(nextBannerOrder([1, 4, 2])).toBe(5);
    expect(nextBannerOrder([0])).toBe(1);
  });

  it("starts at 1 in an empty section", () => {
    expect(nextBannerOrder([])).toBe(1);
  });
});
