/** What the import and "test a URL" actions answer (kept out of actions.ts, which may export actions only). */

export interface ImportLineError {
  /** The line in the file (the header is line 1; 0 for a rule already in the table). */
  line: number;
  messages: string[];
}

export interface RedirectTestResult {
  /** The path the box tested, as the server sees it. */
  path: string;
  /** The first rule that answers, or null. */
  rule: { id: string; fromPath: string; matchType: string; statusCode: number } | null;
  hops: { url: string; status: number; location: string | null; fromPath: string }[];
  /** Where a visitor ends: a URL, or null for 410/451 (a page that says so). */
  final: string | null;
  outcome: "none" | "redirect" | "gone" | "loop";
}
