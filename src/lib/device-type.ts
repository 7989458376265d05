import { isMobileDevice } from "@/lib/client/device";

export type DeviceType = "mobile" | "desktop";

/**
 * Which banner set a request gets, decided on the server with the one mobile
 * rule of src/lib/client/device.ts : `?forceMobile=true|false`
 * wins; crawlers are desktop; a mobile user agent is mobile; tablets, unknown
 * and missing agents are desktop. The last rule (a touch screen under
 * 768 px) needs the browser and is applied there.
 */
export function detectDevice({
  forceMobileParam,
  userAgent,
}: {
  forceMobileParam?: string | string[] | null;
  userAgent?: string | null;
}): DeviceType {
  return isMobileDevice({ forceMobileParam, userAgent }) ? "mobile" : "desktop";
}
