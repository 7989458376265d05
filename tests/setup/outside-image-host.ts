/**
 * An outside web server for tests of imports from an address: a listener on
 * 127.0.0.2 that the import's address rule lets through, and only it. The
 * rule itself has no switch in production (decision 046), so the import's
 * fetch is wrapped here, at our own seam, with the widened rule.
 *
 * Import this module BEFORE the code under test, and import that code with
 * `await import(...)` after it (vitest registers this module's `vi.mock`
 * when it runs; see admin-session.ts for why that works from a helper).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";

export const OUTSIDE_HOST = "127.0.0.2";

vi.mock("@/features/images/import/fetch-public-image", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/features/images/import/fetch-public-image")>();
  const { isPublicUnicast } = await import("@/features/images/import/address-policy");
  return {
    ...real,
    fetchPublicImage: (address: string) => real.fetchPublicImage(address, { isAllowed: (ip) => ip === OUTSIDE_HOST || isPublicUnicast(ip) }),
  };
});

/** Starts the outside server with `handler`; `address(path)` is a path's address on it. */
export async function startOutsideHost(handler: http.RequestListener): Promise<{ address: (path: string) => string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, OUTSIDE_HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: (path) => `http://${OUTSIDE_HOST}:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
