/**
 * Access classes in front of the page cache (decision 039).
 *
 * A signed-in member's page used to be rendered for that one person, so only
 * visitors got cached pages. Now what a public page shows depends only on the
 * viewer's access class (visitor, pending, rejected, expired, member,
 * subscriber; staff apart), and this layer, for every GET of a public page or
 * its router data that carries a session cookie:
 *
 * 1. checks the session (through the app's store,
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
import type { IncomingMessage } from "node:http";
import type { AccessClassStore } from "../app-ports";
import { errorMessage, isRead, type Handler } from "../http";
import { sessionCookie, withoutSessionCookies } from "../session-cookie";

export const ACCESS_CLASS_HEADER = "x-velvet-access-class";

const SHARED_CLASSES = new Set(["visitor", "pending", "rejected", "expired", "member", "subscriber"]);
// Pages that read the person themselves (the account pages), and everything
// that is not a page. /auth and /admin are never cached anyway.
const PERSONAL_PREFIXES = ["/api/", "/_next/"];
const PERSONAL_SECTIONS = ["/admin", "/auth", "/account"];
const MAX_REMEMBERED = 10_000;

/** The class the layer gave each request it classified, for the page cache's key. */
const classOfRequest = new WeakMap<IncomingMessage, string>();

/** True when the URL is the section itself or below it (`/account`, `/account/…`, `/account?…`), not `/accountants`. */
export function isInSection(url: string, section: string): boolean {
  return url === section || url.startsWith(`${section}/`) || url.startsWith(`${section}?`);
}

/** A GET or HEAD of a public page (or its router data) that the class may decide. */
export function isClassifiablePageRequest(req: IncomingMessage): boolean {
  if (!isRead(req)) return false;
  const url = req.url ?? "/";
  if (PERSONAL_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  return !PERSONAL_SECTIONS.some((section) => isInSection(url, section));
}

interface Remembered {
  answer: Promise<string>;
  epoch: number;
  validUntil: number | undefined;
}

export interface AccessClassMemoryOptions {
  /** The app's account epoch (src/lib/cache.ts): a move forgets every answer. */
  accountEpoch: () => number;
  now?: () => number;
}

/**
 * Remembers each session's class. `store.resolveAccessClass(cookieHeader)`
 * gives `{ accessClass, validUntil }`; a failure is not remembered (the
 * request is then served as the person, uncached).
 */
export class AccessClassMemory {
  #store: Pick<AccessClassStore, "resolveAccessClass">;
  #now: () => number;
  #accountEpoch: () => number;
  #entries = new Map<string, Remembered>();

  constructor(store: Pick<AccessClassStore, "resolveAccessClass">, { accountEpoch, now = () => Date.now() }: AccessClassMemoryOptions) {
    this.#store = store;
    this.#now = now;
    this.#accountEpoch = accountEpoch;
  }

  /** The class of the session in this cookie (`name=value`), asked of the app at most once while it holds. */
  classOf(cookie: string): Promise<string> {
    const now = this.#now();
    const epoch = this.#accountEpoch();
    const known = this.#entries.get(cookie);
    if (known && known.epoch === epoch && (known.validUntil === undefined || now < known.validUntil)) return known.answer;
    const answer: Promise<string> = Promise.resolve()
      .then(() => this.#store.resolveAccessClass(cookie))
      .then((resolved) => {
        const entry = this.#entries.get(cookie);
        // Kept only if no account changed while it was being read.
        if (entry?.answer === answer) {
          if (this.#accountEpoch() === epoch) entry.validUntil = resolved.validUntil;
          else this.#entries.delete(cookie);
        }
        return resolved.accessClass;
      });
    answer.catch(() => {
      if (this.#entries.get(cookie)?.answer === answer) this.#entries.delete(cookie);
    });
    this.#entries.delete(cookie);
    this.#entries.set(cookie, { answer, epoch, validUntil: undefined });
    while (this.#entries.size > MAX_REMEMBERED) this.#entries.delete(this.#entries.keys().next().value as string);
    return answer;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Forgets every remembered class (the emergency operation); returns how many there were. */
  clear(): number {
    const forgotten = this.#entries.size;
    this.#entries.clear();
    return forgotten;
  }
}

/** The class the layer gave this request (undefined: none, i.e. no session cookie or not classified). */
export function requestAccessClass(req: IncomingMessage): string | undefined {
  return classOfRequest.get(req);
}

/** `secret`: what the class header carries, so the app believes it (the app's store makes it). */
export function withAccessClass(memory: AccessClassMemory, handle: Handler, { secret }: { secret: string }): Handler {
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
          classOfRequest.set(req, accessClass);
        }
        return handle(req, res);
      },
      (error) => {
        console.error("[access-class] the session could not be checked:", errorMessage(error));
        return handle(req, res);
      },
    );
  };
}
