import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startAppServer } from "../../../scripts/lib/app-server.mjs";
import { root, stop } from "../../../scripts/lib/proc.mjs";

/** A production server started by a test, beside the one scripts/e2e.mjs started. */
export interface SecondInstance {
  baseURL: string;
  pid: number;
  /** SIGTERM to its pid, as a proxy's drain sends; answers how it exited (0: it drained and closed cleanly). */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Instance B: the same build, database, media store and secrets as the
 * server the tests run against (A), which it gets from the environment
 * scripts/e2e.mjs hands the tests. Only its port and address differ, and it
 * has a data folder of its own, empty, as a server on another machine would:
 * anything it shared with A through that folder (a generated secret, a file)
 * would fail the tests. Its log is test-results/e2e-<run>-instance-b.log.
 */
export async function startSecondInstance(): Promise<SecondInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-e2e-instance-b-"));
  const logFile = path.join(root, "test-results", `e2e-${process.env.E2E_RUN ?? "local"}-instance-b.log`);
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const { server, base } = await startAppServer(process.env, { logName: "instance-b", logFile, extraEnv: { DATA_DIR: dataDir } }).catch((error: unknown) => {
    removeDataDir();
    throw error;
  });
  return {
    baseURL: base,
    pid: server.pid!,
    async stop() {
      await stop(server, 15_000);
      removeDataDir();
      return server.exited;
    },
  };
}
