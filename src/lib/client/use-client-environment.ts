"use client";

import { useSyncExternalStore } from "react";
import { FORCE_MOBILE_PARAM, isMobileDevice, isSlowConnection, type ConnectionInfo } from "./device";
import { forgetImagePreferences } from "./storage";

export interface ClientEnvironment {
  mobile: boolean;
  slow: boolean;
}

type NavigatorWithConnection = Navigator & {
  connection?: ConnectionInfo & EventTarget;
};

function readEnvironment(): ClientEnvironment {
  const nav = navigator as NavigatorWithConnection;
  const hasTouch = nav.maxTouchPoints > 0 || window.matchMedia?.("(pointer: coarse)").matches === true;
  return {
    mobile: isMobileDevice({
      forceMobileParam: new URLSearchParams(window.location.search).get(FORCE_MOBILE_PARAM),
      userAgent: nav.userAgent,
      screenWidth: window.innerWidth,
      hasTouch,
    }),
    slow: isSlowConnection(nav.connection),
  };
}

// useSyncExternalStore compares snapshots by identity: a string key keeps it stable.
const encode = (env: ClientEnvironment) => `${+env.mobile}${+env.slow}`;
const decode = (key: string): ClientEnvironment => ({ mobile: key[0] === "1", slow: key[1] === "1" });

function subscribe(onChange: () => void): () => void {
  // The first look at this browser: a good moment to drop what the site no longer reads.
  forgetImagePreferences();
  const connection = (navigator as NavigatorWithConnection).connection;
  window.addEventListener("resize", onChange);
  connection?.addEventListener?.("change", onChange);
  return () => {
    window.removeEventListener("resize", onChange);
    connection?.removeEventListener?.("change", onChange);
  };
}

/**
 * Device and connection as the browser reports them, kept current on resize
 * and connection change. (Which images a page shows is the server's choice,
 * from System Settings › Images: decision 050.) During server
 * rendering and hydration it answers with the server's guess (`serverMobile`,
 * from the user agent and the force parameter), so the markup matches.
 */
export function useClientEnvironment(serverMobile: boolean): ClientEnvironment {
  const key = useSyncExternalStore(
    subscribe,
    () => encode(readEnvironment()),
    () => encode({ mobile: serverMobile, slow: false }),
  );
  return decode(key);
}
