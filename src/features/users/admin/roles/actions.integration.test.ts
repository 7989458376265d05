/**
 * The User & Role Management actions against a real database: the role
 * change (update_user_role_with_audit), get_user_permissions and the
 * permission matrix. The viewer is mocked at our own seam
 * (tests/setup/admin-session.ts); the rules, the locks, the transaction and
 * the audit rows are real, and what a change grants is read back through
 * the same query every request uses (loadViewerGrants).
 */
import { and, asc, eq, notInArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, permissions, rolePermissions, users } from "@/db/schema";
import { PERMISSIONS } from "@/features/access/permissions";
import { createViewer, session, signInAs } from "../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { getUserPermissions, saveRolePermissions, updateUserRoleWithAudit } = await import("./actions");
const { loadViewerGrants } = await import("@/features/access/queries");
const { readMemberGrants, readRoleGrants, readMatrixVersion } = await import("./list-query");
const { seedPermissions } = await import("@/seed");

const { db } = await useTestDatabase();
// The permissions as every start writes them (names, and default roles for new ones).
await seedPermissions(db);

const ADMIN = await createViewer("admin");
const OTHER_ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");
const TEAM = await createViewer("team");
/** A team account granted admin.users.manage: may change roles below admin, not the admin role nor the matrix. */
const USER_MANAGER = await createViewer("team", { permissions: ["admin.users.manage"] });
const VIEWER_IDS = [ADMIN, OTHER_ADMIN, MEMBER, TEAM, USER_MANAGER].map((viewer) => viewer.userId!);

/** The grants as seeded (PERMISSIONS' default roles), restored before each test. */
const SEEDED = await readRoleGrants(db);

describe("the seed", () => {
  it("grants the default roles only to permissions it creates: a restart keeps a revocation", async () => {
    expect(SEEDED.team).toContain("admin.content.manage");
    await saveRolePermissions({ grants: { team: [] } });
    await seedPermissions(db);
    expect(await readRoleGrants(db)).toEqual({ team: [] });
  });
});

async function restoreMatrix(): Promise<void> {
  const rows = await db.select({ id: permissions.id, name: permissions.name }).from(permissions);
  await db.delete(rolePermissions).where(notInArray(rolePermissions.role, ["admin", "user"]));
  for (const role of ["team"] as const) {
    const ids = rows.filter((row) => SEEDED[role].includes(row.name as never)).map((row) => ({ role, permissionId: row.id }));
    if (ids.length) await db.insert(rolePermissions).values(ids);
  }
}

async function roleOf(id: string) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

const snapshot = async () => ({
  users: await db.select({ id: users.id, role: users.role }).from(users).orderBy(asc(users.id)),
  grants: await db.select().from(rolePermissions).orderBy(asc(rolePermissions.role), asc(rolePermissions.permissionId)),
  audit: await db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id)),
});

beforeEach(async () => {
  signInAs(ADMIN);
  await db.delete(auditLog);
  await db.delete(users).where(notInArray(users.id, VIEWER_IDS));
  await db.update(users).set({ role: "admin" }).where(eq(users.id, OTHER_ADMIN.userId!));
  await db.update(users).set({ role: "team" }).where(eq(users.id, USER_MANAGER.userId!));
  await db.insert(users).values([
    { id: "ann", name: "Ann", email: "ann@example.test", role: "user", status: "approved", approvedAt: new Date() },
    { id: "pat", name: "Pat", email: "pat@example.test", role: "user", status: "pending" },
  ]);
  await restoreMatrix();
});

describe("update_user_role_with_audit", () => {
  it("changes the role, writes one audit row with the old role, the new one and the note, and the next request sees it", async () => {
    expect((await loadViewerGrants("ann", "user")).permissions.size).toBe(0);
    const result = await updateUserRoleWithAudit({ targetUserId: "ann", newRole: "team", adminNotes: "Runs the blog now" });
    expect(result).toEqual({ ok: true, data: { id: "ann", role: "team" } });
    expect(await roleOf("ann")).toBe("team");
    const audit = await db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user.role_change",
      entityType: "user",
      entityId: "ann",
      actorId: ADMIN.userId,
      oldValues: { email: "ann@example.test", role: "user" },
      newValues: { role: "team" },
      notes: "Runs the blog now",
    });
    // The viewer is built from these rows on every request: team's permissions now apply.
    expect([...(await loadViewerGrants("ann", "team")).permissions].sort()).toEqual(SEEDED.team);
  });

  it("stores an empty note as null", async () => {
    expect(await updateUserRoleWithAudit({ targetUserId: "ann", newRole: "member", adminNotes: "   " })).toMatchObject({ ok: true });
    const [row] = await db.select().from(auditLog);
    expect(row.notes).toBeNull();
  });

  it("requires a user and a role, changing nothing", async () => {
    const before = await snapshot();
    expect(await updateUserRoleWithAudit({ targetUserId: "", newRole: "team" })).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { targetUserId: ["Select a user"] },
    });
    expect(await updateUserRoleWithAudit({ targetUserId: "ann", newRole: "" })).toMatchObject({ ok: false, fieldErrors: { newRole: ["Select a role"] } });
    expect(await updateUserRoleWithAudit({ targetUserId: "ann", newRole: "owner" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await updateUserRoleWithAudit({ targetUserId: "nobody", newRole: "team" })).toMatchObject({ ok: false, code: "not_found" });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses your own role, the role held already, a pending admin and the last admin", async () => {
    const before = await snapshot();
    expect(await updateUserRoleWithAudit({ targetUserId: ADMIN.userId, newRole: "user" })).toMatchObject({ ok: false, error: "You cannot change your own role." });
    expect(await updateUserRoleWithAudit({ targetUserId: "ann", newRole: "user" })).toMatchObject({ ok: false, error: "This account already has that role." });
    expect(await updateUserRoleWithAudit({ targetUserId: "pat", newRole: "admin" })).toMatchObject({
      ok: false,
      error: "Only approved accounts can be made admins.",
    });
    // OTHER_ADMIN lost the role a moment ago but acts on an old view: ADMIN is the last admin.
    await db.update(users).set({ role: "user" }).where(eq(users.id, OTHER_ADMIN.userId!));
    session.viewer = OTHER_ADMIN;
    expect(await updateUserRoleWithAudit({ targetUserId: ADMIN.userId, newRole: "team" })).toMatchObject({
      ok: false,
      error: "The last admin cannot lose the admin role: make another admin first.",
    });
    await db.update(users).set({ role: "admin" }).where(eq(users.id, OTHER_ADMIN.userId!));
    expect(await snapshot()).toEqual(before);
  });

  it("lets an admin make and unmake admins", async () => {
    expect(await updateUserRoleWithAudit({ targetUserId: "ann", newRole: "admin" })).toMatchObject({ ok: true });
    expect(await updateUserRoleWithAudit({ targetUserId: OTHER_ADMIN.userId, newRole: "member" })).toMatchObject({ ok: true });
    expect(await roleOf("ann")).toBe("admin");
    expect(await roleOf(OTHER_ADMIN.userId!)).toBe("member");
  });

  it("lets a team account that may manage users change roles below admin, never the admin role", async () => {
    session.viewer = USER_MANAGER;
    expect(await updateUserRoleWithAudit({ targetUserId: "ann", newRole: "member" })).toMatchObject({ ok: true });
    const before = await snapshot();
    const adminOnly = { ok: false, error: "Only admins can give or take the admin role." };
    expect(await updateUserRoleWithAudit({ targetUserId: "ann", newRole: "admin" })).toMatchObject(adminOnly);
    expect(await updateUserRoleWithAudit({ targetUserId: OTHER_ADMIN.userId, newRole: "user" })).toMatchObject(adminOnly);
    expect(await updateUserRoleWithAudit({ targetUserId: USER_MANAGER.userId, newRole: "admin" })).toMatchObject({ ok: false });
    expect(await snapshot()).toEqual(before);
  });

  it("answers in Portuguese to a pt-BR admin", async () => {
    session.locale = "pt-BR";
    expect(await updateUserRoleWithAudit({ targetUserId: ADMIN.userId, newRole: "user" })).toMatchObject({
      ok: false,
      error: "Você não pode alterar a sua própria função.",
    });
  });
});

describe("the accounts list", () => {
  it("counts and filters both members' roles together as Members", async () => {
    await db.insert(users).values({ id: "sub", name: "Sub", email: "sub@example.test", role: "member", status: "approved", approvedAt: new Date() });
    const { listRoleAccounts } = await import("./list-query");
    const { DEFAULT_ROLE_LIST_PARAMS } = await import("./list-params");
    const members = await listRoleAccounts(db, { ...DEFAULT_ROLE_LIST_PARAMS, role: "members" });
    // ann and pat (user), MEMBER (user), sub (member).
    expect(members.rows.map((row) => row.id).sort()).toEqual(["ann", MEMBER.userId, "pat", "sub"].sort());
    expect(members.roleCounts).toEqual({ members: 4, team: 2, admin: 2 });
  });
});

describe("get_user_permissions", () => {
  it("gives names and categories by role: all for an admin, the matrix for team, none for a plain user or an unknown id", async () => {
    const admin = await getUserPermissions({ userId: OTHER_ADMIN.userId });
    expect(admin.ok && admin.data.map((row) => row.permissionName)).toEqual(Object.keys(PERMISSIONS).sort());
    const team = await getUserPermissions({ userId: TEAM.userId });
    expect(team).toMatchObject({ ok: true });
    expect(team.ok && team.data).toEqual(SEEDED.team.map((name) => ({ permissionName: name, category: PERMISSIONS[name].category })));
    expect(await getUserPermissions({ userId: "ann" })).toEqual({ ok: true, data: [] });
    expect(await getUserPermissions({ userId: "nobody" })).toEqual({ ok: true, data: [] });
    expect(await db.select().from(auditLog)).toHaveLength(0);
  });
});

describe("the permission matrix", () => {
  it("grants and revokes for team, with one audit row, effective on the next request", async () => {
    const version = (await readMatrixVersion(db)).toISOString();
    const grants = { team: [...SEEDED.team.filter((name) => name !== "admin.seo.manage"), "admin.audit.view"] };
    const result = await saveRolePermissions({ grants, expectedVersion: version });
    expect(result).toMatchObject({ ok: true });
    const saved = await readRoleGrants(db);
    expect(saved.team).not.toContain("admin.seo.manage");
    expect(saved.team).toContain("admin.audit.view");
    const team = (await loadViewerGrants(TEAM.userId!, "team")).permissions;
    expect(team.has("admin.seo.manage")).toBe(false);
    expect(team.has("admin.audit.view")).toBe(true);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "permissions.update"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: "role_permissions", entityId: "matrix", oldValues: { team: SEEDED.team }, newValues: { team: saved.team } });
    // The version handed back is the new one: the same admin's next save goes through.
    expect(result.ok && result.data.version).toBe((await readMatrixVersion(db)).toISOString());
    const again = await saveRolePermissions({ grants: SEEDED, expectedVersion: result.ok ? result.data.version : "" });
    expect(again).toMatchObject({ ok: true });
  });

  it("refuses a back-office permission for a members' class, changing nothing (decision 036)", async () => {
    const before = await snapshot();
    for (const role of ["member", "user"]) {
      const result = await saveRolePermissions({ grants: { team: SEEDED.team, [role]: ["admin.content.manage"] } });
      expect(result).toMatchObject({
        ok: false,
        code: "invalid",
        fieldErrors: { [`grants.${role}`]: ["Back-office permissions are for the team and admins only: members cannot be given them."] },
      });
    }
    session.locale = "pt-BR";
    expect(await saveRolePermissions({ grants: { team: SEEDED.team, member: ["admin.content.manage"] } })).toMatchObject({
      fieldErrors: { "grants.member": ["As permissões do painel são só para a equipe e os admins: membros não podem recebê-las."] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("gives a member nothing from a grant an earlier matrix wrote, and the next save removes it with an audit row", async () => {
    const [content] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, "admin.content.manage"));
    await db.insert(rolePermissions).values({ role: "member", permissionId: content.id });
    await db.insert(users).values({ id: "sub", name: "Sub", email: "sub@example.test", role: "member", status: "approved", approvedAt: new Date() });
    // Read on every request: the row is there, the right is not.
    expect((await loadViewerGrants("sub", "member")).permissions.size).toBe(0);
    expect(await getUserPermissions({ userId: "sub" })).toEqual({ ok: true, data: [] });
    expect(await readMemberGrants(db)).toEqual({ member: ["admin.content.manage"] });

    // A save that changes nothing for the team still clears it, and says so in the log.
    expect(await saveRolePermissions({ grants: SEEDED })).toMatchObject({ ok: true });
    expect(await readMemberGrants(db)).toEqual({});
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "permissions.update"));
    expect(audit).toMatchObject({ oldValues: { team: SEEDED.team, member: ["admin.content.manage"] }, newValues: { team: SEEDED.team, member: [] } });
    // Nothing left to clear: the next identical save writes nothing.
    expect(await saveRolePermissions({ grants: SEEDED })).toMatchObject({ ok: true });
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "permissions.update"))).toHaveLength(1);
  });

  it("refuses a save over a newer one with who made it, and overwrites when asked", async () => {
    const loaded = (await readMatrixVersion(db)).toISOString();
    session.viewer = OTHER_ADMIN;
    expect(await saveRolePermissions({ grants: { team: [...SEEDED.team, "admin.settings.manage"] }, expectedVersion: loaded })).toMatchObject({ ok: true });
    session.viewer = ADMIN;
    const stale = await saveRolePermissions({ grants: { team: [] }, expectedVersion: loaded });
    expect(stale).toMatchObject({ ok: false, code: "conflict" });
    expect(!stale.ok && stale.error).toContain(OTHER_ADMIN.email);
    expect((await readRoleGrants(db)).team).toContain("admin.settings.manage");
    expect(await saveRolePermissions({ grants: { team: [] }, expectedVersion: loaded, overwrite: true })).toMatchObject({ ok: true });
    expect(await readRoleGrants(db)).toEqual({ team: [] });
  });

  it("never grants an admin-only permission nor an unknown one, and writes nothing for a save that changes nothing", async () => {
    const before = await snapshot();
    expect(await saveRolePermissions({ grants: { team: ["admin.security.view"] } })).toMatchObject({
      ok: false,
      code: "invalid",
    });
    expect(await saveRolePermissions({ grants: { team: ["admin.everything"] } })).toMatchObject({ ok: false, code: "invalid" });
    expect(await saveRolePermissions({ grants: SEEDED })).toMatchObject({ ok: true });
    expect(await snapshot()).toEqual(before);
  });

  it("is for admins only: a team account that may manage users cannot widen its own role", async () => {
    session.viewer = USER_MANAGER;
    const before = await snapshot();
    expect(await saveRolePermissions({ grants: { team: [...SEEDED.team, "admin.settings.manage"] } })).toMatchObject({
      ok: false,
      error: "Only admins can change the permission matrix.",
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe("called by someone who may not manage users", () => {
  it.each([
    ["a member", MEMBER],
    ["a team account without the permission", TEAM],
  ])("refuses %s every action, changing nothing", async (_label, viewer) => {
    session.viewer = viewer;
    const before = await snapshot();
    for (const result of [
      await updateUserRoleWithAudit({ targetUserId: viewer.userId, newRole: "admin" }),
      await updateUserRoleWithAudit({ targetUserId: "ann", newRole: "team" }),
      await getUserPermissions({ userId: ADMIN.userId }),
      await saveRolePermissions({ grants: { team: [], member: ["admin.users.manage"] } }),
    ]) {
      expect(result).toMatchObject({ ok: false, code: "forbidden" });
    }
    expect(await snapshot()).toEqual(before);
    expect(await db.select().from(rolePermissions).where(and(eq(rolePermissions.role, "member")))).toHaveLength(0);
  });
});
