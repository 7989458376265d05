/**
 * The redirect engine: pure rules for matching a request path against the
 * admin's redirect rules, and for refusing rules that cannot be saved.
 *
 * One module for both sides: the server's redirect layer
 * (src/server/layers/redirects.ts) runs it in front of Next.js and the page
 * cache, and the admin actions import the same file, so what the "test a URL"
 * box says is what the server does. No Next.js, no database, so the server
 * bundle can take it as it is. See docs/decisions/030-redirects.md.
 *
 * Matching, cheapest first, and in that order of precedence:
 * 1. exact rules: one Map lookup;
 * 2. prefix rules: a Map keyed by prefix, probed with the path and then each
 *    parent folder, so the longest prefix wins in O(segments);
 * 3. regex rules, in the order given (the loader orders them by creation), the
 *    first that matches wins. Paths longer than REGEX_PATH_LIMIT are not tried
 *    against regexes, so no request can make a pattern work for long.
 * Paths are compared as the request sends them (percent-encoded), without a
 * trailing slash (except "/"), and the query string is never part of a match.
 */

export type RedirectStatus = 301 | 302 | 307 | 410 | 451;
export type RedirectMatchType = "exact" | "prefix" | "regex";

/** A rule as the engine reads it (the redirects row's rule columns). */
export interface RedirectRule {
  id?: string;
  fromPath: string;
  toPath: string | null;
  statusCode: number;
  matchType: RedirectMatchType;
  keepQuery: boolean;
}

export interface RedirectAnswer<R extends RedirectRule = RedirectRule> {
  rule: R;
  status: number;
  /** null for 410 and 451, which answer with a page. */
  location: string | null;
}

export interface RedirectMatcher<R extends RedirectRule = RedirectRule> {
  readonly size: number;
  match(url: string): RedirectAnswer<R> | null;
}

export interface ChainHop<R extends RedirectRule = RedirectRule> {
  url: string;
  rule: R;
  status: number;
  location: string | null;
}

export interface ChainResult<R extends RedirectRule = RedirectRule> {
  hops: ChainHop<R>[];
  final: string | null;
  outcome: "none" | "redirect" | "gone" | "loop";
}

export type SourceProblem = "required" | "slash" | "query" | "reserved" | "tooLong" | "regexInvalid" | "regexTooLong" | "regexSlow";
export type TargetProblem = "required" | "invalid" | "tooLong";

export interface ChainProblem {
  kind: "loop" | "chain";
  ruleId: string | null;
  path: string;
}

export const REDIRECT_STATUSES: readonly RedirectStatus[] = [301, 302, 307, 410, 451];
export const MATCH_TYPES: readonly RedirectMatchType[] = ["exact", "prefix", "regex"];
export const GONE_STATUSES: readonly number[] = [410, 451];
export const MAX_SOURCE_LENGTH = 500;
export const MAX_TARGET_LENGTH = 2000;
export const MAX_REGEX_LENGTH = 200;
export const REGEX_PATH_LIMIT = 1024;
/** Hops followed by the "test a URL" box and by the loop check; a longer chain is reported as a loop. */
export const MAX_HOPS = 10;

/**
 * Paths the site itself needs: the back office, the API (media included),
 * sign-in, the build's files and the files at the root. A rule there could
 * lock admins out or break every page, so such a source is refused, and the
 * server does not even look them up.
 */
export const RESERVED_PREFIXES: readonly string[] = ["/admin", "/api", "/_next", "/auth", "/brand", "/fonts", "/sitemap"];
export const RESERVED_FILES: readonly string[] = ["/robots.txt", "/sitemap.xml", "/favicon.ico", "/icon.svg", "/sw.js", "/manifest.webmanifest"];

export function isReservedPath(path: string): boolean {
  const lower = String(path).toLowerCase();
  if (RESERVED_FILES.includes(lower)) return true;
  return RESERVED_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`) || lower.startsWith(`${prefix}.`));
}

/** A path without its trailing slash ("/" stays "/"). */
export function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
}

/**
 * A typed source path as it is stored and compared: percent-encoded the way
 * browsers send it ("/café" → "/caf%C3%A9"), no trailing slash. Regex sources
 * are kept as typed.
 */
export function normaliseSourcePath(path: string): string {
  const trimmed = String(path).trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return trimmed;
  try {
    const url = new URL(trimmed, "http://n.invalid");
    return trimSlash(url.pathname);
  } catch {
    return trimmed;
  }
}

function splitUrl(url: string | null | undefined): { path: string; search: string } {
  const raw = String(url ?? "/");
  const hash = raw.indexOf("#");
  const noHash = hash === -1 ? raw : raw.slice(0, hash);
  const q = noHash.indexOf("?");
  return q === -1 ? { path: noHash || "/", search: "" } : { path: noHash.slice(0, q) || "/", search: noHash.slice(q) };
}

/** "$1"…"$9" replaced by the groups; a group that did not take part is "". */
function substitute(target: string, groups: ArrayLike<string | undefined>): string {
  return target.replace(/\$([1-9])/g, (_all, n) => groups[Number(n)] ?? "");
}

/** A substituted value must not turn a local target into "//host" (another site). */
function safeLocation(location: string): string {
  if (/^[/\\]{2,}/.test(location)) return `/${location.replace(/^[/\\]+/, "")}`;
  return location;
}

function withQuery(location: string, search: string): string {
  if (!search || search === "?") return location;
  const hash = location.indexOf("#");
  const base = hash === -1 ? location : location.slice(0, hash);
  const fragment = hash === -1 ? "" : location.slice(hash);
  return `${base}${base.includes("?") ? "&" : "?"}${search.slice(1)}${fragment}`;
}

/**
 * Compiles active rules into a matcher. `rules` are plain objects
 * `{ id, fromPath, toPath, statusCode, matchType, keepQuery }`; inactive or
 * malformed rules should not be passed (a regex that does not compile is
 * skipped rather than breaking every request).
 */
export function compileRules<R extends RedirectRule>(rules: readonly R[]): RedirectMatcher<R> {
  const exact = new Map<string, R>();
  const prefix = new Map<string, R>();
  const regex: { rule: R; re: RegExp }[] = [];
  for (const rule of rules) {
    if (rule.matchType === "prefix") {
      const key = trimSlash(rule.fromPath);
      if (!prefix.has(key)) prefix.set(key, rule);
    } else if (rule.matchType === "regex") {
      try {
        regex.push({ rule, re: new RegExp(rule.fromPath) });
      } catch {
        // Refused on save; one bad row in the table must not stop the site.
      }
    } else {
      const key = trimSlash(rule.fromPath);
      if (!exact.has(key)) exact.set(key, rule);
    }
  }

  function find(path: string): { rule: R; groups: ArrayLike<string | undefined>; rest?: string } | null {
    const hit = exact.get(path);
    if (hit) return { rule: hit, groups: [] };
    if (prefix.size > 0) {
      let candidate = path;
      for (;;) {
        const rule = prefix.get(candidate);
        if (rule) {
          const rest = candidate === "/" ? path.slice(1) : path.slice(candidate.length);
          return { rule, groups: [], rest: candidate === "/" && rest ? `/${rest}` : rest };
        }
        if (candidate === "/") break;
        const cut = candidate.lastIndexOf("/");
        candidate = cut <= 0 ? "/" : candidate.slice(0, cut);
      }
    }
    if (regex.length > 0 && path.length <= REGEX_PATH_LIMIT) {
      for (const { rule, re } of regex) {
        const m = re.exec(path);
        if (m) return { rule, groups: m };
      }
    }
    return null;
  }

  return {
    size: exact.size + prefix.size + regex.length,
    /**
     * The answer for a request URL (path and query), or null when no rule
     * matches: `{ rule, status, location }`, location null for 410/451.
     */
    match(url: string): RedirectAnswer<R> | null {
      const { path: rawPath, search } = splitUrl(url);
      const path = trimSlash(rawPath);
      const found = find(path);
      if (!found) return null;
      const { rule } = found;
      if (GONE_STATUSES.includes(rule.statusCode) || !rule.toPath) return { rule, status: rule.statusCode, location: null };
      let location = rule.matchType === "regex" ? substitute(rule.toPath, found.groups) : rule.toPath;
      if (rule.matchType === "prefix" && found.rest) location = joinRest(location, found.rest);
      location = safeLocation(location);
      if (rule.keepQuery) location = withQuery(location, search);
      return { rule, status: rule.statusCode, location };
    },
  };
}

/** A prefix rule keeps the part after the prefix: /old/a with /old → /new answers /new/a. */
function joinRest(target: string, rest: string): string {
  const q = target.search(/[?#]/);
  const base = q === -1 ? target : target.slice(0, q);
  const tail = q === -1 ? "" : target.slice(q);
  return `${trimSlash(base) === "/" ? "" : base.replace(/\/+$/, "")}${rest}${tail}`;
}

/**
 * The site path a location leads to, or null when it leaves the site.
 * `siteOrigin` (e.g. "https://velvet.example") makes absolute links to this
 * site count as paths, so a loop through them is caught too.
 */
export function localPathOf(location: string | null, siteOrigin?: string): string | null {
  if (!location) return null;
  if (location.startsWith("/") && !location.startsWith("//")) return location;
  if (!siteOrigin) return null;
  try {
    const url = new URL(location);
    const origin = new URL(siteOrigin);
    if (url.host.toLowerCase() !== origin.host.toLowerCase()) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * Follows a URL through the rules as a browser would, up to MAX_HOPS:
 * `{ hops: [{ url, rule, status, location }], final, outcome }`, where
 * outcome is "none" (no rule answers), "redirect" (ends on a page no rule
 * answers, or another site), "gone" (410/451), or "loop".
 */
export function resolveChain<R extends RedirectRule>(
  matcher: RedirectMatcher<R>,
  url: string,
  { siteOrigin, maxHops = MAX_HOPS }: { siteOrigin?: string; maxHops?: number } = {},
): ChainResult<R> {
  const hops: ChainHop<R>[] = [];
  const seen = new Set<string>();
  let current: string | null = url;
  for (let i = 0; i <= maxHops; i++) {
    const local = i === 0 ? current : localPathOf(current, siteOrigin);
    if (local === null) return { hops, final: current, outcome: "redirect" };
    const key = trimSlash(splitUrl(local).path);
    if (seen.has(key)) return { hops, final: current, outcome: "loop" };
    seen.add(key);
    const answer = matcher.match(local);
    if (!answer) return { hops, final: current, outcome: hops.length === 0 ? "none" : "redirect" };
    hops.push({ url: local, rule: answer.rule, status: answer.status, location: answer.location });
    if (answer.location === null) return { hops, final: null, outcome: "gone" };
    current = answer.location;
  }
  return { hops, final: current, outcome: "loop" };
}

// ---------------------------------------------------------------------------
// Checks made when a rule is saved

const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Why a source cannot be saved, or null. Problems: "required", "slash",
 * "query", "reserved", "tooLong", "regexInvalid", "regexTooLong", "regexSlow".
 */
export function sourceProblem(fromPath: string, matchType: RedirectMatchType): SourceProblem | null {
  const value = String(fromPath ?? "").trim();
  if (!value) return "required";
  if (matchType === "regex") {
    if (value.length > MAX_REGEX_LENGTH) return "regexTooLong";
    let re: RegExp;
    try {
      re = new RegExp(value);
    } catch {
      return "regexInvalid";
    }
    if (hasNestedQuantifier(value) || /\\[1-9]/.test(value) || /\\k</.test(value)) return "regexSlow";
    if (isSlowRegex(re)) return "regexSlow";
    const anchorless = value.replace(/^\^/, "");
    // A pattern that cannot start with "/" matches no path; one that names a
    // reserved folder literally is refused like a plain path.
    if (anchorless.startsWith("/") && isReservedPath(literalHead(anchorless))) return "reserved";
    for (const reserved of [...RESERVED_PREFIXES.map((p) => `${p}/x`), ...RESERVED_FILES]) {
      if (re.test(reserved)) return "reserved";
    }
    return null;
  }
  if (value.length > MAX_SOURCE_LENGTH) return "tooLong";
  if (!value.startsWith("/") || value.startsWith("//")) return "slash";
  if (/[?#\s]/.test(value)) return "query";
  if (isReservedPath(normaliseSourcePath(value))) return "reserved";
  return null;
}

/** The literal start of a pattern, up to its first special character. */
function literalHead(pattern: string): string {
  const m = /^[^\\^$.|?*+()[\]{}]*/.exec(pattern);
  return m ? m[0] : "";
}

/**
 * A group that contains a quantifier and is itself quantified — (a+)+,
 * (a*)*, (\d+){2,}, (a|aa)+ — is how most catastrophic backtracking starts.
 * Alternation inside a quantified group counts too. A simple scan, not a
 * parser: it may refuse a harmless pattern, never the other way round for
 * these shapes; isSlowRegex times the rest.
 */
export function hasNestedQuantifier(pattern: string): boolean {
  const stack: { risky: boolean }[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") {
      inClass = true;
      continue;
    }
    if (c === "(") {
      stack.push({ risky: false });
      continue;
    }
    if (c === ")") {
      const group = stack.pop();
      const next = pattern[i + 1];
      const quantified = next === "+" || next === "*" || next === "{";
      if (group?.risky && quantified) return true;
      if (group?.risky && stack.length > 0) stack[stack.length - 1].risky = true;
      if (quantified && stack.length > 0) stack[stack.length - 1].risky = true;
      continue;
    }
    if ((c === "+" || c === "*" || c === "{" || c === "|") && stack.length > 0) stack[stack.length - 1].risky = true;
  }
  return false;
}

const SLOW_MS = 25;

/**
 * Times the pattern on inputs that make backtracking patterns slow (long runs
 * of one character followed by one that breaks the match), growing until
 * REGEX_PATH_LIMIT; refuses it when one test takes over SLOW_MS.
 */
export function isSlowRegex(re: RegExp): boolean {
  const pieces = ["a", "/", "-", "0", "/a", "a/", ".", "%20"];
  for (const length of [16, 24, 64, 256, REGEX_PATH_LIMIT - 2]) {
    for (const piece of pieces) {
      const body = piece.repeat(Math.ceil(length / piece.length)).slice(0, length);
      for (const input of [`/${body}!`, `/${body}`, `${body}\u0000`]) {
        const started = performance.now();
        re.test(input);
        if (performance.now() - started > SLOW_MS) return true;
      }
    }
  }
  return false;
}

/** Why a target cannot be saved, or null: "required", "invalid", "tooLong". */
export function targetProblem(toPath: string | null | undefined, statusCode: number): TargetProblem | null {
  const value = String(toPath ?? "").trim();
  if (GONE_STATUSES.includes(statusCode)) return null;
  if (!value) return "required";
  if (value.length > MAX_TARGET_LENGTH) return "tooLong";
  // Spaces, control characters and backslashes: a header could be split, or a browser read "\\" as "/".
  if (/[\s\\]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return "invalid";
  if (value.startsWith("/")) return value.startsWith("//") ? "invalid" : null;
  if (!ANY_SCHEME.test(value)) return "invalid";
  let url: URL;
  try {
    url = new URL(value.replace(/\$[1-9]/g, "x"));
  } catch {
    return "invalid";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "invalid";
  // A group in the host would let a request choose where visitors are sent.
  const authorityEnd = value.indexOf("/", value.indexOf("//") + 2);
  const authority = authorityEnd === -1 ? value : value.slice(0, authorityEnd);
  if (/\$[1-9]/.test(authority) || url.username || url.password) return "invalid";
  return null;
}

/** Sample paths standing for what a rule's target can be at run time. */
function targetSamples(rule: RedirectRule): string[] {
  if (!rule.toPath || GONE_STATUSES.includes(rule.statusCode)) return [];
  const base = rule.toPath.replace(/\$[1-9]/g, "x");
  const samples = [base];
  if (rule.matchType === "prefix" || /\$[1-9]/.test(rule.toPath)) samples.push(joinRest(base, "/x"));
  return samples;
}

/**
 * Refuses a rule that would make a chain or a loop with the active rules
 * (the rule itself, when edited, left out of `others`):
 * - "loop": its target leads back to its own source, directly or through
 *   other rules;
 * - "chain": its target is answered by another rule (the visitor would be
 *   sent twice), or another rule's target is answered by this one.
 * Each case resolves sample URLs through the engine with every kind of
 * rule, regexes included. Returns null or `{ kind, ruleId, path }`.
 */
export function chainProblem(
  candidate: RedirectRule,
  others: readonly RedirectRule[],
  { siteOrigin }: { siteOrigin?: string } = {},
): ChainProblem | null {
  const alone = compileRules([candidate]);
  const all = compileRules([candidate, ...others]);
  for (const sample of targetSamples(candidate)) {
    const local = localPathOf(sample, siteOrigin);
    if (local === null) continue;
    if (alone.match(local)) return { kind: "loop", ruleId: candidate.id ?? null, path: local };
    const answer = all.match(local);
    if (answer) {
      const chain = resolveChain(all, local, { siteOrigin });
      const backToSelf = chain.outcome === "loop" || chain.hops.some((hop) => hop.rule === candidate);
      return { kind: backToSelf ? "loop" : "chain", ruleId: answer.rule.id ?? null, path: local };
    }
  }
  // Another rule whose target this rule would now answer.
  for (const other of others) {
    for (const sample of targetSamples(other)) {
      const local = localPathOf(sample, siteOrigin);
      if (local !== null && alone.match(local)) return { kind: "chain", ruleId: other.id ?? null, path: local };
    }
  }
  // A regex source needs no samples of its own: the loop above tests it
  // against every other rule's targets, and the first against its own.
  return null;
}

/**
 * The same check for a whole set of active rules at once (an import): the
 * set is compiled once and each rule's target resolved through it, so 5,000
 * rules cost 5,000 lookups. Returns one `{ index, kind, ruleId, path }` per
 * rule whose target another rule (or itself) answers.
 */
export function chainProblemsInSet(rules: readonly RedirectRule[], { siteOrigin }: { siteOrigin?: string } = {}): (ChainProblem & { index: number })[] {
  const all = compileRules(rules);
  const problems: (ChainProblem & { index: number })[] = [];
  rules.forEach((rule, index) => {
    for (const sample of targetSamples(rule)) {
      const local = localPathOf(sample, siteOrigin);
      if (local === null) continue;
      const answer = all.match(local);
      if (!answer) continue;
      const alone = compileRules([rule]).match(local);
      problems.push({ index, kind: alone || answer.rule === rule ? "loop" : "chain", ruleId: answer.rule.id ?? null, path: local });
      return;
    }
  });
  return problems;
}
