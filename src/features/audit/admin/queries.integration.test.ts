/**
 * The audit screen's reads on a real database: newest first, paged on the
 * server, filtered by actor, kind, action and whole London days.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@/db/schema";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { listAuditEntries, listAuditFilterOptions, listRecentAuditEntries } from "./queries";
import { AUDIT_PAGE_SIZE, parseAuditFilters } from "./schemas";

const { db } = await useTestDatabase();

// 60 entries one hour apart, ending 2026-07-04 12:00 UTC (13:00 in London, BST).
const END = Date.parse("2026-07-04T12:00:00Z");
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  await db.delete(auditLog);
  await db.insert(auditLog).values(
    Array.from({ length: 60 }, (_, i) => ({
      actorEmail: i % 3 === 0 ? "anna@velvet.london" : "ben@velvet.london",
      action: i % 2 === 0 ? "faq.update" : "banner.update",
      entityType: i % 2 === 0 ? "faq" : "site_banner",
      entityId: `e${i}`,
      newValues: { n: i },
      createdAt: new Date(END - (59 - i) * HOUR),
    })),
  );
});

const filters = (params: Record<string, string>) => parseAuditFilters(params);

describe("listAuditEntries", () => {
  it("pages newest first with the total", async () => {
    const first = await listAuditEntries(filters({}));
    expect(first).toMatchObject({ total: 60, page: 1, pages: Math.ceil(60 / AUDIT_PAGE_SIZE) });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0].entityId).toBe("e59");
    const last = await listAuditEntries(filters({ page: "3" }));
    expect(last.entries.map((entry) => entry.entityId).at(-1)).toBe("e0");
    // A page past the end shows the last one rather than nothing.
    expect((await listAuditEntries(filters({ page: "99" }))).page).toBe(3);
  });

  it("filters by actor, kind and action together", async () => {
    const result = await listAuditEntries(filters({ actor: "anna@velvet.london", entityType: "faq", action: "faq.update" }));
    // i divisible by 3 and by 2: 0, 6, …, 54.
    expect(result.total).toBe(10);
    expect(result.entries.every((entry) => entry.actorEmail === "anna@velvet.london" && entry.action === "faq.update")).toBe(true);
  });

  it("takes whole London days, both ends included", async () => {
    // 2026-07-04 in London runs from 2026-07-03T23:00Z: the entries at 23:00Z … 12:00Z, 14 of them.
    expect((await listAuditEntries(filters({ from: "2026-07-04", to: "2026-07-04" }))).total).toBe(14);
    expect((await listAuditEntries(filters({ to: "2026-07-03" }))).total).toBe(46);
    expect((await listAuditEntries(filters({ from: "2026-07-05" }))).total).toBe(0);
  });

  it("ignores malformed filters instead of failing", async () => {
    expect((await listAuditEntries(filters({ from: "04/07/2026", page: "-3", actor: "x".repeat(500) }))).total).toBe(60);
  });
});

describe("the filter options and recent activity", () => {
  it("offers the values present in the log", async () => {
    expect(await listAuditFilterOptions()).toEqual({
      actors: ["anna@velvet.london", "ben@velvet.london"],
      entityTypes: ["faq", "site_banner"],
      actions: ["banner.update", "faq.update"],
    });
  });

  it("lists the latest entries", async () => {
    expect((await listRecentAuditEntries(3)).map((entry) => entry.entityId)).toEqual(["e59", "e58", "e57"]);
  });
});
