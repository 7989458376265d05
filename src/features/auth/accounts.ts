import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { accounts, users, type UserRole, type UserStatus, USER_ROLES, USER_STATUSES } from "@/db/schema";
import { getAuth } from "./auth";
import { hasForbiddenChars, PASSWORD_MAX } from "./schemas";
import { normaliseEmail } from "./rate-limit";

/** Admin-created accounts may have 6 characters; self sign-up needs 8. */
export const ADMIN_CREATED_PASSWORD_MIN = 6;

export interface CreateAccountInput {
  email: string;
  name: string;
  password: string;
  role: UserRole;
  status: UserStatus;
  expiresAt?: Date | null;
  isExclusiveMember?: boolean;
}

export interface CreatedAccount {
  id: string;
  email: string;
}

export class AccountExistsError extends Error {
  constructor(email: string) {
    super(`An account with the email ${email} already exists.`);
    this.name = "AccountExistsError";
  }
}

/** Hashes with better-auth's own hasher (whatever it is configured to be), so sign-in can verify it. */
export async function hashPassword(password: string): Promise<string> {
  const ctx = await (await getAuth()).$context;
  return ctx.password.hash(password);
}

/** Ids the way better-auth makes them (its generateId, or a UUID if it defers to the database). */
async function newId(model: "user" | "account"): Promise<string> {
  const ctx = await (await getAuth()).$context;
  const id = ctx.generateId({ model });
  return typeof id === "string" && id ? id : randomUUID();
}

/** Refuses input no account may have (thrown as a plain Error: callers validate first, this is the last line). */
function checkAccountInput(input: CreateAccountInput): { email: string; name: string } {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  if (!email || !email.includes("@")) throw new Error("createAccount: a valid email is required.");
  if (!name) throw new Error("createAccount: a name is required.");
  if (!USER_ROLES.includes(input.role)) throw new Error(`createAccount: unknown role ${String(input.role)}.`);
  if (!USER_STATUSES.includes(input.status)) throw new Error(`createAccount: unknown status ${String(input.status)}.`);
  if (input.password.length < ADMIN_CREATED_PASSWORD_MIN || input.password.length > PASSWORD_MAX) {
    throw new Error(`createAccount: the password must have ${ADMIN_CREATED_PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  }
  if (hasForbiddenChars(name) || hasForbiddenChars(input.password)) {
    throw new Error("createAccount: control or text-direction characters are not allowed.");
  }
  return { email, name };
}

/**
 * Creates a user and its credential account (providerId "credential",
 * accountId = user id, as better-auth's sign-up does) in one transaction.
 * For the seed and the admin bootstrap. Throws AccountExistsError when the
 * email is taken.
 */
export async function createAccount(input: CreateAccountInput): Promise<CreatedAccount> {
  checkAccountInput(input);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  try {
    return await db.transaction((tx) => insertAccount(tx, input, passwordHash));
  } catch (error) {
    if (error instanceof AccountExistsError) throw error;
    // A concurrent insert of the same email loses on the unique index.
    if (isUniqueViolation(error)) throw new AccountExistsError(normaliseEmail(input.email));
    throw error;
  }
}

/**
 * The same, inside the caller's transaction, for a change that creates the
 * account together with other rows and its audit entry (an admin creating
 * an exclusive member). `passwordHash` comes from hashPassword, made before
 * the transaction so it is not held open while the hash is computed.
 */
export async function insertAccount(tx: Database | Transaction, input: CreateAccountInput, passwordHash: string): Promise<CreatedAccount> {
  const { email, name } = checkAccountInput(input);
  const id = await newId("user");
  const accountId = await newId("account");
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new AccountExistsError(email);
  await tx.insert(users).values({
    id,
    name,
    email,
    emailVerified: false,
    role: input.role,
    status: input.status,
    approvedAt: input.status === "approved" ? new Date() : null,
    expiresAt: input.expiresAt ?? null,
    isExclusiveMember: input.isExclusiveMember ?? false,
  });
  await tx.insert(accounts).values({
    id: accountId,
    accountId: id,
    providerId: "credential",
    userId: id,
    password: passwordHash,
  });
  return { id, email };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Creates the first admin (role admin, status approved) when there is no admin
 * at all. Idempotent: returns false and changes nothing once any admin exists.
 */
export async function ensureAdminAccount({
  email,
  password,
  name = "Administrator",
}: {
  email: string;
  password: string;
  name?: string;
}): Promise<{ created: boolean; id?: string }> {
  const db = await getDb();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (admin) return { created: false };
  try {
    const created = await createAccount({ email, name, password, role: "admin", status: "approved" });
    return { created: true, id: created.id };
  } catch (error) {
    // Another process bootstrapped the same admin at the same moment.
    if (error instanceof AccountExistsError) {
      const [again] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
      if (again) return { created: false };
    }
    throw error;
  }
}

// Readable: no 0/O, 1/l/I.
const PASSWORD_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A random password of `length` (default 20) readable characters: about 116 bits at 20. */
export function generatePassword(length = 20): string {
  if (!Number.isInteger(length) || length < 12 || length > PASSWORD_MAX) {
    throw new Error(`generatePassword: length must be an integer from 12 to ${PASSWORD_MAX}.`);
  }
  let out = "";
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}
