import type { ModelProfile } from "./queries";

/** The Profile panel's rows that have a value, in reading order: a field staff left empty is not listed. */
export function profileDetails(model: Pick<ModelProfile, "age" | "height" | "measurements" | "hair" | "eyes" | "nationality" | "languages" | "education">): [string, string][] {
  const rows: [string, string | null][] = [
    ["Age", model.age === null ? null : `${model.age}`],
    ["Height", model.height],
    ["Measurements", model.measurements],
    ["Hair", model.hair],
    ["Eyes", model.eyes],
    ["Nationality", model.nationality],
    ["Languages", model.languages.length > 0 ? model.languages.join(", ") : null],
    ["Education", model.education],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}
