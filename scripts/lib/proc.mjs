/** Child-process helpers shared by scripts/test.mjs and scripts/e2e.mjs. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

// fileURLToPath rather than import.meta.dirname: package.json allows Node 20.9.
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * A local CLI from node_modules/.bin, run directly rather than through npx:
 * npx costs a second per call and prints npm's config warnings into the log.
 */
export function bin(name) {
  const local = path.join(root, "node_modules", ".bin", name);
  return fs.existsSync(local) ? [local] : ["npx", "--no-install", name];
}

/** Runs a command with inherited output; resolves with its exit code (signals count as 1). */
export function run(commandAndArgs, { env = process.env, cwd = root } = {}) {
  const [command, ...args] = commandAndArgs;
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: "inherit" });
    child.on("error", (error) => {
      console.error(`[run] could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Starts a long-running process whose output goes to `logFile` (shown on failure). */
export function start(commandAndArgs, { env = process.env, cwd = root, logFile }) {
  const [command, ...args] = commandAndArgs;
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, "w");
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  child.exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return child;
}

/** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stop(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => {
    console.warn(`[run] pid ${child.pid} did not exit ${graceMs / 1000} s after SIGTERM; sending SIGKILL`);
    child.kill("SIGKILL");
  }, graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** A TCP port that was free a moment ago (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no output)";
  }
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
