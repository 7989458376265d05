/**
 * The first of a form's fields, in the order they appear, that a refused
 * save (or the browser's check) put an error on: the dialog opens its tab
 * or moves the focus there. An error on a part of a field ("keywords.2")
 * counts for the field, as applyFieldErrors puts it there. Undefined when
 * no shown field has one (the refusal is then only a toast).
 */
export function firstFieldWithError<F extends string>(fieldErrors: Partial<Record<string, unknown>> | undefined, fields: readonly F[]): F | undefined {
  if (!fieldErrors) return undefined;
  const marked = Object.keys(fieldErrors).filter((key) => {
    const error = fieldErrors[key];
    return Array.isArray(error) ? error.length > 0 : Boolean(error);
  });
  return fields.find((field) => marked.some((key) => key === field || key.startsWith(`${field}.`)));
}
