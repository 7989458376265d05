/**
 * The repository explains itself: a comment, a test title or a document says
 * what a rule is, or names the decision record in docs/decisions/ that holds
 * it. It never points at the product's specification or design notes, which
 * are not in the repository (a reader could not follow the reference), and
 * never at their section numbers. This walks src, scripts, tests, docs,
 * messages and the top-level *.md files and names every file and line that
 * does.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const FOLDERS = ["src", "scripts", "tests", "docs", "messages"];
const TEXT_FILE = /\.(?:ts|tsx|mts|js|mjs|cjs|json|md|css|svg|sh|txt|sql|ya?ml)$/;
const THIS_FILE = path.relative(ROOT, __filename).split(path.sep).join("/");

/**
 * Every way of citing the outside documents: the one list. Each is narrow
 * enough to leave alone what looks similar and is ours: docs/decisions/NNN
 * records, Playwright's *.spec.ts files, Tailwind's `tracking-[0.12em]`.
 */
const OUTSIDE_REFERENCES: readonly { name: string; pattern: RegExp }[] = [
  {
    name: "a specification or design file",
    pattern: /\b(?:public-site|admin-back-office|decisions|security|stack-notes|style-by-example|architecture)\.md\b/i,
  },
  { name: "a design note by name", pattern: /\b(?:stack-notes|style-by-example|admin-back-office)\b/i },
  { name: "the shared specification folders", pattern: /\bshared\/(?:spec|design)\b/i },
  { name: "a section number", pattern: /§\s*\d/ },
  { name: "the admin or public specification", pattern: /\b(?:admin|public(?:-site)?)\s+spec\b/i },
  { name: "a specified screen by number", pattern: /\b(?:spec|admin)\s+screens?\s+\d/i },
  { name: "a security requirement number", pattern: /\[(?:ASVS\s+)?\d+\.\d+\.\d+(?:\s*[,–-]\s*\d+(?:\.\d+)*)*\]/i },
];

function filesUnder(folder: string): string[] {
  const full = path.join(ROOT, folder);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(relative);
    return TEXT_FILE.test(entry.name) ? [relative] : [];
  });
}

function repositoryTextFiles(): string[] {
  const topLevelDocs = fs.readdirSync(ROOT).filter((name) => name.endsWith(".md"));
  return [...topLevelDocs, ...FOLDERS.flatMap(filesUnder)].filter((file) => file !== THIS_FILE);
}

/** "file:line: what it cites (the line)" for every citation in one file's text. */
function outsideReferencesIn(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, index) =>
    OUTSIDE_REFERENCES.filter(({ pattern }) => pattern.test(line)).map(
      ({ name }) => `${file}:${index + 1}: ${name}: ${line.trim().slice(0, 160)}`,
    ),
  );
}

describe("references in the repository", () => {
  it("cite nothing outside it: each says what the rule is, or names a decision record", () => {
    const files = repositoryTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => outsideReferencesIn(file, fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(found, "say what the rule is, or name the decision record (\"decision 003\") that holds it").toEqual([]);
  });

  it.each([
    "(admin spec §5 'Please select an image file')",
    "see stack-notes for the figures",
    "(decisions.md, \"Access\")",
    "from shared/spec/decisions.md",
    "security.md 3.5",
    "(public-site spec, mobile detection)",
    "Admin spec screen 21",
    "The spec's Meta Tags Manager (admin screen 3)",
    "style-by-example #17",
    "[ASVS 1.3.1]",
    "[1.3.6, 13.2.4]",
  ])("finds a citation in %j", (line) => {
    expect(outsideReferencesIn("example.ts", line)).not.toEqual([]);
  });

  it.each([
    "decision 003 records the access rules",
    "docs/decisions/042-retention-registry.md",
    "tests/e2e/admin-security.spec.ts",
    "the spec files are split by how long each took",
    'className="tracking-[0.12em] leading-[1.75]"',
    "the specification asks for a Content-Security-Policy",
    "Security Status screen",
  ])("leaves %j alone", (line) => {
    expect(outsideReferencesIn("example.ts", line)).toEqual([]);
  });
});
