"use server";

import { and, asc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { after } from "next/server";
import type { z } from "zod";
import type { Transaction } from "@/db";
import { sessions, users, userSubscriptions } from "@/db/schema";
import { columnsOf } from "@/db/columns";
import { isAdmin } from "@/features/access/policy";
import { ActionFailure, defineAdminAction, type AuditRecord } from "@/features/admin/action";
import { AccountExistsError, hashPassword, insertAccount } from "@/features/auth/accounts";
import { authBaseUrl } from "@/features/auth/auth";
import { deliverQueuedMail, queueMails } from "@/features/mail/mail";
import { getSiteSettings } from "@/features/site/settings-row";
import { approvalMail } from "../approval-mail";
import { lockAdminIds } from "../locks";
import { rejectionMail } from "../rejection-mail";
import { memberLogin } from "../login";
import { endOfLondonDay, runningSubscription, subscriptionEnd, type SubscriptionChoice } from "../subscription-dates";
import { isNarrowedView } from "./list-params";
import { adminUserColumns, lockView, type AdminUserRecord } from "./list-query";
import { canHoldSubscription, canReview, demotedRole, isBulkEligible } from "./rules";
import {
  BULK_MAX,
  bulkChangeSchema,
  createMemberSchema,
  endSubscriptionSchema,
  grantSubscriptionSchema,
  reviewUserSchema,
  userIdSchema,
} from "./schemas";

/**
 * The Users screen's server actions (approve, reject, roles, create-member and
 * delete-user, exclusive members and subscriptions). Each is authorised,
 * validated and audited by defineAdminAction, with permission
 * admin.users.manage, and changes its rows and writes its audit rows in one
 * transaction. Access follows at once: the viewer is read fresh from these rows
 * on every request.
 */

const PERMISSION = "admin.users.manage" as const;
/** Ids per IN list: comfortably inside both drivers' parameter limits. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/** The account, locked for this change. */
async function lockUser(tx: Transaction, id: string): Promise<AdminUserRecord> {
  const [row] = await tx.select(adminUserColumns).from(users).where(eq(users.id, id)).for("update");
  if (!row) throw new ActionFailure("not_found", "adminUsers.errors.notFound");
  return row;
}

/** An account as its audit row records it. */
function snapshot(account: AdminUserRecord): Record<string, unknown> {
  const { id: _id, ...values } = account;
  return values;
}

// ---------------------------------------------------------------------------
// Status: approve and reject (one account or many)
// ---------------------------------------------------------------------------

interface StatusChange {
  audit: AuditRecord[];
  queuedMail: string[];
}

/**
 * Approves pending accounts: status approved, approved_at stamped,
 * and one "you are approved" mail each, queued in this transaction and sent
 * after the commit.
 */
async function approveAccounts(tx: Transaction, accounts: readonly AdminUserRecord[], note: string | null): Promise<StatusChange> {
  const now = new Date();
  for (const slice of chunks(accounts.map((account) => account.id))) {
    await tx.update(users).set({ status: "approved", approvedAt: now }).where(inArray(users.id, slice));
  }
  const { brandName } = await getSiteSettings(tx);
  const signInUrl = `${authBaseUrl()}/auth`;
  const queuedMail = await queueMails(
    tx,
    accounts.map((account) => approvalMail(account, { brand: brandName, signInUrl })),
  );
  return { audit: statusChangeAudit(accounts, "user.approve", { status: "approved", approvedAt: now }, note), queuedMail };
}

/**
 * Rejects pending accounts: status rejected, approved_at cleared, any session
 * ended, and one "not approved" mail each, queued in this transaction and
 * sent after the commit, as an approval's is.
 */
async function rejectAccounts(tx: Transaction, accounts: readonly AdminUserRecord[], note: string | null): Promise<StatusChange> {
  for (const slice of chunks(accounts.map((account) => account.id))) {
    await tx.update(users).set({ status: "rejected", approvedAt: null }).where(inArray(users.id, slice));
    await tx.delete(sessions).where(inArray(sessions.userId, slice));
  }
  const { brandName, contactEmail } = await getSiteSettings(tx);
  const queuedMail = await queueMails(
    tx,
    accounts.map((account) => rejectionMail(account, { brand: brandName, contactEmail })),
  );
  return { audit: statusChangeAudit(accounts, "user.reject", { status: "rejected", approvedAt: null }, note), queuedMail };
}

/** One audit row per account reviewed: what its status and approval date were, what they became, and the admin's note. */
function statusChangeAudit(
  accounts: readonly AdminUserRecord[],
  action: "user.approve" | "user.reject",
  newValues: { status: "approved" | "rejected"; approvedAt: Date | null },
  note: string | null,
): AuditRecord[] {
  return accounts.map((account) => ({
    action,
    entityType: "user",
    entityId: account.id,
    oldValues: { email: account.email, status: account.status, approvedAt: account.approvedAt },
    newValues,
    notes: note,
  }));
}

/**
 * After the commit, the approval mail queued with it goes out (a failure is
 * recorded on its outbox row). In a request it is sent once the answer has
 * gone (next/server's after), so a bulk approval does not wait for SMTP;
 * outside one (scripts, tests) it is sent at once.
 */
async function sendQueuedMail(queuedMail: readonly string[]): Promise<void> {
  if (queuedMail.length === 0) return;
  try {
    after(() => deliverQueuedMail(queuedMail));
  } catch {
    await deliverQueuedMail(queuedMail);
  }
}

/** Approving or rejecting one pending account: the same lock and check, then the change (and its mail, after the commit). */
function reviewOneAccount(change: (tx: Transaction, accounts: readonly AdminUserRecord[], note: string | null) => Promise<StatusChange>) {
  return defineAdminAction({
    permission: PERMISSION,
    schema: reviewUserSchema,
    failureKey: "adminUsers.errors.updateStatus",
    async run({ id, note }, { tx }) {
      const account = await lockUser(tx, id);
      if (!canReview(account)) throw new ActionFailure("conflict", "adminUsers.errors.notPending");
      const { audit, queuedMail } = await change(tx, [account], note);
      return { data: { id, queuedMail }, audit };
    },
    afterCommit: (data) => sendQueuedMail(data.queuedMail),
  });
}

export const approveUser = reviewOneAccount(approveAccounts);

export const rejectUser = reviewOneAccount(rejectAccounts);

// ---------------------------------------------------------------------------
// Role: promote and demote
// ---------------------------------------------------------------------------

type AccountRole = AdminUserRecord["role"];

/**
 * Promote and demote: only an admin may change a role, never their own; the
 * change decides the new role from the locked account (or refuses), and the
 * audit row keeps the role before and after.
 */
function defineRoleChange(change: {
  audit: "user.promote" | "user.demote";
  selfRefusal: "adminUsers.errors.selfPromote" | "adminUsers.errors.selfDemote";
  newRole: (tx: Transaction, id: string) => Promise<{ account: AdminUserRecord; role: AccountRole }>;
}) {
  return defineAdminAction({
    permission: PERMISSION,
    schema: userIdSchema,
    failureKey: "adminUsers.errors.updateRole",
    async run({ id }, { tx, viewer }) {
      if (id === viewer.userId) throw new ActionFailure("invalid", change.selfRefusal);
      if (!isAdmin(viewer)) throw new ActionFailure("invalid", "adminUsers.roles.errors.adminOnly");
      const { account, role } = await change.newRole(tx, id);
      await tx.update(users).set({ role }).where(eq(users.id, id));
      return {
        data: { id, role },
        audit: { action: change.audit, entityType: "user", entityId: id, oldValues: { email: account.email, role: account.role }, newValues: { role } },
      };
    },
  });
}

export const promoteUser = defineRoleChange({
  audit: "user.promote",
  selfRefusal: "adminUsers.errors.selfPromote",
  async newRole(tx, id) {
    const account = await lockUser(tx, id);
    if (account.role === "admin") throw new ActionFailure("conflict", "adminUsers.errors.alreadyAdmin");
    if (account.status !== "approved") throw new ActionFailure("invalid", "adminUsers.errors.notApproved");
    return { account, role: "admin" };
  },
});

export const demoteUser = defineRoleChange({
  audit: "user.demote",
  selfRefusal: "adminUsers.errors.selfDemote",
  async newRole(tx, id) {
    // Every admin locked first (users/locks.ts), so two demotions at once cannot leave no admin.
    const admins = await lockAdminIds(tx);
    const account = await lockUser(tx, id);
    if (account.role !== "admin") throw new ActionFailure("conflict", "adminUsers.errors.notAdmin");
    if (admins.length <= 1) throw new ActionFailure("invalid", "adminUsers.errors.lastAdminDemote");
    return { account, role: demotedRole(account) };
  },
});

// ---------------------------------------------------------------------------
// Delete (delete-user)
// ---------------------------------------------------------------------------

export const deleteUser = defineAdminAction({
  permission: PERMISSION,
  schema: userIdSchema,
  failureKey: "adminUsers.errors.delete",
  async run({ id }, { tx, viewer }) {
    if (id === viewer.userId) throw new ActionFailure("invalid", "adminUsers.errors.selfDelete");
    const admins = await lockAdminIds(tx);
    const account = await lockUser(tx, id);
    if (account.role === "admin" && !isAdmin(viewer)) throw new ActionFailure("invalid", "adminUsers.roles.errors.adminOnly");
    if (account.role === "admin" && admins.length <= 1) throw new ActionFailure("invalid", "adminUsers.errors.lastAdminDelete");
    // Sessions first, so no request can start on one while the account goes
    // (the cascade would remove them anyway); credentials and subscriptions cascade.
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(users).where(eq(users.id, id));
    return { data: { id }, audit: { action: "user.delete", entityType: "user", entityId: id, oldValues: snapshot(account) } };
  },
});

// ---------------------------------------------------------------------------
// Subscriptions: grant or extend, end (history kept: rows are closed, never rewritten)
// ---------------------------------------------------------------------------

type RunningRow = { id: string; userId: string; active: boolean; startsAt: Date; endsAt: Date | null };

/** The running subscription rows of these accounts, locked, by account. */
async function lockRunningSubscriptions(tx: Transaction, userIds: readonly string[], now: Date): Promise<Map<string, RunningRow[]>> {
  const byUser = new Map<string, RunningRow[]>();
  for (const slice of chunks(userIds)) {
    const rows = await tx
      .select({
        ...columnsOf(userSubscriptions, ["id", "userId", "active", "startsAt", "endsAt"]),
      })
      .from(userSubscriptions)
      .where(
        and(
          inArray(userSubscriptions.userId, slice),
          eq(userSubscriptions.active, true),
          or(isNull(userSubscriptions.endsAt), gt(userSubscriptions.endsAt, now)),
        ),
      )
      .orderBy(asc(userSubscriptions.id))
      .for("update");
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  }
  return byUser;
}

/** Closes rows: no longer active, and when. Their start and planned end stay as granted. */
async function closeSubscriptionRows(tx: Transaction, rowIds: readonly string[], now: Date): Promise<void> {
  for (const slice of chunks(rowIds)) {
    await tx.update(userSubscriptions).set({ active: false, endedAt: now }).where(inArray(userSubscriptions.id, slice));
  }
}

/** An exclusive member's membership is their subscription: its end is the account's expiry (an exclusive member's sign-in after it is refused). */
async function followMembershipExpiry(tx: Transaction, account: AdminUserRecord, expiresAt: Date | null): Promise<Record<string, unknown>> {
  if (!account.isExclusiveMember) return {};
  await tx.update(users).set({ expiresAt }).where(eq(users.id, account.id));
  return { expiresAt };
}

/**
 * Grants a subscription to accounts without one and extends (or changes)
 * the running one of the others: the running rows are closed and a new row
 * holds the new end, counted from the running end (subscription-dates.ts).
 */
async function setSubscriptions(
  tx: Transaction,
  accounts: readonly AdminUserRecord[],
  choice: SubscriptionChoice,
  grantedBy: string | null,
): Promise<{ audit: AuditRecord[]; ends: Date[] }> {
  const now = new Date();
  const running = await lockRunningSubscriptions(tx, accounts.map((account) => account.id), now);
  const audit: AuditRecord[] = [];
  const ends: Date[] = [];
  const newRows: (typeof userSubscriptions.$inferInsert)[] = [];
  const closing: string[] = [];
  for (const account of accounts) {
    const rows = running.get(account.id) ?? [];
    const current = runningSubscription(rows, now);
    const endsAt = subscriptionEnd(choice, current?.endsAt ?? null, now);
    if (endsAt) ends.push(endsAt);
    closing.push(...rows.map((row) => row.id));
    newRows.push({ userId: account.id, active: true, startsAt: now, endsAt, grantedBy });
    const membership = await followMembershipExpiry(tx, account, endsAt);
    audit.push({
      action: current ? "user.subscription_extend" : "user.subscription_grant",
      entityType: "user",
      entityId: account.id,
      oldValues: {
        email: account.email,
        subscription: current ? { startsAt: current.startsAt, endsAt: current.endsAt } : null,
        ...(account.isExclusiveMember ? { expiresAt: account.expiresAt } : {}),
      },
      newValues: { subscription: { startsAt: now, endsAt }, length: choice.length, until: choice.until ?? null, ...membership },
    });
  }
  await closeSubscriptionRows(tx, closing, now);
  for (const slice of chunks(newRows, 500)) await tx.insert(userSubscriptions).values(slice);
  return { audit, ends };
}

/** Ends running subscriptions now (an exclusive member's membership with it). Accounts without one are left alone. */
async function endSubscriptions(tx: Transaction, accounts: readonly AdminUserRecord[]): Promise<AuditRecord[]> {
  const now = new Date();
  const running = await lockRunningSubscriptions(tx, accounts.map((account) => account.id), now);
  const audit: AuditRecord[] = [];
  for (const account of accounts) {
    const rows = running.get(account.id) ?? [];
    const current = runningSubscription(rows, now);
    if (!current) continue;
    const membership = await followMembershipExpiry(tx, account, now);
    audit.push({
      action: "user.subscription_end",
      entityType: "user",
      entityId: account.id,
      oldValues: {
        email: account.email,
        subscription: { startsAt: current.startsAt, endsAt: current.endsAt },
        ...(account.isExclusiveMember ? { expiresAt: account.expiresAt } : {}),
      },
      newValues: { subscription: null, endedAt: now, ...membership },
    });
  }
  await closeSubscriptionRows(
    tx,
    [...running.values()].flat().map((row) => row.id),
    now,
  );
  return audit;
}

export const grantSubscription = defineAdminAction({
  permission: PERMISSION,
  schema: grantSubscriptionSchema,
  failureKey: "adminUsers.errors.subscription",
  async run({ id, length, until }, { tx, viewer }) {
    const account = await lockUser(tx, id);
    if (!canHoldSubscription(account)) throw new ActionFailure("invalid", "adminUsers.errors.subscriptionNeedsApproval");
    const { audit, ends } = await setSubscriptions(tx, [account], { length, until }, viewer.userId);
    return { data: { id, endsAt: ends[0] ?? null }, audit };
  },
});

export const endSubscription = defineAdminAction({
  permission: PERMISSION,
  schema: endSubscriptionSchema,
  failureKey: "adminUsers.errors.subscription",
  async run({ id }, { tx }) {
    const account = await lockUser(tx, id);
    const audit = await endSubscriptions(tx, [account]);
    if (audit.length === 0) throw new ActionFailure("conflict", "adminUsers.errors.noSubscription");
    return { data: { id }, audit };
  },
});

// ---------------------------------------------------------------------------
// Exclusive members (create-member: approved at once, role member, optional expiry)
// ---------------------------------------------------------------------------

export const createExclusiveMember = defineAdminAction({
  permission: PERMISSION,
  schema: createMemberSchema,
  failureKey: "adminUsers.errors.createUnexpected",
  async run({ clientName, password, expiresOn }, { tx, viewer, t }) {
    const { memberMailDomain } = await getSiteSettings(tx);
    const login = memberLogin(clientName, memberMailDomain);
    if (!login) throw new ActionFailure("invalid", "adminUsers.create.errors.noLogin", { fieldErrors: { clientName: ["adminUsers.create.errors.noLogin"] } });
    const expiresAt = expiresOn ? endOfLondonDay(expiresOn) : null;
    // better-auth's own hasher, so the sign-in form can verify it.
    const passwordHash = await hashPassword(password);
    let created;
    try {
      created = await insertAccount(
        tx,
        { email: login, name: clientName, password, role: "member", status: "approved", expiresAt, isExclusiveMember: true },
        passwordHash,
      );
    } catch (error) {
      if (!(error instanceof AccountExistsError)) throw error;
      throw new ActionFailure("conflict", "adminUsers.errors.create", { values: { detail: t("adminUsers.create.errors.loginTaken", { login }) } });
    }
    const now = new Date();
    await tx.insert(userSubscriptions).values({ userId: created.id, active: true, startsAt: now, endsAt: expiresAt, grantedBy: viewer.userId });
    return {
      data: { id: created.id, login },
      audit: {
        action: "user.create_member",
        entityType: "user",
        entityId: created.id,
        // Never the password.
        newValues: { email: login, name: clientName, role: "member", status: "approved", expiresAt, subscription: { startsAt: now, endsAt: expiresAt } },
      },
    };
  },
});

// ---------------------------------------------------------------------------
// Bulk: approve, reject, extend, end on a selection or a whole view
// ---------------------------------------------------------------------------

/** The accounts a bulk change reaches, locked in id order. */
async function lockBulkTarget(tx: Transaction, target: z.output<typeof bulkChangeSchema>["target"]): Promise<AdminUserRecord[]> {
  if (target.kind === "ids") {
    return tx.select(adminUserColumns).from(users).where(inArray(users.id, [...new Set(target.ids)])).orderBy(asc(users.id)).for("update");
  }
  if (!isNarrowedView(target) && !target.everyone) throw new ActionFailure("invalid", "adminUsers.errors.bulkScope");
  const accounts = await lockView(tx, target, BULK_MAX + 1);
  if (accounts.length > BULK_MAX) throw new ActionFailure("invalid", "adminUsers.errors.bulkTooMany", { values: { max: BULK_MAX } });
  return accounts;
}

export const bulkChangeUsers = defineAdminAction({
  permission: PERMISSION,
  schema: bulkChangeSchema,
  failureKey: "adminUsers.errors.bulk",
  async run({ operation, target, note, length, until }, { tx, viewer }) {
    const accounts = await lockBulkTarget(tx, target);
    const requested = target.kind === "ids" ? new Set(target.ids).size : accounts.length;
    let audit: AuditRecord[] = [];
    let queuedMail: string[] = [];
    if (operation === "approve" || operation === "reject") {
      const pending = accounts.filter((account) => isBulkEligible(operation, account, false, viewer.userId));
      ({ audit, queuedMail } = await (operation === "approve" ? approveAccounts : rejectAccounts)(tx, pending, note));
    } else if (operation === "extend") {
      const approved = accounts.filter((account) => isBulkEligible("extend", account, false, viewer.userId));
      // The schema requires a length for "extend".
      ({ audit } = await setSubscriptions(tx, approved, { length: length!, until }, viewer.userId));
    } else {
      audit = await endSubscriptions(tx, accounts);
    }
    const changed = audit.length;
    return { data: { changed, skipped: requested - changed, queuedMail }, audit };
  },
  afterCommit: (data) => sendQueuedMail(data.queuedMail),
});
