import { IMAGE_CATEGORIES, type ImageCategory } from "../image-categories";

/**
 * What a migration covers: every image ("all": every stored file, used or
 * not, and every outside address), or the images one category names. Apart
 * from the queries so the screen in the browser can list them.
 */
export const MIGRATION_SCOPES = ["all", ...IMAGE_CATEGORIES] as const;
export type MigrationScope = (typeof MIGRATION_SCOPES)[number];

export const MIGRATION_TARGETS = ["local", "s3"] as const;
export type MigrationTarget = (typeof MIGRATION_TARGETS)[number];

export const MIGRATION_STATUSES = ["running", "paused", "complete", "failed"] as const;
export type MigrationStatus = (typeof MIGRATION_STATUSES)[number];

/** First the outside addresses are brought home (into the target), then stored files are moved. */
export const MIGRATION_PHASES = ["external", "stored"] as const;
export type MigrationPhase = (typeof MIGRATION_PHASES)[number];

/** Why one item could not be migrated: each has a message in both languages (adminContent.migration.reasons). */
export const MIGRATION_FAILURE_REASONS = [
  "file_missing",
  "copy_mismatch",
  "store_error",
  "reference_changed",
  "import_failed",
  "not_http",
  "credentials",
  "private_address",
  "dns_failed",
  "too_many_redirects",
  "too_large",
  "not_image",
  "timeout",
  "http_error",
  "connection_failed",
] as const;
export type MigrationFailureReason = (typeof MIGRATION_FAILURE_REASONS)[number];

export function categoryOf(scope: MigrationScope): ImageCategory | null {
  return scope === "all" ? null : scope;
}

/** A job as the screen shows it (and the progress stream sends it). */
export interface MigrationView {
  id: string;
  scope: MigrationScope;
  target: MigrationTarget;
  status: MigrationStatus;
  phase: MigrationPhase;
  total: number;
  processed: number;
  succeeded: number;
  failed: number;
  failures: { item: string; reason: string }[];
  startedByEmail: string | null;
  createdAt: string;
  finishedAt: string | null;
}
