import { z } from "zod";
import { hasHiddenCharactersOrBreaks } from "@/lib/hidden-characters";

/**
 * Form schemas shared by the auth forms and their server actions (one per form).
 * Messages are en-GB and say what to do.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const FORBIDDEN_CHARS_MESSAGE = "Remove control or text-direction characters (they are not allowed).";

/**
 * The hidden-character rule (src/lib/hidden-characters.ts) for one-line
 * auth fields: NUL, the other C0/C1 controls, line breaks and the
 * bidirectional overrides and isolates (e.g. U+202E RIGHT-TO-LEFT OVERRIDE).
 */
export function hasForbiddenChars(value: string): boolean {
  return hasHiddenCharactersOrBreaks(value);
}

export const EmailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, { error: "Enter your email address." })
  .max(254, { error: "Email address must be at most 254 characters." })
  .refine((v) => !hasForbiddenChars(v), { error: FORBIDDEN_CHARS_MESSAGE, abort: true })
  .pipe(z.email({ error: "Enter a valid email address, like name@example.com." }))
  .transform((v) => v.toLowerCase());

/** For signing in: any existing password (admin-created members may have 6 characters). */
// raw-string: a password: compared as typed, never stored or shown.
const ExistingPasswordSchema = z
  .string({ error: "Enter your password." })
  .min(1, { error: "Enter your password." })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` })
  .refine((v) => !v.includes("\u0000"), { error: FORBIDDEN_CHARS_MESSAGE });

/** A new password chosen by the user (at least 8 characters; 64 and more allowed). */
export const NewPasswordSchema = z
  .string({ error: "Choose a password." })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters.` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` })
  .refine((v) => !hasForbiddenChars(v), { error: FORBIDDEN_CHARS_MESSAGE });

const NameSchema = z
  .string({ error: "Enter your name." })
  .trim()
  .min(1, { error: "Enter your name." })
  .max(100, { error: "Name must be at most 100 characters." })
  .refine((v) => !hasForbiddenChars(v), { error: FORBIDDEN_CHARS_MESSAGE });

export const SignInSchema = z.object({
  email: EmailSchema,
  password: ExistingPasswordSchema,
});
export type SignInInput = z.infer<typeof SignInSchema>;

// raw-string: a password confirmation, compared with the new password.
const ConfirmPasswordSchema = z
  .string({ error: "Confirm your password." })
  .min(1, { error: "Confirm your password." })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` });

/** Sign-up and reset: the confirmation must repeat the new password. */
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const PASSWORDS_DIFFER = { error: "Passwords do not match.", path: ["confirmPassword"] };

export const SignUpSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine(passwordsMatch, PASSWORDS_DIFFER);
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const RequestResetSchema = z.object({
  email: EmailSchema,
});
export type RequestResetInput = z.infer<typeof RequestResetSchema>;

export const ResetTokenSchema = z
  .string({ error: "This reset link is incomplete. Please request a new one." })
  .min(1, { error: "This reset link is incomplete. Please request a new one." })
  .max(200, { error: "This reset link is invalid. Please request a new one." })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "This reset link is invalid. Please request a new one." });

export const ResetPasswordSchema = z
  .object({
    token: ResetTokenSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine(passwordsMatch, PASSWORDS_DIFFER);
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** Field errors keyed by field name, first message first (for forms). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === "string" ? issue.path[0] : "form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
