/**
 * What the production server must do on SIGTERM: requests in
 * flight finish, the database is closed cleanly, the process exits 0, and
 * the database opens again afterwards (an embedded PGlite folder left open
 * may not). Run by scripts/e2e.mjs against each target's server once the
 * browser tests are done; it counts as one test.
 */
import http from "node:http";

const IN_FLIGHT_REQUESTS = 3;
const EXIT_TIMEOUT_MS = 30_000;
const CLEAN_CLOSE_LINE = "[server] database closed";

/**
 * GET `url`, reporting when the response has started (`started`) and how it
 * ended (`done`): complete, refused before it was accepted, or cut off.
 */
function trackedGet(url) {
  let markStarted;
  const started = new Promise((resolve) => (markStarted = resolve));
  const done = new Promise((resolve) => {
    const request = http.get(url, { headers: { "accept-encoding": "identity" } }, (response) => {
      markStarted();
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ kind: "complete", status: response.statusCode, body }));
      response.on("aborted", () => resolve({ kind: "cut off", detail: `after ${body.length} characters` }));
      response.on("error", (error) => resolve({ kind: "cut off", detail: error.code ?? error.message }));
    });
    request.on("error", (error) =>
      resolve(error.code === "ECONNREFUSED" ? { kind: "refused" } : { kind: "cut off", detail: error.code ?? error.message }),
    );
  });
  return { started, done };
}

const withTimeout = (promise, ms, fallback) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);

/**
 * @param {{ server: import("node:child_process").ChildProcess & { exited: Promise<{code: number|null, signal: string|null}> },
 *           baseUrl: string, readLog: () => string, reopenDatabase: () => Promise<boolean> }} target
 * @returns {Promise<string[]>} what went wrong; empty when all held
 */
export async function checkGracefulShutdown({ server, baseUrl, readLog, reopenDatabase }) {
  const problems = [];
  // Pages no one has asked for: rendered fresh, so still in flight when the signal comes.
  const requests = Array.from({ length: IN_FLIGHT_REQUESTS }, (_, i) => trackedGet(`${baseUrl}/models?shutdown-check=${Date.now()}-${i}`));
  const anyStarted = await withTimeout(Promise.any(requests.map((r) => r.started)).then(() => true), 15_000, false);
  if (!anyStarted) problems.push("no response had started within 15 s, so nothing was in flight");
  server.kill("SIGTERM");

  const outcomes = await Promise.all(requests.map((r) => withTimeout(r.done, EXIT_TIMEOUT_MS, { kind: "cut off", detail: "no end" })));
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.kind === "cut off") problems.push(`request ${i + 1} was cut off (${outcome.detail})`);
    else if (outcome.kind === "complete" && (outcome.status !== 200 || !outcome.body.trimEnd().endsWith("</html>"))) {
      problems.push(`request ${i + 1} ended with status ${outcome.status} and ${outcome.body.length} characters, not a whole page`);
    }
  }
  if (!outcomes.some((outcome) => outcome.kind === "complete")) problems.push("no request in flight was answered");

  const exit = await withTimeout(server.exited, EXIT_TIMEOUT_MS, null);
  if (!exit) problems.push(`the server had not exited ${EXIT_TIMEOUT_MS / 1000} s after SIGTERM`);
  else if (exit.code !== 0) problems.push(`the server exited with ${exit.code ?? exit.signal}, not 0`);
  if (!readLog().includes(CLEAN_CLOSE_LINE)) problems.push(`the server log has no "${CLEAN_CLOSE_LINE}"`);
  if (exit && !(await reopenDatabase())) problems.push("the database could not be opened again after the shutdown");
  return problems;
}
