import type { MailMessage } from "@/features/mail/mail";

/**
 * The mail a member gets when an admin rejects their sign-up, so the promise
 * the sign-up and pending pages make ("we will email you once an
 * administrator has reviewed it") holds whatever the decision. In English,
 * as the approval mail: the public site, and so every member, reads en-GB.
 * The admin's note is for the audit log, not for the member: it is not sent.
 */
export function rejectionMail({ name, email }: { name: string; email: string }, { brand, contactEmail }: { brand: string; contactEmail: string }): MailMessage {
  const contact = contactEmail.trim();
  return {
    to: email,
    subject: `Your ${brand} membership request`,
    text: [
      `Hello ${name}`.trim() + ",",
      "",
      `Thank you for asking to join ${brand}. We have reviewed your request for the account ${email} and are unable to approve it, so you cannot sign in with it.`,
      "",
      contact ? `If you think this is a mistake, write to us at ${contact}.` : "If you think this is a mistake, reply to this email.",
      "",
      "If you did not ask to join, you can ignore this email.",
    ].join("\n"),
  };
}
