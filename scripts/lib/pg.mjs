/** Throwaway PostgreSQL databases on TEST_DATABASE_URL's server (the role needs CREATEDB). */
import { randomBytes } from "node:crypto";
import pg from "pg";

async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix><random>`; returns its URL and a function that drops it. */
export async function createScratchDatabase(adminUrl, prefix) {
  const name = `${prefix}${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // FORCE: a server killed mid-request may leave connections behind.
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
}
