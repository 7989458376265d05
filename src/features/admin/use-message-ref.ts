"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { isAdminMessageRef, parseMessageRef } from "./message-ref";

/**
 * Turns a form's error message into text in the admin's language: an admin
 * message reference is translated (the same reference the action would
 * translate on the server), anything else is shown as it is.
 */
export function useMessageRef(): (message: string | undefined) => string | undefined {
  const t = useTranslations();
  return useCallback(
    (message) => {
      if (!message || !isAdminMessageRef(message)) return message;
      const { key, max } = parseMessageRef(message);
      return max === undefined ? t(key) : t(key, { max });
    },
    [t],
  );
}
