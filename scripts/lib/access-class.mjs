/**
 * Access classes in front of the page cache (decision 039).
 *
 * A signed-in member's page used to be rendered for that one person, so only
 * visitors got cached pages. Now what a public page shows depends only on the
 * viewer's access class (visitor, pending, rejected, expired, member,
 * subscriber; staff apart), and this layer, for every GET of a public page or
 * its router data that carries a session cookie:
 *
 * 1. checks the session (through the store the app registers,
 *    src/features/access/access-class-store.ts) and learns its class. The
 *    answer is remembered per signed cookie value until the first of: the
 *    session's, membership's or subscription's end, or any write to the
 *    account tables on any instance (their change notifications move the
 *    account epoch, src/lib/cache.ts). So a deleted, rejected or expired
 *    account, an ended subscription or a signed-out session changes the class
 *    on the very next request, without a query per request;
 * 2. for a shared class, removes the session cookie from the request and
 *    tells the app the class in a header carrying this process's secret: the
 *    page is rendered for the class (the app's `getViewer`), cannot read who
 *    the person is, and the page cache keeps one copy per class;
 * 3. staff, and any session that cannot be checked, pass untouched: rendered
 *    fresh for the person, never cached.
 *
 * A header of that name sent from outside is always removed first.
 */
import { randomBytes } from "node:crypto";
import { registeredOnGlobal } from "./app-registration.mjs";

export const ACCESS_CLASS_STORE_KEY = Symbol.for("velvet.accessClass.store");
const SECRET_KEY = Symbol.for("velvet.accessClass.secret");
const ACCOUNT_EPOCH_KEY = Symbol.for("velvet.accounts.epoch");
export const ACCESS_CLASS_HEADER = "x-velvet-access-class";
/** Where the class travels to the page cache's key (src: the request object, never a header). */
export const REQUEST_CLASS = Symbol.for("velvet.accessClass.ofRequest");

const SHARED_CLASSES = new Set(["visitor", "pending", "rejected", "expired", "member", "subscriber"]);
// Pages that read the person themselves (the account pages), and everything
// that is not a page. /auth and /admin are never cached anyway.
const PERSONAL_PREFIXES = ["/api/", "/_next/"];
const PERSONAL_SECTIONS = ["/admin", "/auth", "/account"];
// better-auth's session cookies: the token and, with two-factor, its pending state.
const SESSION_COOKIE_NAME = /^(?:__Secure-)?velvet[._-]session/i;
const SESSION_TOKEN_COOKIE = /(?:^|;\s*)((?:__Secure-)?velvet\.session_token=[^;]+)/i;
const MAX_REMEMBERED = 10_000;

function accountEpoch() {
  return globalThis[ACCOUNT_EPOCH_KEY] ?? 0;
}

/** This process's secret for the class header, made once; the app compares against it. */
export function classHeaderSecret() {
  globalThis[SECRET_KEY] ??= randomBytes(24).toString("base64url");
  return globalThis[SECRET_KEY];
}

/** The session cookie exactly as sent (`velvet.session_token=token.signature`, with its prefix if any), or null. */
export function sessionCookie(cookieHeader) {
  const match = SESSION_TOKEN_COOKIE.exec(cookieHeader ?? "");
  const pair = match?.[1].trim() ?? "";
  return pair.endsWith("=") || pair === "" ? null : pair;
}

/** The Cookie header without better-auth's cookies (null when nothing is left). */
export function withoutSessionCookies(cookieHeader) {
  const kept = String(cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !SESSION_COOKIE_NAME.test(part.split("=", 1)[0].trim()));
  return kept.length > 0 ? kept.join("; ") : null;
}

/** True when the URL is the section itself or below it (`/account`, `/account/…`, `/account?…`), not `/accountants`. */
export function isInSection(url, section) {
  return url === section || url.startsWith(`${section}/`) || url.startsWith(`${section}?`);
}

/** A GET or HEAD of a public page (or its router data) that the class may decide. */
export function isClassifiablePageRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  if (PERSONAL_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  return !PERSONAL_SECTIONS.some((section) => isInSection(url, section));
}

/**
 * Remembers each session's class. `store.resolveAccessClass(cookieHeader)`
 * gives `{ accessClass, validUntil }`; a failure is not remembered (the
 * request is then served as the person, uncached).
 */
export class AccessClassMemory {
  #store;
  #now;
  #entries = new Map();

  constructor(store, { now = () => Date.now() } = {}) {
    this.#store = store;
    this.#now = now;
  }

  /** The class of the session in this cookie (`name=value`), asked of the app at most once while it holds. */
  classOf(cookie) {
    const now = this.#now();
    const epoch = accountEpoch();
    const known = this.#entries.get(cookie);
    if (known && known.epoch === epoch && (known.validUntil === undefined || now < known.validUntil)) return known.answer;
    const answer = Promise.resolve()
      .then(() => this.#store.resolveAccessClass(cookie))
      .then((resolved) => {
        const entry = this.#entries.get(cookie);
        // Kept only if no account changed while it was being read.
        if (entry?.answer === answer) {
          if (accountEpoch() === epoch) entry.validUntil = resolved.validUntil;
          else this.#entries.delete(cookie);
        }
        return resolved.accessClass;
      });
    answer.catch(() => {
      if (this.#entries.get(cookie)?.answer === answer) this.#entries.delete(cookie);
    });
    this.#entries.delete(cookie);
    this.#entries.set(cookie, { answer, epoch, validUntil: undefined });
    while (this.#entries.size > MAX_REMEMBERED) this.#entries.delete(this.#entries.keys().next().value);
    return answer;
  }

  get size() {
    return this.#entries.size;
  }
}

/** The store the app registers at boot (src/instrumentation.ts); each call waits for the registration. */
export function appAccessClassStore() {
  return {
    resolveAccessClass: async (cookieHeader) => (await registeredOnGlobal(ACCESS_CLASS_STORE_KEY, "access-class store")).resolveAccessClass(cookieHeader),
  };
}

/** The class the layer gave this request (undefined: none, i.e. no session cookie or not classified). */
export function requestAccessClass(req) {
  return req[REQUEST_CLASS];
}

export function withAccessClass(memory, handle) {
  const secret = classHeaderSecret();
  return (req, res) => {
    delete req.headers[ACCESS_CLASS_HEADER];
    if (!isClassifiablePageRequest(req)) return handle(req, res);
    const cookie = sessionCookie(req.headers.cookie);
    if (!cookie) return handle(req, res);
    return memory.classOf(cookie).then(
      (accessClass) => {
        if (SHARED_CLASSES.has(accessClass)) {
          const rest = withoutSessionCookies(req.headers.cookie);
          if (rest) req.headers.cookie = rest;
          else delete req.headers.cookie;
          req.headers[ACCESS_CLASS_HEADER] = `${accessClass} ${secret}`;
          req[REQUEST_CLASS] = accessClass;
        }
        return handle(req, res);
      },
      (error) => {
        console.error("[access-class] the session could not be checked:", error?.message ?? error);
        return handle(req, res);
      },
    );
  };
}
