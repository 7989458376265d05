"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { showErrorToast } from "@/lib/client/toast";
import { CATEGORIES_LOAD_FAILED, type PreferenceTile } from "../types";

/** The refetch debounce: one second. */
const REFETCH_DEBOUNCE_MS = 1000;

/**
 * The home page's category tiles. Rendered on the server; re-read (debounced
 * by 1 s) when the tab becomes visible again or the browser comes back
 * online, so a page left open picks up an admin's changes.
 */
export function CategoryTiles({ initialTiles }: { initialTiles: PreferenceTile[] }) {
  const tiles = useRefreshedTiles(initialTiles);
  if (tiles.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-muted-foreground">
        No categories to show at the moment.
      </p>
    );
  }
  return (
    <ul aria-label="Categories" className="flex flex-wrap justify-center gap-3 sm:gap-5">
      {tiles.map((tile) => (
        <li key={tile.id} className="w-[calc(50%-0.375rem)] sm:w-[calc(33.333%-0.84rem)] lg:w-[calc(25%-0.94rem)]">
          <CategoryTile tile={tile} />
        </li>
      ))}
    </ul>
  );
}

/** Tiles sit below the first screen on every device: they never compete with the hero for bandwidth. */
function CategoryTile({ tile }: { tile: PreferenceTile }) {
  return (
    <Link
      href={tile.href}
      className="group relative block aspect-[4/5] overflow-hidden rounded-lg border border-border bg-muted transition-colors hover:border-gold/60"
    >
      {tile.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- brand images come from the media route, not the optimiser
        <img
          src={tile.image.src}
          srcSet={tile.image.srcSet || undefined}
          sizes="(min-width: 1024px) 20rem, (min-width: 640px) 33vw, 50vw"
          alt={tile.imageAlt}
          width={tile.image.width}
          height={tile.image.height}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.04]"
        />
      ) : null}
      <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-background via-background/30 to-transparent" />
      <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 p-4 sm:p-5">
        <span className="font-display text-lg leading-tight text-foreground sm:text-2xl">{tile.name}</span>
        <span aria-hidden="true" className="mb-1 hidden h-px w-8 shrink-0 bg-gold transition-all duration-300 group-hover:w-12 sm:block" />
      </span>
    </Link>
  );
}

function useRefreshedTiles(initialTiles: PreferenceTile[]): PreferenceTile[] {
  const [tiles, setTiles] = useState(initialTiles);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | undefined;

    async function refetch() {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      try {
        const response = await fetch("/api/preference-categories", { cache: "no-store", signal: controller.signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { tiles?: PreferenceTile[] };
        if (!Array.isArray(body.tiles)) throw new Error("Malformed response");
        setTiles(body.tiles);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("[categories] refresh failed:", error);
        showErrorToast(CATEGORIES_LOAD_FAILED, { id: "categories-load" });
      }
    }

    function schedule() {
      if (document.visibilityState !== "visible") return;
      clearTimeout(timer);
      timer = setTimeout(() => void refetch(), REFETCH_DEBOUNCE_MS);
    }

    document.addEventListener("visibilitychange", schedule);
    window.addEventListener("online", schedule);
    return () => {
      document.removeEventListener("visibilitychange", schedule);
      window.removeEventListener("online", schedule);
      clearTimeout(timer);
      inFlight?.abort();
    };
  }, []);

  return tiles;
}
