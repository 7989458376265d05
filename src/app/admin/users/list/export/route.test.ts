/**
 * The users CSV export, called as the browser calls it: refused unless the
 * caller may manage users (checked by the route itself), the view from the
 * address, cells safe to open, and an audit row for each export.
 */
import { eq, notInArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, users } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer, session } from "../../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../../tests/setup/test-db";

const { GET } = await import("./route");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");
const TEAM = await createViewer("team");
const KEEP = [ADMIN.userId!, MEMBER.userId!, TEAM.userId!];

const get = (query = "") => GET(new Request(`http://localhost/admin/users/list/export${query}`));

beforeEach(async () => {
  session.viewer = ADMIN;
  session.locale = "en-GB";
  await db.delete(auditLog);
  await db.delete(users).where(notInArray(users.id, KEEP));
  await db.insert(users).values([
    { id: "formula", name: '=HYPERLINK("http://evil.test","Click")', email: "formula@example.test", status: "pending" },
    { id: "plus", name: "+44 20 7946 0000", email: "plus@example.test", status: "pending" },
    { id: "dash", name: "-1+2", email: "dash@example.test", status: "approved" },
    { id: "at", name: "@SUM(A1:A2)", email: "at@example.test", status: "approved" },
    { id: "tab", name: "\t=1+1", email: "tab@example.test", status: "approved" },
  ]);
});

describe("who may export", () => {
  it("refuses a visitor (401) and a member or team account (403), and writes nothing", async () => {
    session.viewer = VISITOR;
    expect((await get()).status).toBe(401);
    for (const viewer of [MEMBER, TEAM]) {
      session.viewer = viewer;
      const response = await get();
      expect(response.status).toBe(403);
      expect(await response.text()).toBe("Access Denied: You don't have permission to manage users.");
    }
    expect(await db.select().from(auditLog)).toEqual([]);
  });
});

describe("the file", () => {
  it("is a CSV attachment of the view in the address, formula cells escaped with an apostrophe", async () => {
    const response = await get("?filter=pending&sort=email");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A UTF-8 byte-order mark first, so spreadsheet programs read the accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Email","Name","Status","Role","Joined","Approved","Last sign-in","Subscription ends","Exclusive member","Membership ends"');
    // Only the pending accounts, by email.
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(['"formula@example.test"', '"plus@example.test"']);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(lines[2]).toContain(`"'+44 20 7946 0000"`);
    expect(lines[1]).toContain('"Pending","Member"');
  });

  it("escapes - @ and a leading tab too", async () => {
    const text = await (await get("?filter=approved&q=example.test")).text();
    expect(text).toContain(`"'-1+2"`);
    expect(text).toContain(`"'@SUM(A1:A2)"`);
    expect(text).toContain(`"'\t=1+1"`);
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it("speaks the admin's language and records the export", async () => {
    session.locale = "pt-BR";
    const text = await (await get("?filter=pending")).text();
    expect(text.split("\r\n")[0]).toBe('"E-mail","Nome","Status","Função","Cadastro","Aprovado em","Último acesso","Término da assinatura","Membro exclusivo","Término da associação"');
    expect(text).toContain('"Pendente","Membro"');
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "user.export"));
    expect(audit).toMatchObject({ actorId: ADMIN.userId, entityType: "user", newValues: { filter: "pending", q: "", rows: 2 } });
  });

  it("falls back to the default view for a malformed address, never a 500", async () => {
    const response = await get("?filter=%00&sort=__proto__&page=-4&q=%E2%80%AE");
    expect(response.status).toBe(200);
    // Every account.
    expect((await response.text()).trimEnd().split("\r\n")).toHaveLength(1 + 5 + KEEP.length);
  });
});
