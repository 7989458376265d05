import { z } from "zod";
import { MIGRATION_SCOPES, MIGRATION_TARGETS } from "../../migration/scope";

export const startMigrationSchema = z.object({
  scope: z.enum(MIGRATION_SCOPES),
  target: z.enum(MIGRATION_TARGETS),
});

export const migrationIdSchema = z.object({ id: z.uuid() });
