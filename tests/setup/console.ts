/**
 * Vitest setup file: a test that logs `console.error` fails. An
 * error log usually means a swallowed failure or a React warning that the
 * assertions did not catch. Tests that expect one say so:
 *
 *   import { allowConsoleError } from "../../tests/setup/console";
 *   allowConsoleError();                 // any console.error in this test
 *   allowConsoleError(/idle PostgreSQL/); // only matching messages
 *
 * console.error is wrapped directly (not with vi.spyOn) so `vi.restoreAllMocks()`
 * or a test's own spy cannot silently switch the check off.
 */
import { format } from "node:util";
import { afterEach, beforeEach } from "vitest";

const originalError = console.error.bind(console);

let inTest = false;
let allowed: Array<RegExp | true> = [];
let unexpected: string[] = [];

console.error = (...args: unknown[]) => {
  const message = format(...args);
  if (inTest && allowed.some((rule) => rule === true || rule.test(message))) return;
  if (inTest) unexpected.push(message);
  // Still printed, so the message shows next to the test that produced it.
  originalError(...args);
};

beforeEach(() => {
  inTest = true;
  allowed = [];
  unexpected = [];
});

afterEach(() => {
  inTest = false;
  const found = unexpected;
  unexpected = [];
  if (found.length) {
    throw new Error(
      `Unexpected console.error (${found.length}); call allowConsoleError() in tests that expect one:\n` +
        found.map((m) => `  - ${m.split("\n")[0]}`).join("\n"),
    );
  }
});

/** Lets the current test log console.error, optionally only messages matching `pattern`. */
export function allowConsoleError(pattern?: RegExp): void {
  allowed.push(pattern ?? true);
}
