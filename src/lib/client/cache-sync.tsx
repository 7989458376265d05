"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "sonner";
import { announceTablesCleared, listenToServer, type CacheOperationMessage } from "./event-stream";
import { dropBrowserCaches } from "./service-worker";

/** The spec's timings: refetch half a second after the word, reload a second after an emergency. */
const REFETCH_DELAY_MS = 500;
const EMERGENCY_RELOAD_MS = 1_000;

export interface CacheSyncMessages {
  /** 'Cache sync failed' */
  failedTitle: string;
  /** 'Failed to update content. Please refresh the page.' */
  failedText: string;
}

/**
 * The emergency path, for every tab and for the admin whose emergency clear
 * failed on the servers: this browser drops every cache it holds (its
 * service worker's included; dropBrowserCaches never throws) and loads the
 * page again a second later.
 */
export async function dropCachesAndReload(): Promise<void> {
  await dropBrowserCaches();
  setTimeout(() => window.location.reload(), EMERGENCY_RELOAD_MS);
}

/**
 * Every open tab, public or admin, follows the dashboard's cache card
 * (decision 052), the spec's `admin-cache-sync` broadcast:
 * - sync all: the page is fetched again (the server's caches are already empty);
 * - fresh blog: a journal page is fetched again;
 * - a clear by content type: what the page shows of those tables reloads,
 *   as after a write (the FAQ list, the gallery);
 * - emergency: the tab drops every cache it holds (its service worker's
 *   included) and reloads.
 * Clear all touches only the servers. A tab offline when an operation ran
 * hears it when its stream comes back (the server replays what it missed);
 * one that hears "sync all" while its network is gone says 'Cache sync failed'.
 */
export function CacheSync({ messages }: { messages: CacheSyncMessages }) {
  const router = useRouter();
  useEffect(() => {
    // A tab that heard the word while its network is gone cannot fetch the page again: it says so.
    const refetch = () =>
      setTimeout(() => {
        if (navigator.onLine) router.refresh();
        else toast.error(messages.failedTitle, { description: messages.failedText });
      }, REFETCH_DELAY_MS);
    return listenToServer({
      onCacheOperation(operation: CacheOperationMessage) {
        if (operation.kind === "emergency") void dropCachesAndReload();
        else if (operation.kind === "sync_all") refetch();
        else if (operation.kind === "fresh_blog") {
          if (window.location.pathname.startsWith("/blog")) refetch();
        } else if (operation.tables) announceTablesCleared(operation.tables);
      },
    });
  }, [router, messages.failedTitle, messages.failedText]);
  return null;
}
