"use client";

import { useSyncExternalStore } from "react";
import { FORCE_MOBILE_PARAM, isMobileDevice, isSlowConnection, type ConnectionInfo } from "./device";
import { IMAGE_PREFERENCES_KEY, readImagePreferences } from "./storage";

export interface ClientEnvironment {
  mobile: boolean;
  slow: boolean;
  preferLocalImages: boolean;
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
    preferLocalImages: readImagePreferences().preferLocalImages,
  };
}

// useSyncExternalStore compares snapshots by identity: a string key keeps it stable.
const encode = (env: ClientEnvironment) => `${+env.mobile}${+env.slow}${+env.preferLocalImages}`;
const decode = (key: string): ClientEnvironment => ({ mobile: key[0] === "1", slow: key[1] === "1", preferLocalImages: key[2] === "1" });

function subscribe(onChange: () => void): () => void {
  const connection = (navigator as NavigatorWithConnection).connection;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === IMAGE_PREFERENCES_KEY) onChange();
  };
  window.addEventListener("resize", onChange);
  window.addEventListener("storage", onStorage);
  connection?.addEventListener?.("change", onChange);
  return () => {
    window.removeEventListener("resize", onChange);
    window.removeEventListener("storage", onStorage);
    connection?.removeEventListener?.("change", onChange);
  };
}

/**
 * Device, connection and image preference as the browser reports them, kept
 * current on resize, connection change and storage change. During server
 * rendering and hydration it answers with the server's guess (`serverMobile`,
 * from the user agent and the force parameter), so the markup matches.
 */
export function useClientEnvironment(serverMobile: boolean): ClientEnvironment {
  const key = useSyncExternalStore(
    subscribe,
    () => encode(readEnvironment()),
    () => encode({ mobile: serverMobile, slow: false, preferLocalImages: false }),
  );
  return decode(key);
}
