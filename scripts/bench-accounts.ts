/**
 * Adds the one viewer class the demo seed has no account for to a bench
 * database: an exclusive member whose membership runs (approved, expiry a
 * year ahead), as an admin creates one on the Users screen. The demo seed's
 * only exclusive member has expired (src/seed/accounts.ts). Made with the
 * app's own createAccount, so it signs in like any other account. Run
 * against the database the server will open (DATA_DIR or DATABASE_URL),
 * never while a server holds it (PGlite allows one process per folder).
 * Does nothing when the account exists.
 *
 *   npx tsx scripts/bench-accounts.ts --email benchexclusive@members.velvet.london --password …
 */
import { closeDatabase } from "../src/db";
import { AccountExistsError, createAccount } from "../src/features/auth/accounts";

const DAY_MS = 24 * 60 * 60 * 1000;

function argument(name: string): string {
  const args = process.argv.slice(2);
  const value = args[args.indexOf(`--${name}`) + 1];
  if (!args.includes(`--${name}`) || !value) throw new Error(`--${name} is required`);
  return value;
}

async function main() {
  const email = argument("email");
  try {
    await createAccount({
      email,
      name: "Bench Exclusive",
      password: argument("password"),
      role: "member",
      status: "approved",
      expiresAt: new Date(Date.now() + 365 * DAY_MS),
      isExclusiveMember: true,
    });
    console.log(`[bench] exclusive member ${email} created`);
  } catch (error) {
    if (!(error instanceof AccountExistsError)) throw error;
  }
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  });
