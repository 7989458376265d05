import { z } from "zod";
import { NewPasswordSchema, PASSWORD_MAX } from "@/features/auth/schemas";

/** Change password on /account: the current one (admin-created members may have 6 characters), a new one by the sign-up rules, typed twice. */
export const ChangePasswordSchema = z
  .object({
    // raw-string: a password: compared as typed, never stored or shown.
    currentPassword: z
      .string({ error: "Enter your current password." })
      .min(1, { error: "Enter your current password." })
      .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` }),
    newPassword: NewPasswordSchema,
    // raw-string: a password confirmation, compared with the new password.
    confirmPassword: z.string({ error: "Confirm your new password." }).min(1, { error: "Confirm your new password." }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: "Passwords do not match.", path: ["confirmPassword"] })
  .refine((v) => v.newPassword !== v.currentPassword, { error: "Choose a password different from the current one.", path: ["newPassword"] });

/** Delete my account: the current password, and a tick that says the visitor understands it cannot be undone. */
export const DeleteAccountSchema = z.object({
  // raw-string: a password: compared as typed, never stored or shown.
  password: z
    .string({ error: "Enter your password." })
    .min(1, { error: "Enter your password." })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` }),
  confirm: z.literal("yes", { error: "Tick the box to confirm that the account should be deleted." }),
});
