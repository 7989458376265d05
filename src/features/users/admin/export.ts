import { formatDateTime, formatDay } from "@/lib/format-date";
import { toCsv, type CsvValue } from "../csv";
import type { AdminUserRow } from "./list-query";

/** Messages of adminUsers in the admin's language (the route's translator). */
export type UsersTranslate = (key: string, values?: Record<string, string | number>) => string;

const COLUMNS = ["email", "name", "status", "role", "joined", "approved", "lastSignIn", "subscriptionEnds", "exclusive", "membershipEnds"] as const;

const day = (value: Date | string | null) => (value ? formatDay(value) : "");

function exportRow(user: AdminUserRow, t: UsersTranslate): CsvValue[] {
  const subscription = user.subscription;
  return [
    user.email,
    user.name,
    t(`status.${user.status}`),
    t(`role.${user.role}`),
    day(user.createdAt),
    day(user.approvedAt),
    user.lastSignInAt ? formatDateTime(user.lastSignInAt) : "",
    subscription ? (subscription.endsAt ? day(subscription.endsAt) : t("export.noEnd")) : "",
    user.isExclusiveMember ? t("export.yes") : t("export.no"),
    day(user.expiresAt),
  ];
}

/** The CSV of a view: a header row in the admin's language, one row per account, every cell safe to open (csv.ts). */
export function usersCsv(rows: readonly AdminUserRow[], t: UsersTranslate): string {
  return toCsv(
    COLUMNS.map((column) => t(`export.columns.${column}`)),
    rows.map((row) => exportRow(row, t)),
  );
}

/** "users-2026-05-10.csv" */
export function exportFileName(day: string): string {
  return `users-${day}.csv`;
}
