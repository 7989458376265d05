"use client";

import { useCallback, useState } from "react";

/**
 * The ticked rows of a list with bulk changes: tick one, tick a set (a
 * page), clear. Kept by id, so a row stays ticked while the page is read
 * again after a change.
 */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = useCallback((id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const selectOnly = useCallback((ids: readonly string[]) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, select, selectOnly, clear };
}
