import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./_columns";

export const USER_ROLES = ["user", "member", "team", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ["pending", "approved", "rejected"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** Languages of the admin back office (chosen per admin and remembered); the public site is always en-GB. */
export const ADMIN_LOCALES = ["en-GB", "pt-BR"] as const;

/**
 * Accounts and profiles in one table: better-auth's `user` model (id, name, email,
 * emailVerified, image, timestamps) plus the profile fields (role, status,
 * approved_at, last_sign_in_at). `expires_at` is the exclusive-member expiry:
 * sign-in after it is refused.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("pending"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    isExclusiveMember: boolean("is_exclusive_member").notNull().default(false),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** The back-office language this admin chose; null = not chosen yet (en-GB). */
    adminLocale: text("admin_locale", { enum: ADMIN_LOCALES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('user','member','team','admin')`),
    check("users_status_check", sql`${t.status} in ('pending','approved','rejected')`),
    check("users_admin_locale_check", sql`${t.adminLocale} is null or ${t.adminLocale} in ('en-GB','pt-BR')`),
    index("users_status_created_idx").on(t.status, t.createdAt),
    // The Users screen's default order (newest first, id to break ties): a page is read straight off the index.
    index("users_created_id_idx").on(t.createdAt, t.id),
    index("users_role_idx").on(t.role),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/**
 * better-auth's two-factor plugin: one row per account that set up an
 * authenticator. The secret and the recovery codes are stored encrypted with
 * the auth secret (the plugin's symmetricEncrypt); `verified` stays false
 * until the first code from the app is accepted.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factors_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);
