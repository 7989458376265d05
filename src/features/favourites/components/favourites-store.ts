"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import type { FavouritesState } from "../rules";

/**
 * The viewer's favourites in the browser, shared by every heart on the page:
 * one GET /api/favourites per page visited (so signing in or out elsewhere
 * shows on the next page), then kept in step with each save or removal.
 */

export type FavouritesSnapshot = { kind: "loading" } | FavouritesState;

const LOADING: FavouritesSnapshot = { kind: "loading" };
let snapshot: FavouritesSnapshot = LOADING;
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function publish(next: FavouritesSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function load(pathname: string) {
  if (loadedFor === pathname) return;
  loadedFor = pathname;
  try {
    const response = await fetch("/api/favourites", { credentials: "same-origin", cache: "no-store" });
    publish(response.ok ? ((await response.json()) as FavouritesState) : { kind: "not-allowed" });
  } catch {
    // Offline or the server restarting: show no hearts rather than wrong ones.
    publish({ kind: "not-allowed" });
  }
}

/** Records a change the server has accepted (or undoes an optimistic one). */
export function setSaved(modelId: string, saved: boolean) {
  if (snapshot.kind !== "member") return;
  const others = snapshot.modelIds.filter((id) => id !== modelId);
  publish({ kind: "member", modelIds: saved ? [modelId, ...others] : others });
}

export function useFavourites(): FavouritesSnapshot {
  const pathname = usePathname();
  useEffect(() => {
    void load(pathname);
  }, [pathname]);
  return useSyncExternalStore(subscribe, () => snapshot, () => LOADING);
}
