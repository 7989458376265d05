import { userAgentFromString } from "next/server";

export type DeviceType = "mobile" | "desktop";

/**
 * Which banner set a request gets (public-site spec §1, "Mobile detection"),
 * decided on the server from what the request says:
 *  1. `?forceMobile=true|false` wins (lets an admin preview either set);
 *  2. crawlers count as desktop, even a "smartphone" crawler, so search
 *     engines always see the same page;
 *  3. a mobile user agent counts as mobile; tablets, unknown and missing
 *     agents count as desktop.
 * The spec's last rule (a touch screen under 768 px) needs the browser and is
 * applied by the client-side variant.
 */
export function detectDevice({
  forceMobileParam,
  userAgent,
}: {
  forceMobileParam?: string | string[] | null;
  userAgent?: string | null;
}): DeviceType {
  const forced = parseForceMobile(forceMobileParam);
  if (forced !== null) return forced ? "mobile" : "desktop";
  if (!userAgent) return "desktop";
  const agent = userAgentFromString(userAgent);
  if (agent.isBot) return "desktop";
  return agent.device.type === "mobile" ? "mobile" : "desktop";
}

/** `true`/`false` (any case); anything else, including a repeated parameter, is ignored. */
function parseForceMobile(value: string | string[] | null | undefined): boolean | null {
  if (typeof value !== "string") return null;
  const normalised = value.trim().toLowerCase();
  if (normalised === "true") return true;
  if (normalised === "false") return false;
  return null;
}
