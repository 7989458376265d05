/**
 * Text a person types goes through the toolkit's text schemas
 * (field-schemas.ts: textSchema, multilineTextSchema and the schemas built on
 * them), which refuse hidden characters with one rule (src/lib/hidden-characters.ts).
 * This walks every module under src/features and fails on a raw `z.string()`
 * that neither checks that rule nor has a shape that leaves no room for it,
 * unless a `// raw-string: <reason>` comment just above (or on the same
 * line) says why it is not user text: an id, a token, a password, a value
 * from a fixed list, a whole file checked line by line…
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = path.resolve(__dirname, "..");

/** A raw string schema: `z.string(` (also split over lines as `z\n  .string(`). */
const RAW_STRING = /\bz\s*\.\s*string\s*\(/g;

/**
 * What makes a chain safe without a marker: it checks the hidden-character
 * rule itself, pipes into a toolkit text schema, or admits only a fixed shape
 * (a regex, a UUID, an email address).
 */
const SAFE_CHAIN = [/hasHiddenCharacters/, /hasForbiddenChars/, /\.pipe\(\s*(?:textSchema|multilineTextSchema)\(/, /\.regex\(/, /\.uuid\(/, /z\.email\(/];

const MARKER = /\/\/\s*raw-string:\s*(\S+(?:\s+\S+){2,})/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The expression a match starts: up to the `,` or `;` that ends it, or the bracket that closes around it. */
function chainAt(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) {
      if (depth === 0) return text.slice(start, i);
      depth--;
    } else if ((char === "," || char === ";") && depth === 0) return text.slice(start, i);
  }
  return text.slice(start);
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** A marker on the match's line or on the comment lines right above it. */
function hasMarker(lines: readonly string[], line: number): boolean {
  if (MARKER.test(lines[line - 1])) return true;
  for (let i = line - 2; i >= 0 && /^\s*\/\//.test(lines[i]); i--) if (MARKER.test(lines[i])) return true;
  return false;
}

function rawStringsIn(file: string, text: string): string[] {
  const lines = text.split("\n");
  const found: string[] = [];
  for (const match of text.matchAll(RAW_STRING)) {
    const line = lineOf(text, match.index);
    const chain = chainAt(text, match.index);
    if (SAFE_CHAIN.some((rule) => rule.test(chain)) || hasMarker(lines, line)) continue;
    found.push(`${path.relative(FEATURES, file)}:${line}: ${chain.replace(/\s+/g, " ").slice(0, 100)}`);
  }
  return found;
}

describe("user text in schemas", () => {
  it("goes through the toolkit's text schemas, or is marked as not user text with a reason", () => {
    const found = sourceFiles(FEATURES).flatMap((file) => rawStringsIn(file, fs.readFileSync(file, "utf8")));
    expect(found, "use textSchema / multilineTextSchema (field-schemas.ts), or mark it `// raw-string: <why it is not user text>`").toEqual([]);
  });

  it("tells a raw string from a checked one and a marked one", () => {
    const source = [
      "const a = z.object({ name: z.string().trim().max(10) });",
      "const b = z.string().refine((v) => !hasHiddenCharacters(v));",
      "// raw-string: an id from the list, never shown",
      "const c = z.string().min(1);",
      "const d = z.string().uuid();",
    ].join("\n");
    expect(rawStringsIn(path.join(FEATURES, "x/schemas.ts"), source)).toEqual(["x/schemas.ts:1: z.string().trim().max(10) "]);
  });
});
