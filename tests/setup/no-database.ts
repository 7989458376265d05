/**
 * Setup file of the "unit" project (vitest.config.ts), which runs once, on no
 * database: a file there that opened one would never be run on PostgreSQL, so
 * opening one fails with the fix in the message.
 */
import { vi } from "vitest";

vi.mock("@/db/client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/db/client")>()),
  openDatabase: () => {
    throw new Error(
      "This unit test opened a database. Database tests run on both databases: give the file its database with useTestDatabase() (tests/setup/test-db.ts).",
    );
  },
}));
