/** A question as the public site shows it and GET /api/faqs returns it. */
export interface PublicFaq {
  id: string;
  question: string;
  answer: string;
}

/** The toast text, also shown inline when the server read fails. */
export const FAQS_LOAD_FAILED = "Failed to load FAQs";
