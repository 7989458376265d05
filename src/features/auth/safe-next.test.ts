import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, nextPathOrDefault, safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it.each([
    ["/models", "/models"],
    ["/models/12?tab=gallery#photos", "/models/12?tab=gallery#photos"],
    ["/escorts-in-mayfair", "/escorts-in-mayfair"],
    ["/a/../models", "/models"],
  ])("accepts %j", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "//evil.com/models",
    "/\\evil.com",
    "/\\/evil.com",
    "https://evil.com",
    "http://localhost:3000/models",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/a\r\nb",
    "/a\nSet-Cookie: x=1",
    "/\tevil.com",
    "/%0d%0aLocation:%20https://evil.com".replace(/%0d%0a/, "\r\n"),
    "models",
    "",
    " /models",
    "/auth",
    "/auth?mode=sign-in",
    "/AUTH/reset-password",
    "/api/auth/sign-out",
    "/" + "a".repeat(3000),
  ])("rejects %j", (input) => {
    expect(safeNextPath(input)).toBeNull();
  });

  it("rejects anything that is not a string", () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(["/models"])).toBeNull();
    expect(safeNextPath({ toString: () => "/models" })).toBeNull();
  });

  it("falls back to /models", () => {
    expect(DEFAULT_AFTER_SIGN_IN).toBe("/models");
    expect(nextPathOrDefault("//evil.com")).toBe("/models");
    expect(nextPathOrDefault("/blog")).toBe("/blog");
  });
});
