import { z } from "zod";
import { ThemeSchema } from "./transfer";

/** Apply: both modes' staged colours (known names, HSL triples only). */
export const ApplyThemeSchema = z.object({ theme: ThemeSchema });
export type ApplyThemeInput = z.input<typeof ApplyThemeSchema>;

export const ResetThemeSchema = z.object({}).strict();
