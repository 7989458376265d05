import { z } from "zod";

/** The three clean-ups take no input: anything else sent by hand is refused as invalid, never a 500. */
export const cleanupSchema = z.object({}).strict();
