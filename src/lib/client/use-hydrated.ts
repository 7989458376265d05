"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs the
 * page. A control whose state lives in React (a tick box feeding a bulk
 * bar) is disabled until then: a click before hydration would change the
 * box on screen but not the state behind it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
