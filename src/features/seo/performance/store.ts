/**
 * The database side of the server's page-view layer (src/server/layers/page-views.ts):
 * adding counted views and telling staff sessions from visitors. Handed to the
 * server at start-up (src/instrumentation.ts, through src/server/app-ports.ts),
 * because the layer runs in the server, outside the app's bundle, and must
 * share the app's database handle and session check. See decision 032.
 */
import { sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { pageViews } from "@/db/schema";
import { readSessionUser } from "@/features/auth/session-user";

type Db = Database | Transaction;

const DEVICE_TYPES = new Set(["mobile", "desktop", "tablet"]);
// One statement stays well under PostgreSQL's 65,535 parameters (5 per row).
const ROWS_PER_STATEMENT = 5_000;

export interface PageViewBucket {
  path: string;
  /** UTC date, YYYY-MM-DD. */
  day: string;
  deviceType: "mobile" | "desktop" | "tablet";
  referrerHost: string;
  views: number;
}

function isValidBucket(bucket: PageViewBucket): boolean {
  return (
    typeof bucket.path === "string" &&
    bucket.path.startsWith("/") &&
    bucket.path.length <= 512 &&
    /^\d{4}-\d{2}-\d{2}$/.test(bucket.day) &&
    DEVICE_TYPES.has(bucket.deviceType) &&
    typeof bucket.referrerHost === "string" &&
    Number.isInteger(bucket.views) &&
    bucket.views > 0
  );
}

/** Adds views to their buckets in one upsert per few thousand buckets (a bucket's views add up). */
export async function recordPageViews(db: Db, buckets: readonly PageViewBucket[]): Promise<void> {
  const valid = buckets.filter(isValidBucket);
  for (let start = 0; start < valid.length; start += ROWS_PER_STATEMENT) {
    const rows = valid.slice(start, start + ROWS_PER_STATEMENT);
    await db
      .insert(pageViews)
      .values(rows.map(({ path, day, deviceType, referrerHost, views }) => ({ path, day, deviceType, referrerHost, views })))
      .onConflictDoUpdate({
        target: [pageViews.path, pageViews.day, pageViews.deviceType, pageViews.referrerHost],
        set: { views: sql`${pageViews.views} + excluded.views` },
      });
  }
}

/**
 * Whether a Cookie header holds a valid session of an admin or team account
 * (staff: their own visits are not the audience). Read through the same
 * session check as every page (signature and expiry, then the user row).
 */
export async function isStaffSession(cookieHeader: string): Promise<boolean> {
  if (!cookieHeader) return false;
  const user = await readSessionUser(new Headers({ cookie: cookieHeader }));
  return user?.role === "admin" || user?.role === "team";
}

/** The server layer's store. */
export function pageViewStore() {
  return {
    recordViews: async (buckets: PageViewBucket[]) => recordPageViews(await getDb(), buckets),
    isStaffSession,
  };
}
