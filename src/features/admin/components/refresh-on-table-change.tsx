"use client";

import { useRouter } from "next/navigation";
import { useTableChange } from "@/lib/client/use-table-change";

// Short, so a change made elsewhere shows well within a second, yet a burst
// of writes (a bulk change, a reorder) is one refresh, not one per row.
const REFRESH_DELAY_MS = 100;

/**
 * Keeps an open admin screen current with changes made elsewhere: another
 * admin, another browser tab, another server instance, psql. A committed
 * write to one of `tables` reaches every instance as a PostgreSQL
 * notification and every open page through GET /api/events
 * (useTableChange); the screen's server components are then read again
 * (router.refresh()). Client state outlives a refresh, so what the admin is
 * typing stays; a list that keeps its own copy of the rows takes the new
 * ones with useServerState. Only the tables the public site shows announce
 * their writes (drizzle/0001_change_notifications.sql). Renders nothing.
 */
export function RefreshOnTableChange({ tables }: { tables: string | readonly string[] }) {
  const router = useRouter();
  useTableChange(tables, () => router.refresh(), REFRESH_DELAY_MS);
  return null;
}
