/**
 * Prepares the database before the server starts: applies migrations, seeds
 * an empty database (core content, and demo content unless SEED_DEMO=false),
 * makes sure the auth secret and the first admin exist, and prints sign-ins.
 * Run by `npm start` (scripts/start.mjs) and the end-to-end test runner.
 */
import fs from "node:fs";
import path from "node:path";
import { closeDatabase, getDatabaseHandle } from "../src/db";
import { seedDatabase } from "../src/seed";
import { seedDemoAccounts } from "../src/seed/accounts";
import { ensureAdminAccount, generatePassword } from "../src/features/auth/accounts";
import { ensureAuthSecret } from "../src/features/auth/secret";
import { getSiteSettings } from "../src/features/site/settings-row";
import { dataDir, exitOnInvalidEnv } from "../src/lib/env";

async function main(): Promise<void> {
  const env = exitOnInvalidEnv("[setup]");
  const started = Date.now();
  const handle = await getDatabaseHandle();
  console.log(`[setup] database: ${handle.kind === "pglite" ? `embedded PGlite in ${path.join(dataDir(), "pglite")}` : "PostgreSQL (DATABASE_URL)"}; migrations applied`);

  ensureAuthSecret();
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  await seedDatabase(handle.db, { demo: env.SEED_DEMO === "true", siteUrl, log: (line) => console.log(`[setup] ${line}`) });

  const lines: string[] = [];
  const adminEmail = env.ADMIN_EMAIL ?? "admin@velvet.london";
  const adminPassword = env.ADMIN_PASSWORD ?? generatePassword();
  const admin = await ensureAdminAccount({ email: adminEmail, password: adminPassword });
  if (admin.created) {
    lines.push(`Admin: ${adminEmail} / ${env.ADMIN_PASSWORD ? "(ADMIN_PASSWORD)" : adminPassword}`);
  }

  if (env.SEED_DEMO === "true") {
    const settings = await getSiteSettings(handle.db);
    const demoPassword = env.DEMO_PASSWORD ?? generatePassword();
    const created = await seedDemoAccounts(handle.db, { password: demoPassword, memberMailDomain: settings.memberMailDomain });
    for (const account of created) {
      lines.push(`Demo ${account.kind}: ${account.email} / ${env.DEMO_PASSWORD ? "(DEMO_PASSWORD)" : demoPassword}`);
    }
  }

  printSignIns(lines, siteUrl);
  console.log(`[setup] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await closeDatabase();
}

/**
 * Generated passwords are shown once, at the start that created them, and kept
 * in data/initial-credentials.txt (mode 600) so a later start can point to them.
 */
function printSignIns(createdLines: string[], siteUrl: string): void {
  const file = path.join(dataDir(), "initial-credentials.txt");
  if (createdLines.length > 0) {
    fs.mkdirSync(dataDir(), { recursive: true });
    fs.writeFileSync(file, `Sign-ins created ${new Date().toISOString()} for ${siteUrl}/auth\n${createdLines.join("\n")}\n`, { mode: 0o600 });
    console.log(`\n  Sign in at ${siteUrl}/auth\n  ${createdLines.join("\n  ")}\n  (also saved in ${file}; change these passwords after first use)\n`);
  } else if (fs.existsSync(file)) {
    console.log(`\n  Sign in at ${siteUrl}/auth with the accounts listed in ${file}\n`);
  } else {
    console.log(`\n  Sign in at ${siteUrl}/auth (accounts already existed)\n`);
  }
}

main().catch(async (error: unknown) => {
  console.error(`[setup] failed: ${error instanceof Error ? error.message : String(error)}`);
  await closeDatabase().catch(() => undefined);
  process.exit(1);
});
