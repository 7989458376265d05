/**
 * A switch that makes the audit writes fail, for the tests that show a
 * change and its audit row roll back together (one transaction):
 *
 *   import { session } from "../../../../tests/setup/failing-audit";
 *   session.failAudit = true; // the next audit write throws
 *
 * It is the shared admin session (tests/setup/admin-session.ts) with one
 * more field, so the same object also holds the viewer and the locale.
 * Import it BEFORE the code under test, like admin-session.ts: vitest hoists
 * the `vi.mock` below to the top of this module.
 */
import { vi } from "vitest";
import { adminSession } from "./admin-session";

export const session = adminSession({ failAudit: false });

vi.mock("@/features/audit/log", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/features/audit/log")>();
  const { session: current } = await import("./failing-audit");
  const refuse = () => {
    if (current.failAudit) throw new Error("audit write failed (test)");
  };
  return {
    ...original,
    writeAudit: async (...args: Parameters<typeof original.writeAudit>) => {
      refuse();
      return original.writeAudit(...args);
    },
    writeAuditEntries: async (...args: Parameters<typeof original.writeAuditEntries>) => {
      refuse();
      return original.writeAuditEntries(...args);
    },
  };
});
