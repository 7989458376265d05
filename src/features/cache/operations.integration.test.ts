/**
 * The cache card's operations against a real database and a real LISTEN:
 * the action writes the operation and its audit row, the NOTIFY reaches
 * this process's feed, which clears what the operation names, records it
 * and tells open pages; the answer says what was cleared on how many
 * instances. Outsiders are refused with nothing written.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, cacheInstances, cacheOperationReports, cacheOperations, type InstanceCacheStats } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { cached, clearAllLocally, dataCacheStats } from "@/lib/cache";
import { onCacheOperation, type CacheOperationEvent } from "@/lib/changes";
import { createViewer, expectRefusedAndUnchanged, session, signInAs } from "../../../tests/setup/admin-session";
import { emptyTables, useTestDatabase } from "../../../tests/setup/test-db";

const { runCacheOperation } = await import("./admin/actions");
const { startCacheOperationFeed } = await import("./feed");
const { INSTANCE_ID } = await import("./instance");
const { loadCacheOverview, operationsSince, latestOperationId } = await import("./reports");

const handle = await useTestDatabase();
const { db } = handle;

const ADMIN = await createViewer("admin");
const TEAM = await createViewer("team");
const MEMBER = await createViewer("member");
const SUBSCRIBER = await createViewer("subscriber");

/** Reads that stand for what the public pages cache: one per table the operations name. */
const readFaqs = cached("test-cache-ops:faqs", async () => "faqs", { tags: ["faqs"], ttlSeconds: 600 });
const readModels = cached("test-cache-ops:models", async (id: number) => `model ${id}`, { tags: ["models", "model_gallery"], ttlSeconds: 600 });
const readPosts = cached("test-cache-ops:posts", async () => "posts", { tags: ["blog_posts"], ttlSeconds: 600 });

async function fillCaches(): Promise<void> {
  await Promise.all([readFaqs(), readModels(1), readModels(2), readPosts()]);
}

const heard: CacheOperationEvent[] = [];
let stopHearing = () => {};

beforeAll(async () => {
  await startCacheOperationFeed();
  stopHearing = onCacheOperation((event) => heard.push(event));
});
afterAll(() => stopHearing());

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, cacheOperationReports, cacheOperations, auditLog);
  heard.length = 0;
  clearAllLocally();
  await fillCaches();
});

describe("an operation of the cache card", () => {
  it("clears one content type's tables and nothing else, and says so for this instance", async () => {
    const result = await runCacheOperation({ kind: "clear_content", contentType: "faqs" });
    expect(result).toMatchObject({ ok: true, data: { kind: "clear_content", outcome: { instancesDone: 1, instancesExpected: 1, instancesFailed: 0, cleared: { dataEntries: 1 } } } });
    const stats = dataCacheStats();
    expect(stats.byTag.faqs).toBeUndefined();
    expect(stats.byTag.models).toBe(2);
    expect(stats.byTag.blog_posts).toBe(1);
    expect(stats.lastClear).toMatchObject({ reason: "operation:clear_content", tables: ["faqs"] });

    const [operation] = await db.select().from(cacheOperations);
    expect(operation).toMatchObject({ kind: "clear_content", contentType: "faqs", requestedByEmail: ADMIN.email });
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "cache.clear_content", entityType: "cache", entityId: String(operation.id), actorId: ADMIN.userId, newValues: { contentType: "faqs" } });
    const reports = await db.select().from(cacheOperationReports);
    expect(reports).toEqual([expect.objectContaining({ operationId: operation.id, instanceId: INSTANCE_ID, error: null })]);
    expect(heard).toEqual([{ id: operation.id, kind: "clear_content", tables: ["faqs"] }]);
  });

  it("a gallery clear takes every model read that depends on the gallery", async () => {
    const result = await runCacheOperation({ kind: "clear_content", contentType: "gallery" });
    expect(result).toMatchObject({ ok: true, data: { outcome: { cleared: { dataEntries: 2 } } } });
    expect(dataCacheStats().byTag).toEqual({ faqs: 1, blog_posts: 1 });
  });

  it("fresh blog drops the blog's reads and reads the published posts again", async () => {
    const result = await runCacheOperation({ kind: "fresh_blog" });
    expect(result).toMatchObject({ ok: true, data: { outcome: { cleared: { dataEntries: 1, postsReread: expect.any(Number) } } } });
    const stats = dataCacheStats();
    // The posts' own read is back (read again), the test's stand-in is gone.
    expect(stats.byTag.faqs).toBe(1);
    expect(stats.byTag.models).toBe(2);
    expect(stats.byTag.blog_posts).toBe(1);
    expect(heard[0]).toMatchObject({ kind: "fresh_blog", tables: ["blog_posts"] });
  });

  it.each(["clear_all", "sync_all", "emergency"] as const)("%s empties the whole data cache and names no table to open pages", async (kind) => {
    const result = await runCacheOperation({ kind });
    expect(result).toMatchObject({ ok: true, data: { kind, outcome: { instancesDone: 1, cleared: { dataEntries: 4 } } } });
    expect(dataCacheStats().entries).toBe(0);
    expect(heard).toEqual([{ id: expect.any(Number), kind }]);
    const [audit] = await db.select().from(auditLog);
    expect(audit.action).toBe(`cache.${kind}`);
  });

  it("is open to the team role, which holds the permission by default", async () => {
    signInAs(TEAM);
    expect(await runCacheOperation({ kind: "clear_all" })).toMatchObject({ ok: true });
  });

  it("refuses a clear by content type without one, or with one that does not exist, in the admin's words", async () => {
    expect(await runCacheOperation({ kind: "clear_content" })).toMatchObject({ ok: false, code: "invalid", error: "Failed to clear cache", fieldErrors: { contentType: ["Choose a content type"] } });
    expect(await runCacheOperation({ kind: "clear_content", contentType: "users" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await runCacheOperation({ kind: "nuke" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await db.select().from(cacheOperations)).toEqual([]);
    expect(dataCacheStats().entries).toBe(4);
  });

  it("refuses members, subscribers and visitors; nothing is written or cleared", async () => {
    await expectRefusedAndUnchanged(
      () => runCacheOperation({ kind: "emergency" }),
      [
        [MEMBER, "forbidden"],
        [SUBSCRIBER, "forbidden"],
        [VISITOR, "unauthenticated"],
      ],
      async () => ({ operations: await db.select().from(cacheOperations), audit: await db.select().from(auditLog), entries: dataCacheStats().entries }),
    );
    session.viewer = ADMIN;
  });
});

describe("the card's figures", () => {
  it("list this instance with what its data cache holds by table, and the last operations with their outcome", async () => {
    await runCacheOperation({ kind: "clear_content", contentType: "models" });
    await readModels(3);
    const { publishInstanceStats } = await import("./instance");
    await publishInstanceStats(db);
    const overview = await loadCacheOverview(db);
    const self = overview.instances.find((instance) => instance.isThisOne);
    expect(self).toMatchObject({ id: INSTANCE_ID, gone: false });
    const stats = self!.stats as InstanceCacheStats;
    expect(stats.dataCache.byTag).toMatchObject({ models: 1, faqs: 1, blog_posts: 1 });
    expect(stats.dataCache.lastClear).toMatchObject({ reason: "operation:clear_content" });
    // No production server in this process: no page cache to report, and the card says so.
    expect(stats.pageCache).toBeNull();
    expect(overview.recentOperations).toEqual([expect.objectContaining({ kind: "clear_content", contentType: "models", instancesDone: 1, requestedByEmail: ADMIN.email })]);
  });

  it("show an instance silent for over two minutes as gone", async () => {
    await db.delete(cacheInstances).where(eq(cacheInstances.id, "old-host:3000"));
    const stats = { pageCache: null, dataCache: { entries: 0, byTag: {}, hits: 0, misses: 0, lastClear: null }, accessClasses: null };
    await db.insert(cacheInstances).values({ id: "old-host:3000", startedAt: new Date(Date.now() - 3600_000), heardAt: new Date(Date.now() - 3 * 60_000), stats });
    const overview = await loadCacheOverview(db);
    expect(overview.instances.find((instance) => instance.id === "old-host:3000")).toMatchObject({ gone: true, isThisOne: false });
    // A gone instance is not waited for.
    expect(await runCacheOperation({ kind: "clear_all" })).toMatchObject({ ok: true, data: { outcome: { instancesExpected: 1, instancesDone: 1 } } });
  });
});

describe("a tab that reconnects", () => {
  it("is given the operations after the last one it saw, and the latest id", async () => {
    await runCacheOperation({ kind: "sync_all" });
    const first = await latestOperationId(db);
    await runCacheOperation({ kind: "clear_content", contentType: "faqs" });
    await runCacheOperation({ kind: "emergency" });
    expect((await operationsSince(db, first)).map((operation) => operation.kind)).toEqual(["clear_content", "emergency"]);
    expect(await latestOperationId(db)).toBe(first + 2);
  });
});

// Last: it offers server controls to the whole process.
describe("with a production server's page cache in the process", () => {
  it("counts and drops its live copies before the data cache's clear retires them, and emergency forgets remembered access", async () => {
    const { PageCache } = await import("@/server/layers/page-cache");
    const { offerServerControls } = await import("@/server/app-ports");
    const { cacheEpoch } = await import("@/lib/cache");
    const pages = new PageCache({ epoch: cacheEpoch });
    let remembered = 3;
    offerServerControls({
      flushNotFoundCounts: async () => {},
      serverCacheStats: () => ({ pageCache: pages.stats(), accessClasses: remembered }),
      clearServerCaches: ({ accessClasses }) => {
        const dropped = pages.clear();
        const forgotten = accessClasses ? remembered : 0;
        if (accessClasses) remembered = 0;
        return { pageCopies: dropped.entries, pageBytes: dropped.bytes, accessClasses: forgotten };
      },
    });
    const copy = (bytes: number, type = "text/html") => ({ status: 200, headers: { "content-type": type }, body: Buffer.alloc(bytes), epoch: cacheEpoch(), storedAt: Date.now() });
    pages.set("/faq", copy(100));
    pages.set("/faq rsc", copy(40, "text/x-component"));
    expect(await runCacheOperation({ kind: "sync_all" })).toMatchObject({ ok: true, data: { outcome: { cleared: { pageCopies: 2, pageBytes: 140, accessClasses: 0 } } } });
    expect(remembered).toBe(3);
    pages.set("/", copy(10));
    expect(await runCacheOperation({ kind: "emergency" })).toMatchObject({ ok: true, data: { outcome: { cleared: { pageCopies: 1, accessClasses: 3 } } } });
    expect(pages.size).toBe(0);
  });
});
