import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
// eslint-config-next 16 ships flat configs: core-web-vitals = next + react +
// react-hooks + import + jsx-a11y, with web-vitals rules as errors;
// typescript = typescript-eslint's recommended set.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { layers } from "./scripts/lint/layers.mjs";

export default defineConfig([
  // ESLint's own recommended rules (no-control-regex, no-fallthrough, ...);
  // typescript-eslint below switches off the ones TypeScript already checks.
  js.configs.recommended,
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "data/**",
    "test-results/**",
    "playwright-report/**",
    "blob-report/**",
    "coverage/**",
    "bench-results/**",
    "drizzle/**",
    "next-env.d.ts",
  ]),
  {
    rules: {
      // `_name` marks a parameter or binding that is unused on purpose.
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Generated-style shadcn components built on Radix: their props pass
    // children and aria attributes through, which these rules cannot see.
    files: ["src/components/ui/**"],
    rules: {
      "jsx-a11y/heading-has-content": "off",
      "jsx-a11y/anchor-has-content": "off",
      "jsx-a11y/label-has-associated-control": "off",
      "react/display-name": "off",
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  {
    // Not React: `useTestDatabase()` and fixtures named `use*` are test
    // helpers, called at a test file's top level.
    files: ["**/*.test.ts", "tests/**/*.ts"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
    },
  },
  // The layers (docs/admin-guide.md): lib, db, i18n and components never
  // import features; no "use client" file imports the database; no import
  // cycles. Each rule is shown failing by scripts/lint/layers.test.ts.
  ...layers,
  {
    // Tool config files export an anonymous object by convention.
    files: ["*.config.{js,mjs,ts}"],
    rules: {
      "import/no-anonymous-default-export": "off",
    },
  },
]);
