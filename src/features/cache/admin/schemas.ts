import { z } from "zod";
import { CACHE_CONTENT_TYPE_KEYS, CACHE_OPERATION_KINDS } from "../content-types";

/** An operation of the cache card: a clear by content type names its type, the others none. */
export const cacheOperationSchema = z
  .object({
    kind: z.enum(CACHE_OPERATION_KINDS),
    contentType: z.enum(CACHE_CONTENT_TYPE_KEYS).nullish(),
  })
  .refine((input) => (input.kind === "clear_content") === Boolean(input.contentType), {
    path: ["contentType"],
    message: "adminShell.dashboard.cache.errors.contentTypeRequired",
  });
