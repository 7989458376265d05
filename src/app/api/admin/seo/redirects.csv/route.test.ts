/**
 * The redirects CSV export, called as the browser calls it: refused unless
 * the caller may manage SEO (401 signed out, 403 without the right), an
 * attachment with the import's columns, formula-looking cells escaped.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { redirects } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer, session } from "../../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../../tests/setup/test-db";

const { GET } = await import("./route");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const get = () => GET(new Request("http://localhost/api/admin/seo/redirects.csv"));

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = "en-GB";
  await db.delete(redirects);
  await db.insert(redirects).values([
    { fromPath: "/a", toPath: "/b", statusCode: 301 },
    // Stored before the checks existed, or written by hand: the file must still be safe to open.
    { fromPath: "/formula", toPath: "=HYPERLINK(\"http://evil.test\")", statusCode: 302, keepQuery: true },
    { fromPath: "/gone", toPath: null, statusCode: 410, isActive: false },
  ]);
});

describe("the redirects export", () => {
  it("refuses a visitor (401) and a member (403)", async () => {
    session.viewer = VISITOR;
    expect((await get()).status).toBe(401);
    session.viewer = MEMBER;
    expect((await get()).status).toBe(403);
  });

  it("is a CSV attachment with the import's header and escaped cells", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="redirects-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"from_path","to_path","status_code","match_type","keep_query","is_active"');
    expect(lines).toContain('"/a","/b","301","exact","false","true"');
    expect(lines).toContain('"/gone","","410","exact","false","false"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
  });
});
