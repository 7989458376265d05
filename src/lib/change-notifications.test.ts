import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/setup/test-db";
import { faqs, siteBanners } from "@/db/schema";
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
});
