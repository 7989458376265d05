"use client";

import * as React from "react";
import type { ErrorMessages } from "./error-messages-text";

const ErrorMessagesContext = React.createContext<ErrorMessages | null>(null);

/**
 * Hands the error page its text. The root error boundary (src/app/error.tsx)
 * is a client component; giving it these few strings this way keeps the
 * translation runtime out of every public page's scripts
 * (docs/decisions/011-page-weight.md).
 */
export function ErrorMessagesProvider({ messages, children }: { messages: ErrorMessages; children: React.ReactNode }) {
  return <ErrorMessagesContext value={messages}>{children}</ErrorMessagesContext>;
}

export function useErrorMessages(): ErrorMessages {
  const messages = React.use(ErrorMessagesContext);
  if (!messages) throw new Error("useErrorMessages needs an ErrorMessagesProvider above it");
  return messages;
}
