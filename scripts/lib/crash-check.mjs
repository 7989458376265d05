/**
 * What must survive a crash on PostgreSQL: the production
 * server is killed with SIGKILL while sign-ups are being written; every
 * sign-up it acknowledged is there afterwards with its credential account (the
 * two rows are written in one transaction), no user is left without one, and
 * the server starts again. Run by scripts/e2e.mjs on the PostgreSQL target,
 * after its shutdown check; it counts as one test.
 */
import pg from "pg";

const SIGN_UPS = 40;
const KILL_AFTER_ACKNOWLEDGED = 8;
const PASSWORD = "crash-check-password-1";

function signUp(baseUrl, email, index) {
  return fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    // A distinct address each (the e2e server trusts X-Forwarded-For), so the sign-up rate limit stays out of it.
    // Origin as the site's own sign-up form sends it (better-auth refuses a fetch without one).
    headers: { "content-type": "application/json", origin: new URL(baseUrl).origin, "x-forwarded-for": `10.99.${Math.floor(index / 250)}.${(index % 250) + 1}` },
    body: JSON.stringify({ name: `Crash check ${index}`, email, password: PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  }).then(
    (response) => response.ok,
    () => false,
  );
}

/**
 * @param {{ startServer: () => Promise<import("node:child_process").ChildProcess & { exited: Promise<unknown> } | null>,
 *           baseUrl: string, databaseUrl: string }} target
 * @returns {Promise<{ problems: string[], acknowledged: number }>} what went wrong (empty when all held) and how many sign-ups were acknowledged
 */
export async function checkCrashDurability({ startServer, baseUrl, databaseUrl }) {
  const problems = [];
  const server = await startServer();
  if (!server) return { problems: ["the server did not start for the crash check"], acknowledged: 0 };

  const run = Date.now();
  const emails = Array.from({ length: SIGN_UPS }, (_, i) => `crash-${run}-${i}@e2e.test`);
  const acknowledged = [];
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.kill("SIGKILL");
  };
  await Promise.all(
    emails.map(async (email, i) => {
      // A success that arrives at all was sent after its transaction committed, kill or not.
      if (await signUp(baseUrl, email, i)) {
        acknowledged.push(email);
        if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) kill();
      }
    }),
  );
  kill();
  await server.exited;
  if (acknowledged.length < KILL_AFTER_ACKNOWLEDGED) problems.push(`only ${acknowledged.length} sign-ups were acknowledged before the kill`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select u.email, count(a.id)::int as accounts
         from users u left join accounts a on a.user_id = u.id and a.provider_id = 'credential'
        where u.email = any($1::text[]) group by u.email`,
      [emails],
    );
    const stored = new Map(rows.map((row) => [row.email, row.accounts]));
    const lost = acknowledged.filter((email) => !stored.has(email));
    if (lost.length) problems.push(`${lost.length} acknowledged sign-up(s) missing after the crash: ${lost.slice(0, 3).join(", ")}`);
    const partial = [...stored].filter(([, accounts]) => accounts !== 1).map(([email]) => email);
    if (partial.length) problems.push(`${partial.length} user(s) without exactly one credential account: ${partial.slice(0, 3).join(", ")}`);
  } finally {
    await client.end();
  }

  const restarted = await startServer();
  if (!restarted) problems.push("the server did not start again after the crash");
  return { problems, acknowledged: acknowledged.length };
}
