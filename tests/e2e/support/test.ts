import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

// What Chromium logs when the Content-Security-Policy stops something.
const CSP_MESSAGE = /Content Security Policy|Content-Security-Policy/i;

/**
 * Playwright's `test`, failing any test in which the page's
 * Content-Security-Policy blocked something (a script, style, image, font or
 * connection the site itself uses), on any page of the test's browser
 * context. A test that provokes a violation on purpose opts out with
 * `test.use({ cspViolationsAllowed: true })`.
 */
export const test = base.extend<{ cspViolationsAllowed: boolean; cspGuard: void }>({
  cspViolationsAllowed: [false, { option: true }],
  cspGuard: [
    async ({ context, cspViolationsAllowed }, use) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
      });
      await use();
      if (!cspViolationsAllowed && violations.length > 0) {
        throw new Error(`The Content-Security-Policy blocked something:\n${violations.join("\n")}`);
      }
    },
    { auto: true },
  ],
});
