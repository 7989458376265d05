/**
 * CSV for spreadsheet programs (RFC 4180: every cell quoted, quotes doubled,
 * CRLF between rows), safe to open: a cell starting with = + - @, a tab or a
 * carriage return is one a spreadsheet may run as a formula, so it gets a
 * leading apostrophe and is shown as text (OWASP "CSV injection"). Names and
 * emails come from sign-up forms, so any of them may be hostile.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised, then quoted. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",");
}

/** A whole file: a byte-order mark (so Excel reads UTF-8), the header row and the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[csvRow(header), ...rows.map(csvRow)].join("\r\n")}\r\n`;
}
