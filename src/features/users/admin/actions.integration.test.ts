/**
 * The Users screen's actions against a real database (the embedded one, or
 * PostgreSQL with TEST_DATABASE_URL). The viewer and the admin locale are
 * mocked at our own seams (tests/setup/admin-session.ts); authorisation,
 * validation, the rules, the transaction, the audit rows, the outbox and
 * better-auth's password check are real.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { accounts, auditLog, mailOutbox, sessions, users, userSubscriptions } from "@/db/schema";
import { VISITOR, type Viewer } from "@/features/access/policy";
import { createViewer, session, signInAs } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { decryptField } from "@/lib/crypto/field-encryption";

const actions = await import("./actions");
const { approveUser, bulkChangeUsers, createExclusiveMember, deleteUser, demoteUser, endSubscription, grantSubscription, promoteUser, rejectUser } =
  actions;
const { loadViewerGrants } = await import("@/features/access/queries");
const { getAuth, setAuthForTests } = await import("@/features/auth/auth");
const { isoDay } = await import("@/lib/format-date");
const { addLength, endOfLondonDay } = await import("../subscription-dates");

const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");
const TEAM = await createViewer("team");
/** A team account granted admin.users.manage: may manage users, is not an admin itself. */
const USER_MANAGER = await createViewer("team", { permissions: ["admin.users.manage"] });
const VIEWERS: Viewer[] = [ADMIN, MEMBER, TEAM, USER_MANAGER];
const VIEWER_IDS = VIEWERS.map((viewer) => viewer.userId!);

const DAY = 24 * 60 * 60 * 1000;
const MAIL_DOMAIN = "members.velvet.london";

type AccountSeed = Partial<typeof users.$inferInsert> & { id: string };

async function seedAccount(seed: AccountSeed): Promise<void> {
  const status = seed.status ?? "approved";
  await db.insert(users).values({
    name: `Name ${seed.id}`,
    email: `${seed.id}@example.test`,
    role: "user",
    status,
    approvedAt: status === "approved" ? new Date("2026-01-01T00:00:00Z") : null,
    ...seed,
  });
}

async function account(id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

async function subscriptionsOf(userId: string) {
  return db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)).orderBy(asc(userSubscriptions.createdAt));
}

async function auditRows(action?: string) {
  const rows = await db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
  return action ? rows.filter((row) => row.action === action) : rows;
}

async function openSession(userId: string): Promise<void> {
  await db.insert(sessions).values({ id: `session-${userId}`, token: `token-${userId}`, userId, expiresAt: new Date(Date.now() + DAY) });
}

/** Everything an action may touch, to show a refused call changed nothing. */
const snapshot = async () => ({
  users: await db.select().from(users).orderBy(asc(users.id)),
  accounts: await db.select().from(accounts).orderBy(asc(accounts.id)),
  subscriptions: await db.select().from(userSubscriptions).orderBy(asc(userSubscriptions.id)),
  sessions: await db.select().from(sessions).orderBy(asc(sessions.id)),
  audit: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
  mail: await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
});

beforeAll(() => {
  // A better-auth instance bound to this file's database (hashing and the sign-in check).
  setAuthForTests(null);
});

beforeEach(async () => {
  signInAs(ADMIN);
  // Queued mail is printed when SMTP is not configured; not what these tests read.
  vi.spyOn(console, "info").mockImplementation(() => {});
  await db.delete(auditLog);
  await db.delete(mailOutbox);
  await db.delete(sessions);
  await db.delete(userSubscriptions);
  await db.delete(users).where(notInArray(users.id, VIEWER_IDS));
  await db.update(users).set({ role: "admin" }).where(eq(users.id, ADMIN.userId!));
  await seedAccount({ id: "pending-1", status: "pending" });
  await seedAccount({ id: "pending-2", status: "pending" });
  await seedAccount({ id: "approved-1" });
  await seedAccount({ id: "rejected-1", status: "rejected" });
  await seedAccount({ id: "admin-2", role: "admin" });
  // An exclusive member whose membership and subscription end together, in three days.
  const ends = new Date(Date.now() + 3 * DAY);
  await seedAccount({ id: "exclusive-1", role: "member", isExclusiveMember: true, expiresAt: ends });
  await db.insert(userSubscriptions).values({ userId: "exclusive-1", startsAt: new Date(Date.now() - 30 * DAY), endsAt: ends });
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe("called by someone who may not manage users", () => {
  const calls = {
    approveUser: () => approveUser({ id: "pending-1" }),
    rejectUser: () => rejectUser({ id: "pending-1" }),
    promoteUser: () => promoteUser({ id: "approved-1" }),
    promoteSelf: () => promoteUser({ id: session.viewer?.userId ?? "x" }),
    demoteUser: () => demoteUser({ id: "admin-2" }),
    deleteUser: () => deleteUser({ id: "approved-1" }),
    grantSubscription: () => grantSubscription({ id: "approved-1", length: "1y" }),
    endSubscription: () => endSubscription({ id: "exclusive-1" }),
    createExclusiveMember: () => createExclusiveMember({ clientName: "Sneaky Client", password: "secret1" }),
    bulkChangeUsers: () => bulkChangeUsers({ operation: "approve", target: { kind: "view", filter: "pending" } }),
  };

  it.each(Object.keys(calls))("%s is refused for a member, a team account and a visitor, and nothing changes", async (name) => {
    const before = await snapshot();
    for (const viewer of [MEMBER, TEAM]) {
      session.viewer = viewer;
      expect(await calls[name as keyof typeof calls]()).toMatchObject({ ok: false, code: "forbidden", error: "Access Denied" });
    }
    session.viewer = VISITOR;
    expect(await calls[name as keyof typeof calls]()).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await snapshot()).toEqual(before);
  });
});

describe("approving and rejecting", () => {
  it("approves a pending account: approved_at stamped, a mail queued to the member, the note in the audit row", async () => {
    const started = Date.now();
    const result = await approveUser({ id: "pending-1", note: "  Vouched for by the concierge  " });
    expect(result).toMatchObject({ ok: true, data: { id: "pending-1" } });
    const approved = await account("pending-1");
    expect(approved.status).toBe("approved");
    expect(approved.approvedAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);

    const mail = await db.select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: "Your Velvet London membership is approved" });
    expect(decryptField(mail[0].toAddress)).toBe("pending-1@example.test");
    expect(mail[0].textBody).toContain("/auth");

    const [audit] = await auditRows("user.approve");
    expect(audit).toMatchObject({
      actorId: ADMIN.userId,
      entityType: "user",
      entityId: "pending-1",
      oldValues: { email: "pending-1@example.test", status: "pending", approvedAt: null },
      newValues: { status: "approved", approvedAt: approved.approvedAt!.toISOString() },
      notes: "Vouched for by the concierge",
    });
  });

  it("rejects a pending account: approved_at cleared, sessions ended, no note means none, a mail queued to the member", async () => {
    await db.update(users).set({ approvedAt: new Date() }).where(eq(users.id, "pending-2"));
    await openSession("pending-2");
    expect(await rejectUser({ id: "pending-2", note: "Could not verify" })).toMatchObject({ ok: true });
    expect(await account("pending-2")).toMatchObject({ status: "rejected", approvedAt: null });
    expect(await db.select().from(sessions).where(eq(sessions.userId, "pending-2"))).toEqual([]);
    const [audit] = await auditRows("user.reject");
    expect(audit).toMatchObject({ entityId: "pending-2", oldValues: { status: "pending" }, newValues: { status: "rejected", approvedAt: null }, notes: "Could not verify" });
    // The sign-up and pending pages promise a mail once an administrator has reviewed the account, whatever the decision.
    const mail = await db.select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: "Your Velvet London membership request" });
    expect(decryptField(mail[0].toAddress)).toBe("pending-2@example.test");
    expect(mail[0].textBody).toContain("unable to approve it");
    // The admin's note is for the audit log only.
    expect(mail[0].textBody).not.toContain("Could not verify");
  });

  it("rejects with no note: none is recorded", async () => {
    expect(await rejectUser({ id: "pending-2", note: "" })).toMatchObject({ ok: true });
    const [audit] = await auditRows("user.reject");
    expect(audit).toMatchObject({ entityId: "pending-2", notes: null });
  });

  it("refuses to approve or reject an account that is not pending, changing nothing", async () => {
    const before = await snapshot();
    for (const id of ["approved-1", "rejected-1"]) {
      expect(await approveUser({ id })).toMatchObject({ ok: false, code: "conflict", error: "This account is no longer pending: reload the page to see its status." });
      expect(await rejectUser({ id })).toMatchObject({ ok: false, code: "conflict" });
    }
    expect(await approveUser({ id: "no-such-account" })).toMatchObject({ ok: false, code: "not_found" });
    expect(await snapshot()).toEqual(before);
  });

  it("answers a pt-BR admin with the Portuguese message", async () => {
    session.locale = "pt-BR";
    expect(await approveUser({ id: "" })).toMatchObject({ ok: false, code: "invalid", error: "Erro ao atualizar status do usuário" });
  });
});

describe("promoting and demoting", () => {
  it("promotes an approved account only", async () => {
    expect(await promoteUser({ id: "approved-1" })).toMatchObject({ ok: true, data: { role: "admin" } });
    expect((await account("approved-1")).role).toBe("admin");
    const [audit] = await auditRows("user.promote");
    expect(audit).toMatchObject({ entityId: "approved-1", oldValues: { role: "user" }, newValues: { role: "admin" } });

    const before = await snapshot();
    expect(await promoteUser({ id: "pending-1" })).toMatchObject({ ok: false, error: "Only approved accounts can be made admins." });
    expect(await promoteUser({ id: "rejected-1" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await promoteUser({ id: "admin-2" })).toMatchObject({ ok: false, error: "This account is already an admin." });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses self-promotion by an account that may manage users", async () => {
    session.viewer = USER_MANAGER;
    expect(await promoteUser({ id: USER_MANAGER.userId! })).toMatchObject({ ok: false, error: "You cannot change your own role." });
    expect((await account(USER_MANAGER.userId!)).role).toBe("team");
  });

  it("demotes another admin (an exclusive member back to member)", async () => {
    expect(await demoteUser({ id: "admin-2" })).toMatchObject({ ok: true, data: { role: "user" } });
    expect((await account("admin-2")).role).toBe("user");
    await db.update(users).set({ role: "admin" }).where(eq(users.id, "exclusive-1"));
    expect(await demoteUser({ id: "exclusive-1" })).toMatchObject({ ok: true, data: { role: "member" } });
    const audit = await auditRows("user.demote");
    expect(audit.map((row) => [row.entityId, row.oldValues, row.newValues])).toEqual([
      ["admin-2", { email: "admin-2@example.test", role: "admin" }, { role: "user" }],
      ["exclusive-1", { email: "exclusive-1@example.test", role: "admin" }, { role: "member" }],
    ]);
  });

  it("refuses demoting yourself", async () => {
    const before = await snapshot();
    expect(await demoteUser({ id: ADMIN.userId! })).toMatchObject({ ok: false, code: "invalid", error: "You cannot remove your own admin role." });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a team account that may manage users any change to the admin role", async () => {
    session.viewer = USER_MANAGER;
    const before = await snapshot();
    const adminOnly = { ok: false, error: "Only admins can give or take the admin role." };
    expect(await promoteUser({ id: "approved-1" })).toMatchObject(adminOnly);
    expect(await demoteUser({ id: "admin-2" })).toMatchObject(adminOnly);
    expect(await deleteUser({ id: "admin-2" })).toMatchObject(adminOnly);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses demoting the last admin (an admin whose own role was taken a moment ago, still on an old view)", async () => {
    await db.update(users).set({ role: "user" }).where(eq(users.id, "admin-2"));
    session.viewer = { ...ADMIN, userId: "admin-2", email: "admin-2@example.test" };
    const before = await snapshot();
    expect(await demoteUser({ id: ADMIN.userId! })).toMatchObject({
      ok: false,
      error: "The last admin cannot lose the admin role: make another admin first.",
    });
    expect(await demoteUser({ id: "approved-1" })).toMatchObject({ ok: false, error: "This account is not an admin." });
    expect(await snapshot()).toEqual(before);
  });
});

describe("deleting", () => {
  it("deletes an account: its sessions, credentials and subscriptions go at once; the audit row keeps who it was", async () => {
    await openSession("exclusive-1");
    await db.insert(accounts).values({ id: "cred-1", accountId: "exclusive-1", providerId: "credential", userId: "exclusive-1", password: "hash" });
    expect(await deleteUser({ id: "exclusive-1" })).toEqual({ ok: true, data: { id: "exclusive-1" } });
    expect(await account("exclusive-1")).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.userId, "exclusive-1"))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, "exclusive-1"))).toEqual([]);
    expect(await subscriptionsOf("exclusive-1")).toEqual([]);
    const [audit] = await auditRows("user.delete");
    expect(audit).toMatchObject({ entityId: "exclusive-1", oldValues: { email: "exclusive-1@example.test", role: "member", isExclusiveMember: true } });
  });

  it("deletes another admin while one remains", async () => {
    expect(await deleteUser({ id: "admin-2" })).toMatchObject({ ok: true });
  });

  it("refuses deleting yourself or the last admin, changing nothing", async () => {
    const before = await snapshot();
    expect(await deleteUser({ id: ADMIN.userId! })).toMatchObject({ ok: false, error: "You cannot delete your own account." });
    await db.update(users).set({ role: "user" }).where(eq(users.id, "admin-2"));
    const withOneAdmin = await snapshot();
    // admin-2 on a view from before it lost the role: the count under the lock decides.
    session.viewer = { ...ADMIN, userId: "admin-2", email: "admin-2@example.test" };
    expect(await deleteUser({ id: ADMIN.userId! })).toMatchObject({ ok: false, error: "The last admin cannot be deleted: make another admin first." });
    expect(await deleteUser({ id: "gone" })).toMatchObject({ ok: false, code: "not_found" });
    expect(await snapshot()).toEqual(withOneAdmin);
    expect(before.users.find((row) => row.id === ADMIN.userId)).toBeTruthy();
  });

  it("gives the Portuguese failure to a pt-BR admin", async () => {
    session.locale = "pt-BR";
    expect(await deleteUser({ id: 42 })).toMatchObject({ ok: false, code: "invalid", error: "Erro ao deletar usuário" });
  });
});

describe("subscriptions", () => {
  const near = (actual: Date | null | undefined, expected: Date) => expect(Math.abs(actual!.getTime() - expected.getTime())).toBeLessThan(5000);

  it("grants, extends and ends, keeping every row as history", async () => {
    expect((await loadViewerGrants("approved-1", "user")).hasActiveSubscription).toBe(false);

    const granted = await grantSubscription({ id: "approved-1", length: "1m" });
    expect(granted.ok).toBe(true);
    const [first] = await subscriptionsOf("approved-1");
    near(first.endsAt, addLength(new Date(), "1m"));
    expect(first).toMatchObject({ active: true, endedAt: null, grantedBy: ADMIN.userId });
    expect((await loadViewerGrants("approved-1", "user")).hasActiveSubscription).toBe(true);

    // Extending counts from the running end, and closes the old row without rewriting it.
    expect(await grantSubscription({ id: "approved-1", length: "1w" })).toMatchObject({ ok: true });
    const [closed, extended] = await subscriptionsOf("approved-1");
    expect(closed).toMatchObject({ id: first.id, active: false, startsAt: first.startsAt, endsAt: first.endsAt });
    expect(closed.endedAt).toBeInstanceOf(Date);
    expect(extended.endsAt!.getTime()).toBe(first.endsAt!.getTime() + 7 * DAY);

    expect(await endSubscription({ id: "approved-1" })).toMatchObject({ ok: true });
    const history = await subscriptionsOf("approved-1");
    expect(history).toHaveLength(2);
    expect(history.every((row) => !row.active && row.endedAt)).toBe(true);
    expect(history[1].endsAt).toEqual(extended.endsAt);
    expect((await loadViewerGrants("approved-1", "user")).hasActiveSubscription).toBe(false);

    const audit = await auditRows();
    expect(audit.map((row) => row.action)).toEqual(["user.subscription_grant", "user.subscription_extend", "user.subscription_end"]);
    expect(audit[0]).toMatchObject({ oldValues: { subscription: null }, newValues: { length: "1m", subscription: { endsAt: first.endsAt!.toISOString() } } });
    expect(audit[1]).toMatchObject({ oldValues: { subscription: { endsAt: first.endsAt!.toISOString() } }, newValues: { length: "1w" } });
    expect(audit[2]).toMatchObject({ oldValues: { subscription: { endsAt: extended.endsAt!.toISOString() } }, newValues: { subscription: null } });
  });

  it("ends on a chosen day at the close of that London day, or never", async () => {
    const day = isoDay(new Date(Date.now() + 40 * DAY));
    expect(await grantSubscription({ id: "approved-1", length: "date", until: day })).toMatchObject({ ok: true, data: { endsAt: endOfLondonDay(day) } });
    expect(await grantSubscription({ id: "approved-1", length: "none" })).toMatchObject({ ok: true, data: { endsAt: null } });
    const rows = await subscriptionsOf("approved-1");
    expect(rows.map((row) => [row.active, row.endsAt?.toISOString() ?? null])).toEqual([
      [false, endOfLondonDay(day)!.toISOString()],
      [true, null],
    ]);
  });

  it("moves an exclusive member's membership with the subscription", async () => {
    const before = (await subscriptionsOf("exclusive-1"))[0].endsAt!;
    expect(await grantSubscription({ id: "exclusive-1", length: "6m" })).toMatchObject({ ok: true });
    const extended = addLength(before, "6m");
    expect((await account("exclusive-1")).expiresAt).toEqual(extended);
    const [audit] = await auditRows("user.subscription_extend");
    expect(audit).toMatchObject({ oldValues: { expiresAt: before.toISOString() }, newValues: { expiresAt: extended.toISOString() } });

    expect(await endSubscription({ id: "exclusive-1" })).toMatchObject({ ok: true });
    near((await account("exclusive-1")).expiresAt, new Date());
  });

  it("refuses a subscription for an account that is not approved, a missing or past end day, and ending none", async () => {
    const before = await snapshot();
    expect(await grantSubscription({ id: "pending-1", length: "1y" })).toMatchObject({ ok: false, error: "Approve the account before granting a subscription." });
    const noDay = await grantSubscription({ id: "approved-1", length: "date" });
    expect(noDay).toMatchObject({ ok: false, code: "invalid", error: "Failed to update subscription", fieldErrors: { until: ["Choose the end date"] } });
    const pastDay = await grantSubscription({ id: "approved-1", length: "date", until: isoDay(new Date(Date.now() - 2 * DAY)) });
    expect(pastDay).toMatchObject({ ok: false, fieldErrors: { until: ["The end date cannot be in the past"] } });
    expect(await grantSubscription({ id: "approved-1", length: "2y" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await endSubscription({ id: "approved-1" })).toMatchObject({ ok: false, error: "This account has no running subscription." });
    expect(await snapshot()).toEqual(before);
  });
});

describe("creating an exclusive member", () => {
  it("makes the login from the name, approves the member at once with a subscription ending at the expiry, and the member can sign in", async () => {
    const day = isoDay(new Date(Date.now() + 90 * DAY));
    const result = await createExclusiveMember({ clientName: "  Zoë Ann-Marie_Smythe-Montgomery ", password: "six666", expiresOn: day });
    expect(result).toMatchObject({ ok: true, data: { login: `zoeannmariesmythemon@${MAIL_DOMAIN}` } });
    const id = result.ok ? result.data.id : "";
    const created = await account(id);
    expect(created).toMatchObject({
      email: `zoeannmariesmythemon@${MAIL_DOMAIN}`,
      name: "Zoë Ann-Marie_Smythe-Montgomery",
      role: "member",
      status: "approved",
      isExclusiveMember: true,
      expiresAt: endOfLondonDay(day),
    });
    expect(created.approvedAt).toBeInstanceOf(Date);
    expect(await subscriptionsOf(id)).toMatchObject([{ active: true, endsAt: endOfLondonDay(day), grantedBy: ADMIN.userId }]);

    // better-auth's own hash: the sign-in form's check accepts the password.
    const [credential] = await db.select().from(accounts).where(and(eq(accounts.userId, id), eq(accounts.providerId, "credential")));
    expect(credential.password).not.toContain("six666");
    const auth = await getAuth();
    const signedIn = await auth.api.signInEmail({ body: { email: `zoeannmariesmythemon@${MAIL_DOMAIN}`, password: "six666" }, headers: new Headers() });
    expect(signedIn.user.id).toBe(id);

    const [audit] = await auditRows("user.create_member");
    expect(audit).toMatchObject({ entityId: id, newValues: { email: `zoeannmariesmythemon@${MAIL_DOMAIN}`, role: "member", status: "approved" } });
    expect(JSON.stringify(audit)).not.toContain("six666");
  });

  it("without an expiry: no membership end and an open-ended subscription", async () => {
    const result = await createExclusiveMember({ clientName: "Jane Doe", password: "secret1", expiresOn: "" });
    expect(result).toMatchObject({ ok: true, data: { login: `janedoe@${MAIL_DOMAIN}` } });
    const id = result.ok ? result.data.id : "";
    expect((await account(id)).expiresAt).toBeNull();
    expect(await subscriptionsOf(id)).toMatchObject([{ active: true, endsAt: null }]);
  });

  it("uses the member mail domain from the site settings", async () => {
    await db.execute(sql`insert into site_settings (id, brand_name, site_url, member_mail_domain, contact_email)
      values (1, 'Velvet London', 'http://localhost:3000', 'clients.example.test', 'concierge@velvet.london')
      on conflict (id) do update set member_mail_domain = excluded.member_mail_domain`);
    try {
      expect(await createExclusiveMember({ clientName: "Jane Doe", password: "secret1" })).toMatchObject({ ok: true, data: { login: "janedoe@clients.example.test" } });
    } finally {
      await db.execute(sql`update site_settings set member_mail_domain = ${MAIL_DOMAIN} where id = 1`);
    }
  });

  it("refuses a login that exists already, with the create-member failure message and its detail", async () => {
    expect(await createExclusiveMember({ clientName: "Jane Doe", password: "secret1" })).toMatchObject({ ok: true });
    const before = await snapshot();
    session.locale = "pt-BR";
    expect(await createExclusiveMember({ clientName: "jane-doe", password: "other1" })).toMatchObject({
      ok: false,
      code: "conflict",
      error: `Erro ao criar membro: já existe uma conta com o login janedoe@${MAIL_DOMAIN}`,
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ clientName: "", password: "" }, { clientName: ["Nome do cliente e senha são obrigatórios"], password: ["Nome do cliente e senha são obrigatórios"] }],
    [{ clientName: "Jane.Doe", password: "secret1" }, { clientName: ["Nome do cliente deve conter apenas letras, números, espaços, hífens ou underscores"] }],
    [{ clientName: "Jane Doe", password: "12345" }, { password: ["Senha deve ter pelo menos 6 caracteres"] }],
    [{ clientName: "李娜", password: "secret1" }, { clientName: ["Este nome não gera um login: use pelo menos uma letra latina ou um número"] }],
    [{ clientName: "Jane Doe", password: "secret1", expiresOn: "2020-01-01" }, { expiresOn: ["A data de término não pode estar no passado"] }],
    [{ clientName: "Jane Doe", password: "secret1", expiresOn: "2026-02-30" }, { expiresOn: ["Informe uma data válida"] }],
  ])("refuses %j with field messages in the admin's language, creating nothing", async (input, fieldErrors) => {
    session.locale = "pt-BR";
    const before = await snapshot();
    expect(await createExclusiveMember(input)).toEqual({ ok: false, code: "invalid", error: "Erro inesperado ao criar membro", fieldErrors });
    expect(await snapshot()).toEqual(before);
  });

  it("gives the same rules in English", async () => {
    expect(await createExclusiveMember({ clientName: " ", password: "123" })).toMatchObject({
      fieldErrors: { clientName: ["Client name and password are required"], password: ["Password must be at least 6 characters"] },
    });
  });
});

describe("bulk changes", () => {
  it("approves the pending accounts of a selection, one audit row and one mail each, and leaves the rest", async () => {
    const result = await bulkChangeUsers({ operation: "approve", target: { kind: "ids", ids: ["pending-1", "pending-2", "approved-1", "missing"] }, note: "Batch" });
    expect(result).toMatchObject({ ok: true, data: { changed: 2, skipped: 2 } });
    expect((await account("pending-1")).status).toBe("approved");
    expect((await account("pending-2")).status).toBe("approved");
    const audit = await auditRows();
    expect(audit.map((row) => [row.action, row.entityId, row.notes]).sort()).toEqual([
      ["user.approve", "pending-1", "Batch"],
      ["user.approve", "pending-2", "Batch"],
    ]);
    expect((await db.select().from(mailOutbox)).map((row) => decryptField(row.toAddress)).sort()).toEqual(["pending-1@example.test", "pending-2@example.test"]);
  });

  it("rejects every account of a filtered view", async () => {
    expect(await bulkChangeUsers({ operation: "reject", target: { kind: "view", filter: "pending" } })).toMatchObject({ ok: true, data: { changed: 2, skipped: 0 } });
    const statuses = await db.select({ id: users.id, status: users.status }).from(users).where(inArray(users.id, ["pending-1", "pending-2"]));
    expect(statuses.every((row) => row.status === "rejected")).toBe(true);
    expect(await auditRows("user.reject")).toHaveLength(2);
    expect((await db.select().from(mailOutbox)).map((row) => decryptField(row.toAddress)).sort()).toEqual(["pending-1@example.test", "pending-2@example.test"]);
  });

  it("never approves or rejects the asking admin's own account, even when it is pending and selected", async () => {
    await db.update(users).set({ status: "pending", approvedAt: null }).where(eq(users.id, ADMIN.userId!));
    try {
      const result = await bulkChangeUsers({ operation: "reject", target: { kind: "ids", ids: ["pending-1", ADMIN.userId!] } });
      expect(result).toMatchObject({ ok: true, data: { changed: 1, skipped: 1 } });
      expect((await account(ADMIN.userId!)).status).toBe("pending");
      expect((await auditRows("user.reject")).map((row) => row.entityId)).toEqual(["pending-1"]);
    } finally {
      await db.update(users).set({ status: "approved", approvedAt: new Date() }).where(eq(users.id, ADMIN.userId!));
    }
  });

  it("reaches the whole list only when the admin says so", async () => {
    const before = await snapshot();
    expect(await bulkChangeUsers({ operation: "approve", target: { kind: "view", filter: "all" } })).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Choose a filter or a search first, or confirm that the change applies to every account.",
    });
    expect(await bulkChangeUsers({ operation: "approve", target: { kind: "view", filter: "all", q: "   " } })).toMatchObject({ ok: false, code: "invalid" });
    expect(await snapshot()).toEqual(before);
    expect(await bulkChangeUsers({ operation: "approve", target: { kind: "view", filter: "all", everyone: true } })).toMatchObject({
      ok: true,
      data: { changed: 2 },
    });
  });

  it("applies to a searched view", async () => {
    expect(await bulkChangeUsers({ operation: "approve", target: { kind: "view", filter: "all", q: "PENDING-2" } })).toMatchObject({
      ok: true,
      data: { changed: 1, skipped: 0 },
    });
    expect((await account("pending-1")).status).toBe("pending");
  });

  it("extends the approved accounts of a selection and ends the subscriptions of a view", async () => {
    const result = await bulkChangeUsers({ operation: "extend", target: { kind: "ids", ids: ["approved-1", "exclusive-1", "pending-1"] }, length: "1y" });
    expect(result).toMatchObject({ ok: true, data: { changed: 2, skipped: 1 } });
    expect((await auditRows()).map((row) => row.action).sort()).toEqual(["user.subscription_extend", "user.subscription_grant"]);
    expect(await subscriptionsOf("pending-1")).toEqual([]);

    expect(await bulkChangeUsers({ operation: "end", target: { kind: "view", filter: "subscribers" } })).toMatchObject({ ok: true, data: { changed: 2, skipped: 0 } });
    const running = await db.select().from(userSubscriptions).where(eq(userSubscriptions.active, true));
    expect(running).toEqual([]);
    expect(await auditRows("user.subscription_end")).toHaveLength(2);
  });

  it("needs a length to extend", async () => {
    expect(await bulkChangeUsers({ operation: "extend", target: { kind: "ids", ids: ["approved-1"] } })).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { length: ["This field is required"] },
    });
    expect(await bulkChangeUsers({ operation: "approve", target: { kind: "ids", ids: [] } })).toMatchObject({ ok: false, code: "invalid" });
  });

  it("is one transaction: when one account's change fails, none is kept (no status, no mail, no audit row)", async () => {
    // A trigger that fails the audit row of one account, half-way through the bulk change.
    await db.execute(sql`create or replace function fail_audit_for_pending_2() returns trigger language plpgsql as $$
      begin
        if new.entity_id = 'pending-2' then raise exception 'audit refused for the test'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger fail_audit_for_pending_2 before insert on audit_log for each row execute function fail_audit_for_pending_2()`);
    const { allowConsoleError } = await import("../../../../tests/setup/console");
    allowConsoleError(/Failed to change the selected accounts/);
    try {
      const before = await snapshot();
      expect(await bulkChangeUsers({ operation: "approve", target: { kind: "view", filter: "pending" } })).toMatchObject({
        ok: false,
        code: "failed",
        error: "Failed to change the selected accounts",
      });
      expect(await snapshot()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger fail_audit_for_pending_2 on audit_log`);
      await db.execute(sql`drop function fail_audit_for_pending_2()`);
    }
  });
});

describe("audit trail", () => {
  it("names the admin who acted on every row, newest last", async () => {
    await approveUser({ id: "pending-1" });
    await promoteUser({ id: "pending-1" });
    const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt));
    expect(rows.map((row) => [row.action, row.actorEmail])).toEqual([
      ["user.promote", ADMIN.email],
      ["user.approve", ADMIN.email],
    ]);
  });
});
