"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "sonner";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "./action";

/**
 * The one way the back office calls a server action from the browser:
 *
 *   const callAdmin = useAdminAction();
 *   const result = await callAdmin(saveFaq, values);
 *   if (!result.ok) { toast.error(result.error); applyFieldErrors(...); return; }
 *
 * A change saved with a reservation (the answer's `notice`: an outside image
 * that could not be brought home) is said here, once for every screen, as a
 * warning beside the screen's own success toast.
 *
 * It never throws: a dropped connection, a restarted server or an answer
 * that is not an ActionResult becomes `{ ok: false }` with a message in the
 * admin's language, so the caller's toast and its kept form state handle
 * every failure alike (nothing reaches the error boundary, staged edits
 * survive).
 */
export function useAdminAction() {
  const t = useTranslations("adminShell.actionErrors");
  return useCallback(
    async <Input, Data>(action: (input: Input) => Promise<ActionResult<Data>>, input: Input): Promise<ActionResult<Data>> => {
      try {
        const result = await action(input);
        if (result && typeof result === "object" && "ok" in result) {
          if (result.ok && result.notice) toast.warning(result.notice);
          return result;
        }
        return { ok: false, code: "failed", error: t("failed") };
      } catch (error) {
        console.warn("[admin] server action failed:", error);
        return { ok: false, code: "failed", error: t("network") };
      }
    },
    [t],
  );
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
