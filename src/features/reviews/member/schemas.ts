import { z } from "zod";
import { MEMBER_REVIEW_LIMITS as L } from "./rules";

/** The profile's review form; messages in the public site's language (en-GB). */
export const memberReviewSchema = z.object({
  modelId: z.string().uuid({ error: "This profile could not be found. Please reload the page." }),
  reviewerName: z
    .string()
    .trim()
    .min(L.nameMin, { error: `The name to show needs at least ${L.nameMin} characters (initials are fine).` })
    .max(L.nameMax, { error: `The name to show can be at most ${L.nameMax} characters.` }),
  rating: z.coerce
    .number({ error: "Choose a rating from 1 to 5 stars." })
    .int({ error: "Choose a rating from 1 to 5 stars." })
    .min(1, { error: "Choose a rating from 1 to 5 stars." })
    .max(5, { error: "Choose a rating from 1 to 5 stars." }),
  title: z.string().trim().max(L.titleMax, { error: `The title can be at most ${L.titleMax} characters.` }),
  content: z
    .string()
    .trim()
    .min(L.contentMin, { error: `Please write at least ${L.contentMin} characters about your time together.` })
    .max(L.contentMax, { error: `The review can be at most ${L.contentMax} characters.` }),
});
export type MemberReviewInput = z.infer<typeof memberReviewSchema>;
