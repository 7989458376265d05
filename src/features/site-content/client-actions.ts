import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/features/admin/action";

/**
 * Calls a server action and always gets an ActionResult back: a rejected
 * call (network down, server restarted, request too large) becomes a failure
 * with `fallback` as its message, so no form is left hanging.
 */
export async function callAction<T>(action: () => Promise<ActionResult<T>>, fallback: string): Promise<ActionResult<T>> {
  try {
    return await action();
  } catch (error) {
    console.warn("[admin] server action failed:", error);
    return { ok: false, code: "failed", error: fallback };
  }
}

/**
 * Puts an action's field errors under the form's fields. Keys are the
 * action's input paths; `prefix` is stripped ("patch." for banner patches).
 * Returns the fields that got an error, in order.
 */
export function applyFieldErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fieldErrors: Record<string, string[]> | undefined,
  fields: readonly string[],
  prefix = "",
): string[] {
  const marked: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const name = key.startsWith(prefix) ? key.slice(prefix.length) : key;
    const field = fields.find((candidate) => name === candidate || name.startsWith(`${candidate}.`));
    if (!field || marked.includes(field)) continue;
    setError(field as Path<V>, { type: "server", message: messages[0] });
    marked.push(field);
  }
  return marked;
}
