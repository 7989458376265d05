import { test as base, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { callFixture } from "./fixtures";

export { expect } from "@playwright/test";

// What Chromium logs when the Content-Security-Policy stops something.
const CSP_MESSAGE = /Content Security Policy|Content-Security-Policy/i;

/** The kinds of signed-in account the fixtures route makes (src/app/api/test-fixtures/[action]/fixture-users.ts). */
export type UserKind = "member" | "subscriber" | "exclusive" | "team" | "admin";

/** A cookie in the shape Playwright's browser contexts and request contexts take. */
export interface SessionCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Lax" | "Strict" | "None";
}

/** A fresh account made for one test, already signed in (a session written straight into the database). */
export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: string;
  kind: UserKind;
  /** The session's cookie, exactly as better-auth's sign-in sets it. */
  cookie: SessionCookie;
  /** Direct requests (no browser) carrying this user's session. */
  request: APIRequestContext;
  /** Puts this user's session into a browser context. */
  signIn(context: BrowserContext): Promise<void>;
  /** Another session for the same account: the person signing in again, e.g. from a fresh browser. */
  newSession(): Promise<SessionCookie>;
}

/** A signed-out visitor: the test's browser has no session; `request` sends no cookie. */
export interface TestVisitor {
  request: APIRequestContext;
}

export interface UserFactory {
  /** A fresh account of the kind with its own session; removed when the test ends. */
  create(kind: UserKind): Promise<TestUser>;
}

interface Fixtures {
  cspViolationsAllowed: boolean;
  cspGuard: void;
  users: UserFactory;
  asVisitor: TestVisitor;
  asMember: TestUser;
  asSubscriber: TestUser;
  asTeam: TestUser;
  asAdmin: TestUser;
}

/** Who the test's own browser context is signed in as, so two `as…` fixtures in one test fail loudly. */
const browserOwner = new WeakMap<BrowserContext, string>();

function claimBrowser(context: BrowserContext, who: string): void {
  const owner = browserOwner.get(context);
  if (owner) {
    throw new Error(`The test's browser is already ${owner}; it cannot also be ${who}. Use users.create() and a new context for the second account.`);
  }
  browserOwner.set(context, who);
}

function signedInAs(kind: UserKind) {
  return async ({ context, users }: { context: BrowserContext; users: UserFactory }, use: (user: TestUser) => Promise<void>) => {
    claimBrowser(context, `signed in as a ${kind}`);
    const user = await users.create(kind);
    await user.signIn(context);
    await use(user);
  };
}

/**
 * Playwright's `test` with:
 *
 * - a guard failing any test in which the page's Content-Security-Policy
 *   blocked something (a script, style, image, font or connection the site
 *   itself uses), on any page of the test's browser context. A test that
 *   provokes a violation on purpose opts out with
 *   `test.use({ cspViolationsAllowed: true })`;
 * - sign-in fixtures: `asMember`, `asSubscriber`,
 *   `asTeam`, `asAdmin` each create a fresh account of that kind, write its
 *   session through the token-guarded fixtures route (decision 006) and put
 *   the cookie in the test's browser; `asVisitor` is a signed-out browser.
 *   Each also gives a `request` context for direct requests. `users.create()`
 *   makes more accounts in one test. Every account is deleted afterwards.
 */
export const test = base.extend<Fixtures>({
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

  users: async ({ playwright, baseURL }, use) => {
    const origin = new URL(baseURL!);
    const fixtures = await playwright.request.newContext({ baseURL });
    const created: TestUser[] = [];
    const toCookie = (cookie: Omit<SessionCookie, "domain">): SessionCookie => ({ ...cookie, domain: origin.hostname });

    await use({
      async create(kind) {
        const { user, cookie: raw } = (await callFixture(fixtures, "sign-in", { kind })) as {
          user: Omit<TestUser, "cookie" | "request" | "signIn" | "newSession">;
          cookie: Omit<SessionCookie, "domain">;
        };
        const cookie = toCookie(raw);
        const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [cookie], origins: [] } });
        const testUser: TestUser = {
          ...user,
          cookie,
          request,
          signIn: (context) => context.addCookies([cookie]),
          async newSession() {
            const { cookie: again } = (await callFixture(fixtures, "sign-in", { userId: user.id })) as { cookie: Omit<SessionCookie, "domain"> };
            return toCookie(again);
          },
        };
        created.push(testUser);
        return testUser;
      },
    });

    for (const user of created) await user.request.dispose();
    if (created.length > 0) await callFixture(fixtures, "delete-users", { ids: created.map((user) => user.id) });
    await fixtures.dispose();
  },

  asVisitor: async ({ context, playwright, baseURL }, use) => {
    claimBrowser(context, "a signed-out visitor");
    const request = await playwright.request.newContext({ baseURL });
    await use({ request });
    await request.dispose();
  },
  asMember: signedInAs("member"),
  asSubscriber: signedInAs("subscriber"),
  asTeam: signedInAs("team"),
  asAdmin: signedInAs("admin"),
});
