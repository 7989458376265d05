/**
 * "Download my data" (GET /account/my-data) against a real database: a
 * visitor is refused; a member gets a JSON attachment, never cached, holding
 * their own account, subscriptions, favourites, reviews, sessions and
 * sign-ins, and nothing of another account even when the address names it,
 * and no password hash, two-factor secret or session token.
 */
import { describe, expect, it } from "vitest";
import { accounts, auditLog, memberFavourites, modelReviews, models, sessions, twoFactors, userSubscriptions } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer, session } from "../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../tests/setup/test-db";

const { GET } = await import("@/app/(public)/account/my-data/route");
const { db } = await useTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const MEMBER = await createViewer("member");
const OTHER = await createViewer("member");
const ADMIN = await createViewer("admin");
const [aurora, bianca] = await db.insert(models).values([{ name: "Aurora" }, { name: "Bianca" }]).returning({ id: models.id });

/** Everything the site keeps about an account, secrets included, so the test can show which parts never leave. */
async function giveData(userId: string, tag: string, modelId: string) {
  await db.insert(userSubscriptions).values({ userId, active: true, startsAt: new Date(Date.now() - 10 * DAY), endsAt: new Date(Date.now() + 20 * DAY) });
  await db.insert(memberFavourites).values({ userId, modelId });
  await db.insert(modelReviews).values({ modelId, authorId: userId, reviewerName: `Reviewer ${tag}`, rating: 5, title: `Lovely evening ${tag}`, content: `Review text ${tag}` });
  await db.insert(sessions).values({ id: `session-${tag}`, token: `secret-token-${tag}`, userId, expiresAt: new Date(Date.now() + 6 * DAY), ipAddress: `198.51.100.${tag.length}`, userAgent: `Browser ${tag}` });
  await db.insert(accounts).values({ id: `account-${tag}`, accountId: userId, providerId: "credential", userId, password: `password-hash-${tag}` });
  await db.insert(twoFactors).values({ id: `tf-${tag}`, userId, secret: `totp-secret-${tag}`, backupCodes: `backup-codes-${tag}` });
}
await giveData(MEMBER.userId!, "mine", aurora.id);
await giveData(OTHER.userId!, "theirs", bianca.id);
await db.insert(auditLog).values({ actorId: ADMIN.userId, actorEmail: ADMIN.email, action: "log_admin_login", entityType: "auth", entityId: ADMIN.userId, newValues: { sessionId: "s", ipAddress: "192.0.2.44" } });

const download = (query = "") => GET(new Request(`http://localhost:3000/account/my-data${query}`));

describe("GET /account/my-data", () => {
  it("refuses a signed-out visitor, without caching the answer", async () => {
    session.viewer = VISITOR;
    const response = await download(`?userId=${MEMBER.userId}`);
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.text()).not.toContain(MEMBER.email!);
  });

  it("gives a member their own data as a JSON file, never cached", async () => {
    session.viewer = MEMBER;
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="velvet-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.account).toMatchObject({ name: `member ${MEMBER.userId}`, email: MEMBER.email, role: MEMBER.role, status: "approved", locale: { site: "en-GB", backOffice: null } });
    expect(Date.parse(data.account.created)).not.toBeNaN();
    expect(data.subscriptions).toEqual([expect.objectContaining({ active: true, closed: null })]);
    expect(data.favourites).toEqual([expect.objectContaining({ modelId: aurora.id, model: "Aurora" })]);
    expect(data.reviews).toEqual([expect.objectContaining({ model: "Aurora", rating: 5, title: "Lovely evening mine", content: "Review text mine", published: false })]);
    expect(data.sessions).toEqual([expect.objectContaining({ ipAddress: "198.51.100.4", browser: "Browser mine" })]);
    expect(data.backOfficeSignIns).toEqual([]);
  });

  it("never holds another account's data, even when the address names it", async () => {
    session.viewer = MEMBER;
    const text = await (await download(`?userId=${OTHER.userId}&id=${OTHER.userId}`)).text();
    expect(text).toContain(MEMBER.email);
    for (const theirs of [OTHER.email!, "theirs", "Bianca"]) expect(text).not.toContain(theirs);
  });

  it("never holds a password hash, a two-factor secret or a session token", async () => {
    session.viewer = MEMBER;
    const text = await (await download()).text();
    for (const secret of ["password-hash", "totp-secret", "backup-codes", "secret-token", "session-mine", "account-mine"]) expect(text).not.toContain(secret);
  });

  it("gives an admin their back-office sign-ins with the address each came from", async () => {
    session.viewer = ADMIN;
    const data = await (await download()).json();
    expect(data.backOfficeSignIns).toEqual([expect.objectContaining({ ipAddress: "192.0.2.44" })]);
  });
});
