import { z } from "zod";
import { versionFields } from "@/features/admin/version-fields";
import { ThemeSchema } from "./transfer";

/** Apply: both modes' staged colours (known names, HSL triples only). */
export const ApplyThemeSchema = z.object({ theme: ThemeSchema, ...versionFields });
export type ApplyThemeInput = z.input<typeof ApplyThemeSchema>;

export const ResetThemeSchema = z.object({}).strict();
