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

export declare const REDIRECT_STATUSES: readonly RedirectStatus[];
export declare const MATCH_TYPES: readonly RedirectMatchType[];
export declare const GONE_STATUSES: readonly number[];
export declare const MAX_SOURCE_LENGTH: number;
export declare const MAX_TARGET_LENGTH: number;
export declare const MAX_REGEX_LENGTH: number;
export declare const REGEX_PATH_LIMIT: number;
export declare const MAX_HOPS: number;
export declare const RESERVED_PREFIXES: readonly string[];
export declare const RESERVED_FILES: readonly string[];

export declare function isReservedPath(path: string): boolean;
export declare function trimSlash(path: string): string;
export declare function normaliseSourcePath(path: string): string;
export declare function compileRules<R extends RedirectRule>(rules: readonly R[]): RedirectMatcher<R>;
export declare function localPathOf(location: string | null, siteOrigin?: string): string | null;
export declare function resolveChain<R extends RedirectRule>(
  matcher: RedirectMatcher<R>,
  url: string,
  options?: { siteOrigin?: string; maxHops?: number },
): ChainResult<R>;
export declare function sourceProblem(fromPath: string, matchType: RedirectMatchType): SourceProblem | null;
export declare function hasNestedQuantifier(pattern: string): boolean;
export declare function isSlowRegex(re: RegExp): boolean;
export declare function targetProblem(toPath: string | null | undefined, statusCode: number): TargetProblem | null;
export declare function chainProblem(
  candidate: RedirectRule,
  others: readonly RedirectRule[],
  options?: { siteOrigin?: string },
): { kind: "loop" | "chain"; ruleId: string | null; path: string } | null;
export declare function chainProblemsInSet(
  rules: readonly RedirectRule[],
  options?: { siteOrigin?: string },
): { index: number; kind: "loop" | "chain"; ruleId: string | null; path: string }[];
