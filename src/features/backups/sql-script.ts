/**
 * Running a dump's SQL script in pieces (decision 055). PGlite's dump of a
 * large site is hundreds of megabytes of INSERTs, and PGlite cannot take
 * that as one query (it runs out of WebAssembly memory), so the script is
 * cut into statements, by a scanner that knows where SQL's quotes, dollar
 * quotes and comments begin and end, and sent in batches.
 */

/**
 * psql meta-commands (`\restrict`, which recent pg_dump versions write) and
 * settings an older server does not know (a PGlite dump comes from a newer
 * PostgreSQL than the one it may be restored onto).
 */
export function adaptScript(script: string, serverMajor: number): string {
  return script
    .split("\n")
    .filter((line) => !/^\\(un)?restrict\b/.test(line))
    .filter((line) => !(serverMajor < 17 && /^SET transaction_timeout\b/.test(line)))
    .join("\n");
}

/** The end of a quoted or commented stretch starting at `start` (the index after it). */
function skipQuoted(script: string, start: number): number {
  const ch = script[start];
  const next = script[start + 1];
  if (ch === "-" && next === "-") {
    const end = script.indexOf("\n", start);
    return end === -1 ? script.length : end + 1;
  }
  if (ch === "/" && next === "*") {
    const end = script.indexOf("*/", start + 2);
    return end === -1 ? script.length : end + 2;
  }
  if (ch === "'" || ch === '"') {
    // E'…' strings escape with a backslash; the others only by doubling the quote.
    const escapes = ch === "'" && /[eE]/.test(script[start - 1] ?? "") && !/[\w$]/.test(script[start - 2] ?? "");
    for (let i = start + 1; i < script.length; i++) {
      if (escapes && script[i] === "\\") i++;
      else if (script[i] === ch) {
        if (script[i + 1] === ch) i++;
        else return i + 1;
      }
    }
    return script.length;
  }
  if (ch === "$") {
    const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(start, start + 64));
    if (tag && !/[\w$]/.test(script[start - 1] ?? "")) {
      const end = script.indexOf(tag[0], start + tag[0].length);
      return end === -1 ? script.length : end + tag[0].length;
    }
  }
  return start;
}

/** Every statement of a script, each ending with its semicolon. */
export function* splitStatements(script: string): Generator<string> {
  let from = 0;
  let i = 0;
  while (i < script.length) {
    const after = skipQuoted(script, i);
    if (after !== i) {
      i = after;
      continue;
    }
    if (script[i] === ";") {
      const statement = script.slice(from, i + 1).trim();
      if (statement !== ";") yield statement;
      from = i + 1;
    }
    i++;
  }
  const rest = script.slice(from).trim();
  if (rest && !/^(--[^\n]*\n?\s*)*$/.test(rest)) yield rest;
}

/** Statements gathered into batches of about `bytes` characters each. */
export function* statementBatches(script: string, bytes = 4 * 1024 * 1024): Generator<string> {
  let batch: string[] = [];
  let size = 0;
  for (const statement of splitStatements(script)) {
    batch.push(statement);
    size += statement.length;
    if (size >= bytes) {
      yield batch.join("\n");
      batch = [];
      size = 0;
    }
  }
  if (batch.length) yield batch.join("\n");
}

/** A COPY … FROM stdin block of a pg_restore script, with its rows. */
export interface CopyBlock {
  statement: string;
  rows: string;
}

/** Splits a script into plain SQL and COPY blocks, in order. */
export function splitCopyBlocks(script: string): Array<{ sql: string } | CopyBlock> {
  const parts: Array<{ sql: string } | CopyBlock> = [];
  const lines = script.split("\n");
  let sqlLines: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^COPY .* FROM stdin;$/.test(line)) {
      if (sqlLines.length) parts.push({ sql: sqlLines.join("\n") });
      sqlLines = [];
      const rows: string[] = [];
      for (i++; i < lines.length && lines[i] !== "\\."; i++) rows.push(lines[i]);
      parts.push({ statement: line.replace(/ FROM stdin;$/, " FROM '/dev/blob'"), rows: rows.length ? `${rows.join("\n")}\n` : "" });
      continue;
    }
    sqlLines.push(line);
  }
  if (sqlLines.length) parts.push({ sql: sqlLines.join("\n") });
  return parts;
}
