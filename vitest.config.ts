import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { DATABASE_TEST_MARKERS } from "./tests/setup/database-tests";

const root = path.dirname(fileURLToPath(import.meta.url));
const fromRoot = (p: string) => path.join(root, p);

const TEST_FILES = ["src/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"];

/**
 * Two projects, so the PostgreSQL pass reruns only what can differ there:
 * - "database": every test file that opens a database (it calls
 *   useTestDatabase(), opens one itself or reads TEST_DATABASE_URL). CI runs
 *   it on PGlite and again on PostgreSQL.
 * - "unit": everything else, once. Its workers refuse to open a database
 *   (tests/setup/no-database.ts), so a file that starts using one
 *   without saying so fails with a message naming the fix instead of
 *   silently running on PGlite only.
 * Which project a file belongs to is read from its text, so a new test needs
 * no list to be edited.
 */
const databaseTestFiles = listTestFiles().filter((file) =>
  DATABASE_TEST_MARKERS.some((marker) => fs.readFileSync(fromRoot(file), "utf8").includes(marker)),
);

/** The files TEST_FILES matches, relative to the root (Node 20 has no fs.globSync). */
function listTestFiles(): string[] {
  const under = (folder: string, pattern: RegExp) =>
    (fs.readdirSync(fromRoot(folder), { recursive: true }) as string[])
      .map((file) => `${folder}/${file.split(path.sep).join("/")}`)
      .filter((file) => pattern.test(file));
  return [...under("src", /\.test\.tsx?$/), ...under("tests/integration", /\.test\.ts$/)].sort();
}

export default defineConfig({
  resolve: {
    alias: [
      // Same mapping as tsconfig's "@/*".
      { find: /^@\//, replacement: `${fromRoot("src")}/` },
      // The real package throws outside a React Server Components bundle.
      { find: /^server-only$/, replacement: fromRoot("tests/setup/empty.ts") },
    ],
  },
  test: {
    environment: "node",
    exclude: ["tests/e2e/**", "node_modules/**", ".next/**"],
    // PGlite is a large WASM module: separate processes keep its memory out of
    // one shared heap. Two workers for the two cores of these machines.
    pool: "forks",
    maxWorkers: 2,
    setupFiles: ["tests/setup/env.ts", "tests/setup/console.ts"],
    // Copying the template and the first query on a fresh PGlite take a moment.
    testTimeout: 15_000,
    hookTimeout: 60_000,
    env: {
      // Nothing under test may reach a developer's real database: tests get
      // theirs from useTestDatabase() (DATA_DIR is set per worker in tests/setup/env.ts).
      DATABASE_URL: "",
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: TEST_FILES,
          exclude: databaseTestFiles,
          globalSetup: ["tests/setup/global-scratch.ts"],
          setupFiles: ["tests/setup/no-database.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "database",
          include: databaseTestFiles,
          globalSetup: ["tests/setup/global-scratch.ts", "tests/setup/global-db.ts"],
        },
      },
    ],
  },
});
