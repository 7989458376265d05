"use client";

import { useEffect, useRef } from "react";

/**
 * Calls `onChange` `delayMs` after the server reports a write to `table`
 * (or to any of several tables: one stream for all of them) through
 * GET /api/events (server-sent events fed by PostgreSQL LISTEN/NOTIFY, so a
 * write on any server instance is heard). Bursts of writes collapse into
 * one call, and a reconnection after a dropped stream counts as a change,
 * since writes made while disconnected were not seen.
 */
export function useTableChange(table: string | readonly string[], onChange: () => void, delayMs: number): void {
  // A stable dependency however the caller builds the list.
  const tables = (typeof table === "string" ? [table] : [...table]).join(",");
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;

    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), delayMs);
    };
    const onMessage = (event: MessageEvent<string>) => {
      // "*": the server may have missed changes (src/lib/changes.ts ANY_TABLE).
      if (event.data === "*" || tables.split(",").includes(event.data)) schedule();
    };
    const onError = () => {
      dropped = true;
    };
    const onOpen = () => {
      if (dropped) schedule();
      dropped = false;
    };
    const connect = () => {
      source = new EventSource("/api/events");
      source.addEventListener("change", onMessage);
      source.addEventListener("error", onError);
      source.addEventListener("open", onOpen);
    };
    const disconnect = () => {
      source?.close();
      source = null;
    };
    // An open stream keeps the page out of the back/forward cache: close it
    // when the page is hidden, and on coming back from that cache reconnect
    // and reload, since writes made meanwhile were not seen.
    const onPageHide = () => {
      disconnect();
      dropped = true;
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && !source) connect();
    };

    connect();
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      disconnect();
    };
  }, [tables, delayMs]);
}
