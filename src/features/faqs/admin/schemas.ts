import { z } from "zod";
import { text } from "@/features/site-content/schemas";
import { versionFields } from "@/features/admin/version-fields";
import { parseOrderInput } from "./ordering";

/**
 * The FAQ form (admin spec §5). Velvet improves on the spec here: a blank
 * question or answer is a field error the admin sees, not a save that is
 * silently ignored.
 */
export const faqFieldsSchema = z.object({
  question: text(500).pipe(z.string().min(1, "faq.errors.questionRequired")),
  answer: text(5000).pipe(z.string().min(1, "faq.errors.answerRequired")),
  /** Spec §5: falls back to 0 when not a number. */
  orderIndex: z.preprocess(parseOrderInput, z.number().int().min(0)),
  isActive: z.boolean(),
});
export type FaqFieldsInput = z.input<typeof faqFieldsSchema>;
export type FaqFields = z.output<typeof faqFieldsSchema>;

const faqId = z.string().min(1).max(100);

/** Without an order the new FAQ goes last (visible count + 1). */
export const createFaqSchema = faqFieldsSchema.extend({ orderIndex: faqFieldsSchema.shape.orderIndex.optional() });
export const updateFaqSchema = faqFieldsSchema.extend({ id: faqId, ...versionFields });
export const deleteFaqSchema = z.object({ id: faqId });
