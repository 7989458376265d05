/**
 * The first of a form's fields, in the order they appear, that a refused
 * save (or the browser's check) put an error on: the dialog opens its tab
 * or moves the focus there. Undefined when no shown field has one (the
 * refusal is then only a toast).
 */
export function firstFieldWithError<F extends string>(fieldErrors: Partial<Record<string, unknown>> | undefined, fields: readonly F[]): F | undefined {
  if (!fieldErrors) return undefined;
  return fields.find((field) => {
    const error = fieldErrors[field];
    return Array.isArray(error) ? error.length > 0 : Boolean(error);
  });
}
