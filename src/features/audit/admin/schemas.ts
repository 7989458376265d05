import { z } from "zod";

/** Entries per page of the audit screen. */
export const AUDIT_PAGE_SIZE = 25;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One filter value from the URL: a short single line, or nothing. */
// raw-string: a filter from the address, matched exactly and never stored or echoed.
const filterText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .catch(undefined)
  .transform((value) => value || undefined);

const day = z
  .string()
  .regex(ISO_DAY)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/**
 * The audit screen's filters, read from its URL (so a filtered view can be
 * linked and survives a reload). Anything malformed is dropped rather than
 * refused: a hand-edited address still shows the log.
 */
export const auditFiltersSchema = z.object({
  actor: filterText,
  entityType: filterText,
  action: filterText,
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type AuditFilters = z.output<typeof auditFiltersSchema>;

/** The first value of each search parameter (Next gives arrays for repeated ones). */
export function parseAuditFilters(params: Record<string, string | string[] | undefined>): AuditFilters {
  const first = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  return auditFiltersSchema.parse(first);
}
