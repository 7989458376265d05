import { z } from "zod";
import { IMAGE_CATEGORIES } from "../../image-categories";
import { DIAGNOSTICS_PAGE_SIZE } from "./list-params";

/** At most one page at a time: what the selection can hold. */
export const MAX_FIXES = DIAGNOSTICS_PAGE_SIZE;

export const rebuildVariantsSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(MAX_FIXES),
});

/** A reference as the page read it: the address is what its column must still hold when it is rewritten. */
export const fixToLocalSchema = z.object({
  items: z
    .array(
      z.object({
        category: z.enum(IMAGE_CATEGORIES),
        // raw-string: a row's id, matched against the table as text, never shown
        ownerId: z.string().min(1).max(100),
        // raw-string: a column name, looked up in the reference register; an unknown one is refused
        field: z.string().min(1).max(60),
        // raw-string: an address, fetched under the import's rules and compared with the column, never shown as text
        address: z.string().min(1).max(2048),
      }),
    )
    .min(1)
    .max(MAX_FIXES),
});
