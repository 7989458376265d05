import type { Linter } from "eslint";

export const layers: Linter.Config[];
export const velvetPlugin: { rules: Record<string, unknown> };
