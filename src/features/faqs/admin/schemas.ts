import { z } from "zod";
import { multilineTextSchema, orderIndexSchema } from "@/features/forms/field-schemas";
import { versionFields } from "@/features/admin/version-fields";
import { parseOrderInput } from "./ordering";

/**
 * The FAQ form. Velvet improves on the old site here: a blank
 * question or answer is a field error the admin sees, not a save that is
 * silently ignored.
 */
export const faqFieldsSchema = z.object({
  /** 'Enter a question': a key of the FAQ form's own catalogue (adminContent). */
  question: multilineTextSchema({ max: 500, required: "faq.errors.questionRequired" }),
  answer: multilineTextSchema({ max: 5000, required: "faq.errors.answerRequired" }),
  /** Falls back to 0 when not a number. */
  orderIndex: z.preprocess(parseOrderInput, orderIndexSchema()),
  isActive: z.boolean(),
});
export type FaqFieldsInput = z.input<typeof faqFieldsSchema>;
export type FaqFields = z.output<typeof faqFieldsSchema>;

// raw-string: a row id, never shown.
const faqId = z.string().min(1).max(100);

/** Without an order the new FAQ goes last (visible count + 1). */
export const createFaqSchema = faqFieldsSchema.extend({ orderIndex: faqFieldsSchema.shape.orderIndex.optional() });
export const updateFaqSchema = faqFieldsSchema.extend({ id: faqId, ...versionFields });
export const deleteFaqSchema = z.object({ id: faqId });
