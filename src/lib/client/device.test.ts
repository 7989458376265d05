import { describe, expect, it } from "vitest";
import { isCrawler, isMobileDevice, isSlowConnection, parseForceMobile } from "./device";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const DESKTOP = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const GOOGLEBOT_SMARTPHONE =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

describe("isMobileDevice", () => {
  it("lets the force parameter win over everything else", () => {
    expect(isMobileDevice({ forceMobileParam: "true", userAgent: DESKTOP, screenWidth: 1440, hasTouch: false })).toBe(true);
    expect(isMobileDevice({ forceMobileParam: "false", userAgent: IPHONE, screenWidth: 390, hasTouch: true })).toBe(false);
    expect(isMobileDevice({ forceMobileParam: "TRUE", userAgent: GOOGLEBOT_SMARTPHONE })).toBe(true);
    expect(isMobileDevice({ forceMobileParam: true })).toBe(true);
    expect(isMobileDevice({ forceMobileParam: false, userAgent: IPHONE })).toBe(false);
  });

  it("ignores a force parameter that is not exactly true or false", () => {
    expect(isMobileDevice({ forceMobileParam: "yes", userAgent: DESKTOP })).toBe(false);
    expect(isMobileDevice({ forceMobileParam: ["true", "false"], userAgent: IPHONE })).toBe(true);
    expect(isMobileDevice({ forceMobileParam: "", userAgent: IPHONE })).toBe(true);
  });

  it("treats crawlers as desktop, even smartphone crawlers on a small touch screen", () => {
    expect(isMobileDevice({ userAgent: GOOGLEBOT_SMARTPHONE })).toBe(false);
    expect(isMobileDevice({ userAgent: BINGBOT, screenWidth: 360, hasTouch: true })).toBe(false);
  });

  it("treats phone user agents as mobile and tablets and desktops as desktop", () => {
    expect(isMobileDevice({ userAgent: IPHONE })).toBe(true);
    expect(isMobileDevice({ userAgent: ANDROID_PHONE })).toBe(true);
    expect(isMobileDevice({ userAgent: ANDROID_TABLET })).toBe(false);
    expect(isMobileDevice({ userAgent: DESKTOP })).toBe(false);
  });

  it("treats a screen under 768 px with touch as mobile, and needs both", () => {
    expect(isMobileDevice({ userAgent: DESKTOP, screenWidth: 767, hasTouch: true })).toBe(true);
    expect(isMobileDevice({ userAgent: DESKTOP, screenWidth: 768, hasTouch: true })).toBe(false);
    expect(isMobileDevice({ userAgent: DESKTOP, screenWidth: 390, hasTouch: false })).toBe(false);
    expect(isMobileDevice({ userAgent: ANDROID_TABLET, screenWidth: 600, hasTouch: true })).toBe(true);
  });

  it("answers desktop when nothing is known", () => {
    expect(isMobileDevice({})).toBe(false);
    expect(isMobileDevice({ userAgent: null, screenWidth: null, hasTouch: null })).toBe(false);
  });
});

describe("parseForceMobile and isCrawler", () => {
  it("reads only true/false", () => {
    expect(parseForceMobile(" true ")).toBe(true);
    expect(parseForceMobile("False")).toBe(false);
    expect(parseForceMobile("1")).toBeNull();
    expect(parseForceMobile(undefined)).toBeNull();
  });

  it("recognises common crawlers", () => {
    expect(isCrawler(BINGBOT)).toBe(true);
    expect(isCrawler("facebookexternalhit/1.1")).toBe(true);
    expect(isCrawler(DESKTOP)).toBe(false);
    expect(isCrawler(null)).toBe(false);
  });
});

describe("isSlowConnection", () => {
  it("is slow on slow-2g and 2g", () => {
    expect(isSlowConnection({ effectiveType: "slow-2g" })).toBe(true);
    expect(isSlowConnection({ effectiveType: "2g" })).toBe(true);
  });

  it("is slow whenever data saver is on", () => {
    expect(isSlowConnection({ effectiveType: "4g", saveData: true })).toBe(true);
  });

  it("is not slow on 3g, 4g, or when the browser does not say", () => {
    expect(isSlowConnection({ effectiveType: "3g" })).toBe(false);
    expect(isSlowConnection({ effectiveType: "4g", saveData: false })).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection(null)).toBe(false);
  });
});
