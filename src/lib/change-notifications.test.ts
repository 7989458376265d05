import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/setup/test-db";
import { faqs, sessions, siteBanners, userSubscriptions, users } from "@/db/schema";
import { eq } from "drizzle-orm";
import { CHANGES_CHANNEL } from "./cache";

describe("change notifications (drizzle/0001_change_notifications.sql)", () => {
  it("a committed write to a public table notifies its name; a rolled-back one does not", async () => {
    const handle = await useTestDatabase();
    const received: string[] = [];
    const unlisten = await handle.listen(CHANGES_CHANNEL, (table) => received.push(table));
    try {
      await handle.db.insert(faqs).values({ question: "Q?", answer: "A." });
      await handle.db
        .transaction(async (tx) => {
          await tx.insert(siteBanners).values({ section: "hero" });
          throw new Error("roll back");
        })
        .catch(() => undefined);
      await expect.poll(() => received, { timeout: 3000 }).toContain("faqs");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).not.toContain("site_banners");
    } finally {
      await unlisten();
    }
  });

  it("the account tables announce their writes too (drizzle/0014_account_changes.sql)", async () => {
    const handle = await useTestDatabase();
    const received: string[] = [];
    const unlisten = await handle.listen(CHANGES_CHANNEL, (table) => received.push(table));
    try {
      await handle.db.insert(users).values({ id: "notify-user", name: "N", email: "notify@example.com" });
      await handle.db.insert(sessions).values({ id: "notify-session", token: "notify-token", userId: "notify-user", expiresAt: new Date(Date.now() + 60_000) });
      await handle.db.insert(userSubscriptions).values({ userId: "notify-user" });
      await handle.db.update(users).set({ status: "rejected" }).where(eq(users.id, "notify-user"));
      await expect.poll(() => new Set(received), { timeout: 3000 }).toEqual(new Set(["users", "sessions", "user_subscriptions"]));
    } finally {
      await unlisten();
    }
  });
});
