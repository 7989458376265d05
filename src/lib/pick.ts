/**
 * The named fields of a record, and only those: a form's starting values
 * taken from the row it edits, without writing each field out twice.
 */
export function pickFields<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}
