import { getTableColumns, type Table } from "drizzle-orm";

/**
 * Some of a table's columns, by name, for a `select({...})` or a column set
 * (`columnsOf(users, ["id", "name", "email"])`): one line instead of one
 * `name: table.name` line per column, with the same precise types, so a
 * read names what it takes and nothing else.
 */
export function columnsOf<T extends Table, const K extends keyof T["_"]["columns"] & string>(table: T, names: readonly K[]): Pick<T["_"]["columns"], NoInfer<K>> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T["_"]["columns"], K>;
}
