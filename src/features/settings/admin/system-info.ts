import "server-only";
import { sql } from "drizzle-orm";
import { getDatabaseHandle } from "@/db";
import { latestAppliedMigration } from "@/db/migrate";
import { ADMIN_CREATED_PASSWORD_MIN } from "@/features/auth/accounts";
import { getAuth } from "@/features/auth/auth";
import { SIGN_IN_LIMITS } from "@/features/auth/rate-limit";
import { PASSWORD_MIN } from "@/features/auth/schemas";
import {
  DEFAULT_VARIANT_WIDTHS,
  DEFAULT_WEBP_QUALITY,
  MAX_INPUT_PIXELS,
  ORIGINAL_MAX_WIDTH,
} from "@/features/images/process";
import { getMediaStore, s3StoreSettings, writeTargetOf, type MediaStoreKind } from "@/lib/media";
import { MAX_UPLOAD_BYTES } from "@/lib/upload-limits.mjs";
import { DATA_CACHE_MAX_TTL_SECONDS, DATA_CACHE_MIN_TTL_SECONDS } from "@/lib/cache";
import { FIELD_ENCRYPTION_NAME, fieldKeySource } from "@/lib/crypto/field-encryption";
import { getEnv } from "@/lib/env";
import { PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_TOTAL_BYTES, PAGE_CACHE_TTL_MS } from "@/lib/page-cache-limits";
import { serverControls } from "@/server/app-ports";
import { MEDIA_CACHE_PUBLIC, MEDIA_CACHE_RESTRICTED } from "../media-cache";

/**
 * The "display only" values of the System Settings screen, read from the code
 * and the running system (the values the system really uses). Nothing here is
 * typed in by hand except what is checked by a test.
 */

export interface DatabaseInfo {
  driver: "pglite" | "postgres";
  migrations: { count: number; newest: string | null };
  tables: { name: string; rows: number }[];
}

export async function getDatabaseInfo(): Promise<DatabaseInfo> {
  const handle = await getDatabaseHandle();
  const [migration, tableNames] = await Promise.all([
    latestAppliedMigration(handle),
    handle.db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ]);
  const names = (tableNames as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  // Exact counts: the tables are small, and estimates (pg_class.reltuples) are 0 on a fresh PGlite.
  const tables = await Promise.all(
    names.map(async (name) => {
      const result = await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
      return { name, rows: (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0 };
    }),
  );
  return {
    driver: handle.kind,
    migrations: { count: migration?.count ?? 0, newest: migration?.tag ?? null },
    tables,
  };
}

export interface ImagesInfo {
  uploadLimitBytes: number;
  maxInputPixels: number;
  originalMaxWidth: number;
  variantWidths: readonly number[];
  webpQuality: number;
  cachePublic: string;
  cacheRestricted: string;
  /** Where new images go now: the latest Bulk Image Migration's target, else MEDIA_STORE (decision 051). */
  store: MediaStoreKind;
  /** The bucket this server can use (by name and endpoint, never its keys), or null: local disk only. */
  bucket: { name: string; endpoint: string } | null;
}

async function describeMediaStore(): Promise<Pick<ImagesInfo, "store" | "bucket">> {
  const s3 = s3StoreSettings();
  const { kind } = await writeTargetOf(getMediaStore());
  return { store: kind, bucket: s3 ? { name: s3.bucket, endpoint: s3.endpoint } : null };
}

export async function getImagesInfo(): Promise<ImagesInfo> {
  return {
    uploadLimitBytes: MAX_UPLOAD_BYTES,
    maxInputPixels: MAX_INPUT_PIXELS,
    originalMaxWidth: ORIGINAL_MAX_WIDTH,
    variantWidths: DEFAULT_VARIANT_WIDTHS,
    webpQuality: DEFAULT_WEBP_QUALITY,
    cachePublic: MEDIA_CACHE_PUBLIC,
    cacheRestricted: MEDIA_CACHE_RESTRICTED,
    ...(await describeMediaStore()),
  };
}

export interface SecurityInfo {
  sessionExpiresInSeconds: number;
  sessionUpdateAgeSeconds: number;
  cookieCacheEnabled: boolean;
  resetLinkSeconds: number;
  passwordMinSelf: number;
  passwordMinAdminCreated: number;
  signInLimits: typeof SIGN_IN_LIMITS;
  twoFactorAvailable: boolean;
}

/** Read from the live better-auth instance (src/features/auth/auth.ts) and the auth constants. */
export async function getSecurityInfo(): Promise<SecurityInfo> {
  const { options } = await getAuth();
  return {
    sessionExpiresInSeconds: options.session?.expiresIn ?? 0,
    sessionUpdateAgeSeconds: options.session?.updateAge ?? 0,
    cookieCacheEnabled: options.session?.cookieCache?.enabled ?? false,
    resetLinkSeconds: options.emailAndPassword?.resetPasswordTokenExpiresIn ?? 0,
    passwordMinSelf: options.emailAndPassword?.minPasswordLength ?? PASSWORD_MIN,
    passwordMinAdminCreated: ADMIN_CREATED_PASSWORD_MIN,
    signInLimits: SIGN_IN_LIMITS,
    // Read from the instance: true only while better-auth's two-factor plugin is installed.
    twoFactorAvailable: (options.plugins ?? []).some((plugin) => plugin.id === "two-factor"),
  };
}

export interface CachingInfo {
  /** The page cache of this instance: on (the production server), or off (VELVET_PAGE_CACHE=off, or a development server). */
  pageCacheOn: boolean;
  pageCacheSeconds: number;
  pageCacheMaxEntries: number;
  pageCacheMaxBytes: number;
  dataCacheMinSeconds: number;
  dataCacheMaxSeconds: number;
}

/** The caches' limits as the code enforces them (src/lib/page-cache-limits.ts, src/lib/cache.ts). */
export function getCachingInfo(): CachingInfo {
  return {
    pageCacheOn: (serverControls()?.serverCacheStats().pageCache ?? null) !== null,
    pageCacheSeconds: PAGE_CACHE_TTL_MS / 1000,
    pageCacheMaxEntries: PAGE_CACHE_MAX_ENTRIES,
    pageCacheMaxBytes: PAGE_CACHE_MAX_TOTAL_BYTES,
    dataCacheMinSeconds: DATA_CACHE_MIN_TTL_SECONDS,
    dataCacheMaxSeconds: DATA_CACHE_MAX_TTL_SECONDS,
  };
}

/**
 * Better-auth's two-factor plugin encrypts each TOTP secret with
 * XChaCha20-Poly1305 under a key derived (SHA-256) from the auth secret
 * (better-auth/dist/crypto; a test reads that source so this cannot drift).
 */
export const TWO_FACTOR_SECRET_ENCRYPTION = "XChaCha20-Poly1305";

export interface EncryptionInfo {
  applicantData: string;
  applicantKey: "environment" | "dataFolder";
  twoFactorSecrets: string;
  twoFactorKey: "environment" | "dataFolder";
}

/** How personal data and two-factor secrets are encrypted at rest, and where each key comes from. */
export function getEncryptionInfo(): EncryptionInfo {
  return {
    applicantData: FIELD_ENCRYPTION_NAME,
    applicantKey: fieldKeySource(),
    twoFactorSecrets: TWO_FACTOR_SECRET_ENCRYPTION,
    twoFactorKey: getEnv().BETTER_AUTH_SECRET ? "environment" : "dataFolder",
  };
}
