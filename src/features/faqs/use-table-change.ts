"use client";

import { useEffect, useRef } from "react";

/**
 * Calls `onChange` `delayMs` after the server reports a write to `table`
 * (GET /api/events, server-sent events). Bursts of writes collapse into one
 * call, and a reconnection after a dropped stream counts as a change, since
 * writes made while disconnected were not seen.
 */
export function useTableChange(table: string, onChange: () => void, delayMs: number): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;

    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), delayMs);
    };
    const onMessage = (event: MessageEvent<string>) => {
      if (event.data === table) schedule();
    };
    const onError = () => {
      dropped = true;
    };
    const onOpen = () => {
      if (dropped) schedule();
      dropped = false;
    };

    source.addEventListener("change", onMessage);
    source.addEventListener("error", onError);
    source.addEventListener("open", onOpen);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [table, delayMs]);
}
