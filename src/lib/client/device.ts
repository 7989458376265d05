/**
 * Device and connection rules (mobile detection, connection quality,
 * the 768 px mobile breakpoint). Pure functions over
 * what the browser (or a request) reports, so each rule is unit-tested and the
 * same answer can be computed on the server (user agent, query parameter) and
 * refined in the browser (screen width, touch).
 */

import { isCrawler, isMobileUserAgent } from "@/lib/user-agent.mjs";

export const MOBILE_BREAKPOINT_PX = 768;

/** The query parameter that forces either layout, e.g. `?forceMobile=true` (same name as the home page's banners). */
export const FORCE_MOBILE_PARAM = "forceMobile";

export interface DeviceSignals {
  /** The force-mobile query value: "true"/"false" (any case) or a boolean; anything else is ignored. */
  forceMobileParam?: string | string[] | boolean | null;
  userAgent?: string | null;
  /** window.innerWidth (or screen.width); unknown on the server. */
  screenWidth?: number | null;
  /** Whether the device has a touch screen; unknown on the server. */
  hasTouch?: boolean | null;
}

/** Reads a force-mobile value; null when absent or not exactly true/false. */
export function parseForceMobile(value: DeviceSignals["forceMobileParam"]): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value !== "string") return null;
  const normalised = value.trim().toLowerCase();
  if (normalised === "true") return true;
  if (normalised === "false") return false;
  return null;
}

export { isCrawler };

/**
 * In order: the force parameter wins; crawlers are desktop; a mobile
 * user agent is mobile; a screen under 768 px with touch is mobile.
 */
export function isMobileDevice({ forceMobileParam, userAgent, screenWidth, hasTouch }: DeviceSignals): boolean {
  const forced = parseForceMobile(forceMobileParam);
  if (forced !== null) return forced;
  if (isCrawler(userAgent)) return false;
  if (isMobileUserAgent(userAgent)) return true;
  return typeof screenWidth === "number" && screenWidth < MOBILE_BREAKPOINT_PX && hasTouch === true;
}

/** The subset of the Network Information API the rule reads (not in every browser). */
export interface ConnectionInfo {
  effectiveType?: string | null;
  saveData?: boolean | null;
}

/** Slow when the effective type is slow-2g or 2g, or data-saver is on. */
export function isSlowConnection(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return connection.effectiveType === "slow-2g" || connection.effectiveType === "2g";
}
