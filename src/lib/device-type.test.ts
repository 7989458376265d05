import { describe, expect, it } from "vitest";
import { detectDevice } from "./device-type";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const GOOGLEBOT_SMARTPHONE =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

describe("detectDevice", () => {
  it.each([
    ["an iPhone", IPHONE, "mobile"],
    ["an Android phone", ANDROID, "mobile"],
    ["desktop Chrome", DESKTOP_CHROME, "desktop"],
    ["an iPad (a tablet is not a phone)", IPAD, "desktop"],
    ["Googlebot's smartphone crawler", GOOGLEBOT_SMARTPHONE, "desktop"],
    ["Bingbot", BINGBOT, "desktop"],
  ])("counts %s as %s", (_name, userAgent, expected) => {
    expect(detectDevice({ userAgent })).toBe(expected);
  });

  it("treats a missing or empty user agent as desktop", () => {
    expect(detectDevice({})).toBe("desktop");
    expect(detectDevice({ userAgent: null })).toBe("desktop");
    expect(detectDevice({ userAgent: "" })).toBe("desktop");
  });

  it("lets ?forceMobile win over the user agent, either way", () => {
    expect(detectDevice({ forceMobileParam: "true", userAgent: DESKTOP_CHROME })).toBe("mobile");
    expect(detectDevice({ forceMobileParam: "false", userAgent: IPHONE })).toBe("desktop");
    expect(detectDevice({ forceMobileParam: " TRUE ", userAgent: DESKTOP_CHROME })).toBe("mobile");
  });

  it("lets ?forceMobile=true win over the crawler rule too", () => {
    expect(detectDevice({ forceMobileParam: "true", userAgent: BINGBOT })).toBe("mobile");
  });

  it("ignores a forceMobile value that is not true or false, or repeated", () => {
    expect(detectDevice({ forceMobileParam: "yes", userAgent: IPHONE })).toBe("mobile");
    expect(detectDevice({ forceMobileParam: "1", userAgent: DESKTOP_CHROME })).toBe("desktop");
    expect(detectDevice({ forceMobileParam: ["true", "false"], userAgent: DESKTOP_CHROME })).toBe("desktop");
    expect(detectDevice({ forceMobileParam: "", userAgent: IPHONE })).toBe("mobile");
  });
});
