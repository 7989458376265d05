import { z } from "zod";
import { multilineTextSchema, PUBLIC_TEXT_MESSAGES, textSchema } from "@/features/forms/field-schemas";
import { MEMBER_REVIEW_LIMITS as L } from "./rules";

/** The profile's review form; messages in the public site's language (en-GB). */
export const memberReviewSchema = z.object({
  // raw-string: an id, checked as a UUID.
  modelId: z.string().uuid({ error: "This profile could not be found. Please reload the page." }),
  reviewerName: textSchema({
    max: L.nameMax,
    min: { length: L.nameMin, message: `The name to show needs at least ${L.nameMin} characters (initials are fine).` },
    tooLong: `The name to show can be at most ${L.nameMax} characters.`,
    messages: PUBLIC_TEXT_MESSAGES,
  }),
  rating: z.coerce
    .number({ error: "Choose a rating from 1 to 5 stars." })
    .int({ error: "Choose a rating from 1 to 5 stars." })
    .min(1, { error: "Choose a rating from 1 to 5 stars." })
    .max(5, { error: "Choose a rating from 1 to 5 stars." }),
  title: textSchema({ max: L.titleMax, tooLong: `The title can be at most ${L.titleMax} characters.`, messages: PUBLIC_TEXT_MESSAGES }),
  content: multilineTextSchema({
    max: L.contentMax,
    min: { length: L.contentMin, message: `Please write at least ${L.contentMin} characters about your time together.` },
    tooLong: `The review can be at most ${L.contentMax} characters.`,
    messages: PUBLIC_TEXT_MESSAGES,
  }),
});
export type MemberReviewInput = z.infer<typeof memberReviewSchema>;
