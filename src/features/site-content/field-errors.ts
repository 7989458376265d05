/**
 * Schemas shared by forms and actions carry message KEYS of the adminContent
 * catalogue instead of text ("common.invalidUrl", or "common.tooLong:200" for
 * a key with a {max} argument), so one schema serves both languages; the
 * form turns them into text with `fieldErrorText`.
 */
export const tooLong = (max: number) => `common.tooLong:${max}`;

type Translate = ((key: string, values?: Record<string, string | number>) => string) & { has(key: string): boolean };

export function fieldErrorText(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [key, max] = message.split(":");
  if (!t.has(key)) return message;
  return max === undefined ? t(key) : t(key, { max: Number(max) });
}
