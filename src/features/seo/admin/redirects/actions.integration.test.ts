/**
 * The redirects actions against a real database: create, update, toggle,
 * delete and import audited in one transaction; a stale edit refused; the
 * status message in the admin's language; chains and loops refused across
 * kinds; the CSV import all or nothing; the "test a URL" box; a member
 * refused with nothing changed. Also the server's side of the table
 * (store.ts): hit counts written without a change notification, rule
 * changes announced.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, redirects } from "@/db/schema";
import { CHANGES_CHANNEL, clearAllLocally } from "@/lib/cache";
import { createViewer, session } from "../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../tests/setup/test-db";

const { createRedirect, updateRedirect, toggleRedirect, deleteRedirect, importRedirects, testRedirectUrl, createSlugRedirect } = await import("./actions");
const { loadActiveRedirectRules, recordRedirectHits } = await import("../../redirects/store");
const { redirectsCsv } = await import("./csv");
const handle = await useTestDatabase();
const { db } = handle;

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const rows = () => db.select().from(redirects);
const audits = () => db.select().from(auditLog);

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = null;
  await db.delete(redirects);
  await db.delete(auditLog);
  clearAllLocally();
});

type Input = { fromPath: string; toPath?: string | null; statusCode?: number; matchType?: "exact" | "prefix" | "regex"; keepQuery?: boolean; isActive?: boolean };

async function created(input: Input) {
  const result = await createRedirect({ statusCode: 301, ...input });
  if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.fieldErrors)}`);
  return result.data;
}

const HEADER = "from_path,to_path,status_code,match_type,keep_query,is_active";

describe("createRedirect", () => {
  it("stores the rule with its source normalised, and audits it named after the source", async () => {
    const row = await created({ fromPath: "/Old-Page/", toPath: "/new-page", statusCode: 302, keepQuery: true });
    expect(row).toMatchObject({ fromPath: "/Old-Page", toPath: "/new-page", statusCode: 302, matchType: "exact", keepQuery: true, isActive: true, hitCount: 0, lastHitAt: null });
    const [audit] = await audits();
    expect(audit).toMatchObject({ action: "redirect.create", entityType: "redirect", entityId: row.id, actorId: ADMIN.userId });
    expect(audit.newValues).toMatchObject({ name: "/Old-Page", toPath: "/new-page", statusCode: 302 });
  });

  it("stores 410 and 451 without a target", async () => {
    const gone = await created({ fromPath: "/gone", toPath: "/ignored", statusCode: 410 });
    expect(gone.toPath).toBeNull();
    const legal = await created({ fromPath: "/legal-hold", statusCode: 451, matchType: "prefix" });
    expect(legal).toMatchObject({ statusCode: 451, toPath: null, matchType: "prefix" });
  });

  it("refuses an invalid status with the message in pt-BR, writing nothing", async () => {
    session.locale = "pt-BR";
    const result = await createRedirect({ fromPath: "/a", toPath: "/b", statusCode: 308 });
    expect(result).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Erro ao salvar redirecionamento",
      fieldErrors: { statusCode: ["O código de status deve ser 301 (Permanente), 302 (Temporário), 307, 410 ou 451"] },
    });
    expect(await rows()).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("refuses reserved sources, unsafe targets and slow regexes under their fields", async () => {
    session.locale = "en-GB";
    const reserved = await createRedirect({ fromPath: "/admin/users", toPath: "/x", statusCode: 301 });
    expect(reserved).toMatchObject({ ok: false, fieldErrors: { fromPath: [expect.stringContaining("belongs to the site itself")] } });
    const script = await createRedirect({ fromPath: "/a", toPath: "javascript:alert(1)", statusCode: 301 });
    expect(script).toMatchObject({ ok: false, fieldErrors: { toPath: [expect.stringContaining("must be a path")] } });
    const slow = await createRedirect({ fromPath: "^/(a+)+$", toPath: "/x", statusCode: 301, matchType: "regex" });
    expect(slow).toMatchObject({ ok: false, fieldErrors: { fromPath: [expect.stringContaining("could take too long")] } });
    const badRegex = await createRedirect({ fromPath: "^/(", toPath: "/x", statusCode: 301, matchType: "regex" });
    expect(badRegex).toMatchObject({ ok: false, fieldErrors: { fromPath: ["This is not a valid regular expression"] } });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a second rule for the same source", async () => {
    await created({ fromPath: "/a", toPath: "/b" });
    const second = await createRedirect({ fromPath: "/a/", toPath: "/c", statusCode: 301 });
    expect(second).toMatchObject({ ok: false, fieldErrors: { fromPath: [expect.stringContaining("already redirects")] } });
  });

  it("refuses chains and loops across kinds, naming the other rule, and allows them for an inactive rule", async () => {
    session.locale = "en-GB";
    await created({ fromPath: "^/shop/(\\d+)$", toPath: "/models/$1", matchType: "regex" });
    const chain = await createRedirect({ fromPath: "/promo", toPath: "/shop/42", statusCode: 301 });
    expect(chain).toMatchObject({ ok: false, fieldErrors: { toPath: [expect.stringContaining("^/shop/(\\d+)$")] } });
    const loop = await createRedirect({ fromPath: "/models", toPath: "/shop/1", statusCode: 302, matchType: "prefix" });
    expect(loop).toMatchObject({ ok: false, fieldErrors: { toPath: [expect.stringContaining("loop")] } });
    const self = await createRedirect({ fromPath: "/x", toPath: "/x/", statusCode: 301 });
    expect(self).toMatchObject({ ok: false, fieldErrors: { toPath: ["This rule would send visitors round in a loop"] } });
    const parked = await created({ fromPath: "/promo", toPath: "/shop/42", isActive: false });
    expect(parked.isActive).toBe(false);
    const switchOn = await toggleRedirect({ id: parked.id, isActive: true });
    expect(switchOn).toMatchObject({ ok: false, code: "invalid" });
    expect(await rows()).toHaveLength(2);
  });
});

describe("updateRedirect, toggleRedirect, deleteRedirect", () => {
  it("updates with a version check: a stale save is refused, an overwrite goes through", async () => {
    const row = await created({ fromPath: "/a", toPath: "/b" });
    const first = await updateRedirect({ id: row.id, fromPath: "/a", toPath: "/c", statusCode: 301, expectedVersion: row.updatedAt.toISOString() });
    expect(first).toMatchObject({ ok: true, data: { toPath: "/c" } });
    const stale = await updateRedirect({ id: row.id, fromPath: "/a", toPath: "/d", statusCode: 301, expectedVersion: row.updatedAt.toISOString() });
    expect(stale).toMatchObject({ ok: false, code: "conflict" });
    const forced = await updateRedirect({ id: row.id, fromPath: "/a", toPath: "/d", statusCode: 307, expectedVersion: row.updatedAt.toISOString(), overwrite: true });
    expect(forced).toMatchObject({ ok: true, data: { toPath: "/d", statusCode: 307 } });
    const actions = (await audits()).map((audit) => audit.action).sort();
    expect(actions).toEqual(["redirect.create", "redirect.update", "redirect.update"]);
  });

  it("toggles and deletes, each audited", async () => {
    const row = await created({ fromPath: "/a", toPath: "/b" });
    expect(await toggleRedirect({ id: row.id, isActive: false })).toMatchObject({ ok: true, data: { isActive: false } });
    expect(await loadActiveRedirectRules(db)).toHaveLength(0);
    expect(await toggleRedirect({ id: row.id, isActive: true })).toMatchObject({ ok: true, data: { isActive: true } });
    expect(await deleteRedirect({ id: row.id })).toMatchObject({ ok: true });
    expect(await rows()).toHaveLength(0);
    const actions = (await audits()).map((audit) => audit.action).sort();
    expect(actions).toEqual(["redirect.activate", "redirect.create", "redirect.deactivate", "redirect.delete"]);
    expect(await deleteRedirect({ id: row.id })).toMatchObject({ ok: false, code: "not_found" });
  });
});

describe("importRedirects", () => {
  it("imports every line, updates a source that exists, and audits each rule", async () => {
    const existing = await created({ fromPath: "/kept", toPath: "/old-target" });
    const csv = [HEADER, "/a,/b,301,exact,false,true", '"/blog",/journal,302,prefix,true,true', "^/p/(\\d+)$,/profiles/$1,307,regex,,", "/gone,,410,exact,false,true", "/kept,/new-target,301,exact,false,true"].join("\r\n");
    const result = await importRedirects({ csv });
    expect(result).toMatchObject({ ok: true, data: { created: 4, updated: 1 } });
    const stored = await rows();
    expect(stored).toHaveLength(5);
    expect(stored.find((row) => row.id === existing.id)?.toPath).toBe("/new-target");
    expect(stored.find((row) => row.fromPath === "/blog")).toMatchObject({ matchType: "prefix", keepQuery: true, statusCode: 302 });
    expect((await audits()).filter((audit) => audit.action === "redirect.import")).toHaveLength(5);
  });

  it("is all or nothing: one bad line refuses the file with the line numbers, and nothing is written", async () => {
    session.locale = "en-GB";
    const csv = [HEADER, "/a,/b,301,exact,false,true", "/c,/d,999,exact,false,true", "/admin,/x,301,exact,false,true", "/e,/f,301,exact,maybe,true", "/a,/z,301,exact,false,true"].join("\n");
    const result = await importRedirects({ csv });
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Nothing was imported: 4 lines have problems" });
    if (result.ok) return;
    const lines = (result.details?.lines ?? []) as { line: number; messages: string[] }[];
    expect(lines.map((line) => line.line)).toEqual([3, 4, 5, 6]);
    expect(lines[0].messages[0]).toContain("Status code must be");
    expect(lines[3].messages[0]).toContain("line 2");
    expect(await rows()).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("refuses chains inside the file and with the rules already there", async () => {
    await created({ fromPath: "/x", toPath: "/y" });
    const result = await importRedirects({ csv: [HEADER, "/a,/b,301,exact,false,true", "/b,/c,301,exact,false,true", "/y,/z,301,exact,false,true"].join("\n") });
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    expect(await rows()).toHaveLength(1);
  });

  it("refuses a wrong header and more than 5,000 lines", async () => {
    expect(await importRedirects({ csv: "from,to\n/a,/b" })).toMatchObject({ ok: false, code: "invalid" });
    const many = [HEADER, ...Array.from({ length: 5001 }, (_, i) => `/p${i},/q${i},301,exact,false,true`)].join("\n");
    expect(await importRedirects({ csv: many })).toMatchObject({ ok: false, code: "invalid" });
    expect(await rows()).toHaveLength(0);
  });

  it("reads back what the export writes", async () => {
    await created({ fromPath: "/a", toPath: "/b", keepQuery: true });
    await created({ fromPath: "^/r/(\\d+)$", toPath: "https://example.com/$1", matchType: "regex", statusCode: 302 });
    const csv = redirectsCsv(await rows());
    await db.delete(redirects);
    expect(await importRedirects({ csv })).toMatchObject({ ok: true, data: { created: 2, updated: 0 } });
  });
});

describe("testRedirectUrl", () => {
  it("says which rule answers and where a visitor ends, writing no audit entry", async () => {
    await created({ fromPath: "/blog", toPath: "https://archive.example/blog", matchType: "prefix", keepQuery: true });
    await created({ fromPath: "/gone", statusCode: 410 });
    const hit = await testRedirectUrl({ url: "/blog/post?x=1" });
    expect(hit).toMatchObject({ ok: true, data: { outcome: "redirect", rule: { fromPath: "/blog" }, final: "https://archive.example/blog/post?x=1" } });
    expect(await testRedirectUrl({ url: "/gone" })).toMatchObject({ ok: true, data: { outcome: "gone", final: null } });
    expect(await testRedirectUrl({ url: "/models" })).toMatchObject({ ok: true, data: { outcome: "none", rule: null, final: "/models" } });
    expect(await testRedirectUrl({ url: "https://elsewhere.example/blog" })).toMatchObject({ ok: false, code: "invalid" });
    expect((await audits()).filter((audit) => audit.action.startsWith("redirect.test"))).toHaveLength(0);
  });
});

describe("who may act", () => {
  it("refuses a member for every action, with nothing changed", async () => {
    const row = await created({ fromPath: "/a", toPath: "/b" });
    await db.delete(auditLog);
    session.viewer = MEMBER;
    const calls = [
      createRedirect({ fromPath: "/m", toPath: "/n", statusCode: 301 }),
      updateRedirect({ id: row.id, fromPath: "/a", toPath: "/hacked", statusCode: 301 }),
      toggleRedirect({ id: row.id, isActive: false }),
      deleteRedirect({ id: row.id }),
      importRedirects({ csv: `${HEADER}\n/m,/n,301,exact,false,true` }),
      testRedirectUrl({ url: "/a" }),
      createSlugRedirect({ kind: "category", oldSlug: "a", newSlug: "b" }),
    ];
    for (const result of await Promise.all(calls)) expect(result).toMatchObject({ ok: false, code: "forbidden" });
    expect(await rows()).toMatchObject([{ id: row.id, toPath: "/b", isActive: true }]);
    expect(await audits()).toHaveLength(0);
  });
});

describe("the server's side of the table (store.ts)", () => {
  it("adds hit counts without a change notification, while a rule change is announced", async () => {
    const row = await created({ fromPath: "/a", toPath: "/b" });
    const received: string[] = [];
    const unlisten = await handle.listen(CHANGES_CHANNEL, (table) => received.push(table));
    try {
      const at = new Date("2026-01-02T03:04:05Z");
      await recordRedirectHits(db, [{ id: row.id, count: 3, lastHitAt: at }]);
      await recordRedirectHits(db, [{ id: row.id, count: 2, lastHitAt: new Date("2025-12-31T00:00:00Z") }]);
      const [stored] = await rows();
      expect(stored.hitCount).toBe(5);
      expect(stored.lastHitAt?.toISOString()).toBe(at.toISOString());
      expect(stored.updatedAt.getTime()).toBe(row.updatedAt.getTime());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received.filter((table) => table === "redirects")).toEqual([]);
      await toggleRedirect({ id: row.id, isActive: false });
      for (let i = 0; i < 50 && !received.includes("redirects"); i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(received).toContain("redirects");
    } finally {
      await unlisten();
    }
  });
});

describe("createSlugRedirect", () => {
  it("adds a 301 from the old address, points rules that led there at the new one, and audits each", async () => {
    const pointing = await created({ fromPath: "/promo-blondes", toPath: "/blonde-escorts" });
    const result = await createSlugRedirect({ kind: "category", oldSlug: "blonde-escorts", newSlug: "blonde-companions" });
    expect(result).toMatchObject({ ok: true, data: { fromPath: "/blonde-escorts", toPath: "/blonde-companions", retargeted: 1 } });
    const stored = await rows();
    expect(stored.find((row) => row.fromPath === "/blonde-escorts")).toMatchObject({ toPath: "/blonde-companions", statusCode: 301, matchType: "exact", isActive: true });
    expect(stored.find((row) => row.id === pointing.id)?.toPath).toBe("/blonde-companions");
    expect((await audits()).map((audit) => audit.action).sort()).toEqual(["redirect.create", "redirect.create", "redirect.update"]);
    // Renamed again: the same rule now leads to the newest address.
    expect(await createSlugRedirect({ kind: "category", oldSlug: "blonde-companions", newSlug: "blondes" })).toMatchObject({ ok: true });
    const again = await rows();
    expect(again.filter((row) => row.isActive && row.toPath === "/blondes").map((row) => row.fromPath).sort()).toEqual(["/blonde-companions", "/blonde-escorts", "/promo-blondes"]);
  });

  it("uses each kind's address and refuses a loop back to a renamed-away page, writing nothing", async () => {
    expect(await createSlugRedirect({ kind: "district", oldSlug: "soho", newSlug: "west-soho" })).toMatchObject({ ok: true, data: { fromPath: "/escorts-in-soho", toPath: "/escorts-in-west-soho" } });
    expect(await createSlugRedirect({ kind: "blogPost", oldSlug: "a", newSlug: "b" })).toMatchObject({ ok: true, data: { fromPath: "/blog/a", toPath: "/blog/b" } });
    await db.delete(redirects);
    await db.delete(auditLog);
    await created({ fromPath: "/blog/new", toPath: "/elsewhere" });
    expect(await createSlugRedirect({ kind: "blogPost", oldSlug: "old", newSlug: "new" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await rows()).toHaveLength(1);
    expect(await createSlugRedirect({ kind: "blogPost", oldSlug: "same", newSlug: "same" })).toMatchObject({ ok: false, code: "invalid" });
  });
});
