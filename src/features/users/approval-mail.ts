import type { MailMessage } from "@/features/mail/mail";

/**
 * The mail a member gets when an admin approves their sign-up. In English:
 * the public site, and so every member, reads en-GB.
 */
export function approvalMail({ name, email }: { name: string; email: string }, { brand, signInUrl }: { brand: string; signInUrl: string }): MailMessage {
  return {
    to: email,
    subject: `Your ${brand} membership is approved`,
    text: [
      `Hello ${name}`.trim() + ",",
      "",
      `Your ${brand} account (${email}) has been approved. You can now sign in and see the members-only profiles:`,
      "",
      signInUrl,
      "",
      "If you did not ask to join, you can ignore this email.",
    ].join("\n"),
  };
}
