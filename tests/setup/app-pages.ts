import fs from "node:fs";
import path from "node:path";

/** src/app, where every route's page.tsx lives. */
export const APP_DIR = path.resolve(__dirname, "../../src/app");

/** Every page.tsx under `dir` (a folder of src/app), at any depth. */
export function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

/** `src/app/admin/models/edit/[id]/page.tsx` → `/admin/models/edit/[id]`; route groups `(x)` are not in the URL. */
export function routeOfPage(file: string): string {
  const segments = path.relative(APP_DIR, path.dirname(file)).split(path.sep);
  return `/${segments.filter((segment) => segment && !/^\(.*\)$/.test(segment)).join("/")}`;
}
