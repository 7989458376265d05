"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { isAdminMessageRef, isRelativeMessageKey, parseMessageRef } from "./message-ref";

/**
 * Turns a form's error message into text in the admin's language: an admin
 * message reference is translated (the same reference the action would
 * translate on the server), anything else is shown as it is.
 *
 * `namespace` is for forms whose schema still names some messages by a key
 * relative to the form's own catalogue ("faq.errors.questionRequired" in
 * "adminContent"): such a key is translated when the catalogue has it.
 */
export function useMessageRef(namespace?: string): (message: string | undefined) => string | undefined {
  const t = useTranslations();
  return useCallback(
    (message) => {
      if (!message) return message;
      let ref: string;
      if (isAdminMessageRef(message)) ref = message;
      else if (namespace && isRelativeMessageKey(message)) ref = `${namespace}.${message}`;
      else return message;
      const { key, max } = parseMessageRef(ref);
      if (!t.has(key)) return message;
      return max === undefined ? t(key) : t(key, { max });
    },
    [t, namespace],
  );
}
