import { z } from "zod";

/**
 * Form schemas shared by the auth forms and their server actions (one per form).
 * Messages are en-GB and say what to do.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** NUL, other C0/C1 controls and bidirectional overrides/isolates (e.g. U+202E RIGHT-TO-LEFT OVERRIDE). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/;
export const FORBIDDEN_CHARS_MESSAGE = "Remove control or text-direction characters (they are not allowed).";

export function hasForbiddenChars(value: string): boolean {
  return FORBIDDEN_CHARS.test(value);
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
const ExistingPasswordSchema = z
  .string({ error: "Enter your password." })
  .min(1, { error: "Enter your password." })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` })
  .refine((v) => !v.includes("\u0000"), { error: FORBIDDEN_CHARS_MESSAGE });

/** A new password chosen by the user (security.md 6.2.1: at least 8; long ones allowed). */
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

export const SignUpSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z
      .string({ error: "Confirm your password." })
      .min(1, { error: "Confirm your password." })
      .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: "Passwords do not match.",
    path: ["confirmPassword"],
  });
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
    confirmPassword: z
      .string({ error: "Confirm your password." })
      .min(1, { error: "Confirm your password." })
      .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: "Passwords do not match.",
    path: ["confirmPassword"],
  });
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
