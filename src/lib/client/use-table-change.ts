"use client";

import { useEffect, useRef } from "react";
import { listenToServer } from "./event-stream";

/**
 * Calls `onChange` `delayMs` after the server reports a write to `table`
 * (or to any of several tables) through the tab's one stream of
 * GET /api/events (server-sent events fed by PostgreSQL LISTEN/NOTIFY, so a
 * write on any server instance is heard; src/lib/client/event-stream.ts).
 * Bursts of writes collapse into one call, and a reconnection after a
 * dropped stream counts as a change, since writes made while disconnected
 * were not seen. A cache card operation that cleared the table counts too.
 */
export function useTableChange(table: string | readonly string[], onChange: () => void, delayMs: number): void {
  // A stable dependency however the caller builds the list.
  const tables = (typeof table === "string" ? [table] : [...table]).join(",");
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watched = tables.split(",");
    const stop = listenToServer({
      onChange(changed) {
        // "*": the server may have missed changes (src/lib/changes.ts ANY_TABLE).
        if (changed !== "*" && !watched.includes(changed)) return;
        clearTimeout(timer);
        timer = setTimeout(() => callback.current(), delayMs);
      },
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [tables, delayMs]);
}
