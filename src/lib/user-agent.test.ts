import { describe, expect, it } from "vitest";
import { deviceTypeOf, isMobileUserAgent, isTabletUserAgent } from "./user-agent.mjs";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
const KINDLE = "Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0.2171.93 Safari/537.36";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const GOOGLEBOT_PHONE =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("the tablet test", () => {
  it.each([IPAD, ANDROID_TABLET, KINDLE])("takes %s for a tablet", (ua) => {
    expect(isTabletUserAgent(ua)).toBe(true);
    expect(deviceTypeOf(ua)).toBe("tablet");
  });

  it.each([IPHONE, ANDROID_PHONE, DESKTOP, MAC, GOOGLEBOT_PHONE, "", null, undefined])("does not take %s for one", (ua) => {
    expect(isTabletUserAgent(ua)).toBe(false);
  });
});

describe("the device type of a page view", () => {
  it("is mobile for phones, desktop for computers, crawlers and unknown agents", () => {
    expect(deviceTypeOf(IPHONE)).toBe("mobile");
    expect(deviceTypeOf(ANDROID_PHONE)).toBe("mobile");
    expect(deviceTypeOf(DESKTOP)).toBe("desktop");
    expect(deviceTypeOf(MAC)).toBe("desktop");
    expect(deviceTypeOf(GOOGLEBOT_PHONE)).toBe("desktop");
    expect(deviceTypeOf("")).toBe("desktop");
    expect(deviceTypeOf(null)).toBe("desktop");
  });

  it("keeps the phone rule the page cache uses", () => {
    expect(isMobileUserAgent(IPAD)).toBe(false);
    expect(isMobileUserAgent(IPHONE)).toBe(true);
  });
});
