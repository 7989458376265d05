/**
 * How the vitest config tells a database test from a unit test (see
 * vitest.config.ts): a test file that contains any of these opens a database.
 */
export const DATABASE_TEST_MARKERS = [
  "useTestDatabase(",
  "TEST_DATABASE_URL",
  "openDatabase(",
  "new PGlite(",
  // The default (embedded) database, opened on first use.
  "getDatabaseHandle(",
];
