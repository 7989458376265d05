import type { z } from "zod";

/** The parsed environment (src/lib/env-schema.mjs); defaults filled in, switches as booleans. */
export interface Env {
  NODE_ENV: "development" | "production" | "test";
  HOST: string;
  PORT: number;
  DATA_DIR: string;
  MEDIA_DIR?: string;
  DATABASE_URL?: string;
  SITE_URL?: string;
  BETTER_AUTH_SECRET?: string;
  FIELD_ENCRYPTION_KEY?: string;
  FIELD_ENCRYPTION_PREVIOUS_KEYS?: string;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  DEMO_PASSWORD?: string;
  SEED_DEMO: "true" | "false";
  SMTP_URL?: string;
  MAIL_FROM?: string;
  TRUST_PROXY: boolean;
  VELVET_PAGE_CACHE: "on" | "off";
  VELVET_PAGE_VIEWS_FLUSH_MS: number;
  MEDIA_STORE?: "local" | "s3";
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  BACKUP_DIR?: string;
  BACKUP_S3_BUCKET?: string;
  BACKUP_PASSPHRASE?: string;
  VELVET_TEST_FIXTURES: boolean;
  VELVET_TEST_FIXTURES_TOKEN?: string;
}

export declare const envSchema: z.ZodType<Env, Record<string, string | undefined>>;
export declare const ENV_VARIABLES: ReadonlyArray<keyof Env>;

export interface EnvProblem {
  variable: string;
  message: string;
}

export declare class InvalidEnvError extends Error {
  problems: EnvProblem[];
  constructor(problems: EnvProblem[]);
}

export declare function parseEnv(source?: Record<string, string | undefined>): Env;
export declare function parseEnvOrExit(label: string, source?: Record<string, string | undefined>): Env;
