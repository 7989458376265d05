/**
 * The redirects CSV: export (every cell safe to open in a spreadsheet, the
 * users export's rules, src/features/users/csv.ts) and import (RFC 4180:
 * quoted cells, doubled quotes, CRLF or LF). Pure; shared by the route
 * handler, the import action and their tests.
 */
import { toCsv } from "@/features/users/csv";

export const CSV_HEADER = ["from_path", "to_path", "status_code", "match_type", "keep_query", "is_active"] as const;

export interface CsvRule {
  fromPath: string;
  toPath: string | null;
  statusCode: number;
  matchType: string;
  keepQuery: boolean;
  isActive: boolean;
}

export function redirectsCsv(rules: readonly CsvRule[]): string {
  return toCsv(
    CSV_HEADER,
    rules.map((rule) => [rule.fromPath, rule.toPath ?? "", rule.statusCode, rule.matchType, rule.keepQuery, rule.isActive]),
  );
}

/** Rows of cells; quotes may hold commas and line breaks. A final empty line is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += c;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => !(cells.length === 1 && cells[0].trim() === ""));
}

/** Undoes the export's formula guard: a leading apostrophe before = + - @ tab or CR. */
export function unguard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** "true"/"false" as exported, plus 1/0 and yes/no as typed by hand; null when neither. */
export function parseBoolean(cell: string, fallback: boolean): boolean | null {
  const value = cell.trim().toLowerCase();
  if (value === "") return fallback;
  if (["true", "1", "yes", "sim"].includes(value)) return true;
  if (["false", "0", "no", "não", "nao"].includes(value)) return false;
  return null;
}
