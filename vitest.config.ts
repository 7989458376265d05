import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));
const fromRoot = (p: string) => path.join(root, p);

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
    include: ["src/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**", ".next/**"],
    // PGlite is a large WASM module: separate processes keep its memory out of
    // one shared heap. Two workers for the two cores of these machines.
    pool: "forks",
    maxWorkers: 2,
    globalSetup: ["tests/setup/global-scratch.ts", "tests/setup/global-db.ts"],
    setupFiles: ["tests/setup/env.ts", "tests/setup/console.ts"],
    // Copying the template and the first query on a fresh PGlite take a moment.
    testTimeout: 15_000,
    hookTimeout: 60_000,
    env: {
      // Nothing under test may reach a developer's real database: tests get
      // theirs from useTestDatabase() (DATA_DIR is set per worker in tests/setup/env.ts).
      DATABASE_URL: "",
    },
  },
});
