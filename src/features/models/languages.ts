import { APPLICATION_LANGUAGES } from "@/features/applications/schemas";

/**
 * The languages a model speaks (`models.languages`): English names, as /apply
 * collects them. The tick boxes offered to staff are the same list /apply
 * offers applicants; anything else an applicant wrote under "Other language"
 * is kept as an extra entry, spelt one way so /models can filter on it.
 */
export const LISTED_LANGUAGES = APPLICATION_LANGUAGES;
export type ListedLanguage = (typeof LISTED_LANGUAGES)[number];

/** At most this many languages beyond the listed ones, each this long at most. */
export const OTHER_LANGUAGE_LIMITS = { maxItems: 10, maxLength: 40 } as const;

/** "  brazilian   PORTUGUESE " → "Brazilian Portuguese": one spelling per language, so the filter finds every model that speaks it. */
export function languageName(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase("en-GB") + word.slice(1).toLocaleLowerCase("en-GB"))
    .join(" ");
}

/** Each language once (ignoring case), in the order given, blanks left out. */
export function uniqueLanguages(languages: readonly string[]): string[] {
  const seen = new Set<string>();
  return languages.map(languageName).filter((language) => {
    const key = language.toLocaleLowerCase("en-GB");
    if (!language || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function isListedLanguage(language: string): language is ListedLanguage {
  return (LISTED_LANGUAGES as readonly string[]).includes(language);
}

/** A model's languages split the way the form edits them: the listed ones as tick boxes, the rest as chips. */
export function splitLanguages(languages: readonly string[]): { listed: ListedLanguage[]; other: string[] } {
  return { listed: languages.filter(isListedLanguage), other: languages.filter((language) => !isListedLanguage(language)) };
}
