import { eq } from "drizzle-orm";
import type { Transaction } from "@/db";
import { siteSettings } from "@/db/schema";
import type { MailMessage } from "@/features/mail/mail";
import type { ReviewDecision } from "./rules";

/**
 * What the applicant is told when staff change an application's status
 * (en-GB: the public site's language). Plain and kind; no internal notes are
 * ever quoted (they are for staff).
 */
const COPY: Record<ReviewDecision, { subject: string; body: (name: string, brand: string) => string }> = {
  reviewing: {
    subject: "We are reviewing your application",
    body: (name, brand) =>
      `Dear ${name},\n\nThank you for applying to ${brand}. A member of our team is now reviewing your application and photos. We will write to you again with our decision.\n\nWith kind regards,\nThe ${brand} team`,
  },
  approved: {
    subject: "Your application has been approved",
    body: (name, brand) =>
      `Dear ${name},\n\nWe are delighted to tell you that your application to ${brand} has been approved. A member of our team will be in touch shortly to arrange a call and to set up your profile with you.\n\nWith kind regards,\nThe ${brand} team`,
  },
  rejected: {
    subject: "Your application",
    body: (name, brand) =>
      `Dear ${name},\n\nThank you for your interest in ${brand} and for the time you took over your application. After careful consideration we are not able to offer you a place at this time.\n\nAs our privacy policy explains, your application and photos will be deleted after a set period.\n\nWith kind regards,\nThe ${brand} team`,
  },
};

export function applicationStatusMail(decision: ReviewDecision, { to, name, brand }: { to: string; name: string; brand: string }): MailMessage {
  const copy = COPY[decision];
  return { to, subject: copy.subject, text: copy.body(name, brand) };
}

/**
 * The receipt an applicant gets once the application is stored, so they know
 * it arrived and what happens next. Sent to the address they typed; the
 * submissions' rate limit per address bounds how often anyone can trigger it.
 */
export function applicationReceivedMail({ to, name, brand }: { to: string; name: string; brand: string }): MailMessage {
  return {
    to,
    subject: "We have received your application",
    text: `Dear ${name},\n\nThank you for applying to ${brand}. Your application and photos have arrived safely. A member of our team reads every application and will write to you at this address once it has been reviewed.\n\nIf you did not apply, you can ignore this message.\n\nWith kind regards,\nThe ${brand} team`,
  };
}

/** The brand the mails are signed with, read inside the sending transaction. */
export async function readBrandName(tx: Transaction): Promise<string> {
  const [row] = await tx.select({ brand: siteSettings.brandName }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.brand ?? "Velvet";
}
