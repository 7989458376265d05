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

// SQLSTATE insufficient_privilege: what DROP DATABASE ... WITH (FORCE) answers
// a role that is not a superuser when an autovacuum worker (the superuser's
// process) is busy in that database. The worker finishes in moments.
const INSUFFICIENT_PRIVILEGE = "42501";
const DROP_ATTEMPTS = 20;
const DROP_RETRY_MS = 250;

/**
 * Drops a database even while connections remain (FORCE: a server killed
 * mid-request may leave some behind), trying again for a few seconds while
 * autovacuum holds it.
 */
export async function dropDatabase(adminUrl, name) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    } catch (error) {
      if (error?.code !== INSUFFICIENT_PRIVILEGE || attempt >= DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, DROP_RETRY_MS));
    }
  }
}

/**
 * A test database need not survive a crash of the PostgreSQL server itself:
 * commits return without waiting for the disk (a crash of our own server,
 * which the e2e crash check makes, loses nothing: PostgreSQL keeps running).
 * Per database, so the server's other databases keep their settings.
 */
export function forTests(name) {
  return `ALTER DATABASE ${pg.escapeIdentifier(name)} SET synchronous_commit = off`;
}

/** Creates `<prefix><random>`; returns its URL and a function that drops it. */
export async function createScratchDatabase(adminUrl, prefix) {
  const name = `${prefix}${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await adminQuery(adminUrl, forTests(name));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropDatabase(adminUrl, name),
  };
}
