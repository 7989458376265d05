import { describe, expect, it } from "vitest";
import { authHref, currentPath } from "./nav-items";

describe("authHref", () => {
  it("keeps the page the visitor is on as next, with its query", () => {
    expect(authHref("sign-up", "/models/12")).toBe("/auth?mode=sign-up&next=%2Fmodels%2F12");
    expect(authHref("sign-in", currentPath("/models", "district=mayfair&page=2"))).toBe("/auth?next=%2Fmodels%3Fdistrict%3Dmayfair%26page%3D2");
  });

  it("keeps nothing for the home page, an unknown page or the auth pages themselves", () => {
    expect(authHref("sign-up", "/")).toBe("/auth?mode=sign-up");
    expect(authHref("sign-in", null)).toBe("/auth");
    expect(authHref("sign-in", "/auth/status")).toBe("/auth");
    expect(authHref("sign-up", "/auth?mode=forgot")).toBe("/auth?mode=sign-up");
    // Only /auth itself is left out, not pages that merely start with the same letters.
    expect(authHref("sign-in", "/authors")).toBe("/auth?next=%2Fauthors");
  });
});
