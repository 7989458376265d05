/**
 * The error page's words and their digest placeholder. Kept out of the
 * "use client" module (error-messages.tsx): a Server Component that imports a
 * plain value from a client module gets a client reference, not the value,
 * and the root layout needs the real string to format its message.
 */
export type ErrorMessages = {
  eyebrow: string;
  title: string;
  text: string;
  retry: string;
  home: string;
  /** Contains the placeholder {@link DIGEST_PLACEHOLDER}. */
  reference: string;
};

export const DIGEST_PLACEHOLDER = "%digest%";
