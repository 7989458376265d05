import { getTableName, isTable } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import { CACHE_CONTENT_TYPES } from "./content-types";

describe("the cache card's content types", () => {
  it("name only tables that exist, so a clear by content type can never miss silently", () => {
    const tables = new Set(Object.values(schema).filter((value) => isTable(value)).map((table) => getTableName(table)));
    const named = Object.values(CACHE_CONTENT_TYPES).flat();
    expect(named.filter((table) => !tables.has(table))).toEqual([]);
  });

  it("cover the twelve kinds of content the public site caches", () => {
    expect(Object.keys(CACHE_CONTENT_TYPES)).toHaveLength(12);
  });
});
