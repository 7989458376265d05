/** What /account reads: the tier and the current subscription, on a real database. */
import { describe, expect, it } from "vitest";
import { userSubscriptions } from "@/db/schema";
import { createViewer } from "../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { getAccountSummary } from "./queries";

const { db } = await useTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

describe("getAccountSummary", () => {
  it("names the tier and the subscription that runs longest", async () => {
    const member = await createViewer("member");
    expect(await getAccountSummary(member.userId!)).toMatchObject({ tier: "member", subscription: null, email: member.email });

    const later = new Date(Date.now() + 30 * DAY);
    await db.insert(userSubscriptions).values([
      { userId: member.userId!, active: true, endsAt: new Date(Date.now() + 5 * DAY) },
      { userId: member.userId!, active: true, endsAt: later },
      { userId: member.userId!, active: true, endsAt: new Date(Date.now() - DAY) },
    ]);
    expect(await getAccountSummary(member.userId!)).toMatchObject({ tier: "subscriber", subscription: { endsAt: later } });
  });

  it("is null for an account that is gone", async () => {
    expect(await getAccountSummary("nobody")).toBeNull();
  });
});
