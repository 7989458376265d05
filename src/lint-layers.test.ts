/**
 * The layer rules of scripts/lint/layers.mjs, each shown failing on a
 * deliberately bad import and passing on a good one (run through ESLint
 * itself, with only these rules on).
 */
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { layers } from "../scripts/lint/layers.mjs";

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [{ files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } }, ...layers],
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("layer rules", () => {
  it("lib, db, i18n and components never import src/features", async () => {
    for (const file of ["src/lib/x.ts", "src/db/x.ts", "src/i18n/x.ts", "src/components/site/x.tsx"]) {
      // (It is also a cycle: every domain imports lib, db, i18n or components.)
      expect(await problems(file, `import { getViewer } from "@/features/access/viewer";\nexport const x = getViewer;\n`)).toContainEqual(
        expect.stringMatching(/^no-restricted-imports: .*never import src\/features/),
      );
    }
    expect(await problems("src/lib/x.ts", `import { cn } from "@/lib/utils";\nexport const x = cn;\n`)).toEqual([]);
  });

  it('no "use client" file imports the database, not even a type', async () => {
    const client = (line: string) => `"use client";\n${line}\nexport const x = 1;\n`;
    expect(await problems("src/features/theme/components/x.tsx", client(`import { THEME_CATEGORIES } from "@/db/schema";`))).toEqual([
      expect.stringMatching(/^velvet\/no-database-in-client:/),
    ]);
    expect(await problems("src/features/theme/components/x.tsx", client(`import type { Database } from "../../../db";`))).toEqual([
      expect.stringMatching(/^velvet\/no-database-in-client:/),
    ]);
    // A server module may, and so may a client module importing anything else.
    expect(await problems("src/features/theme/queries-x.ts", `import { themeColors } from "@/db/schema";\nexport const x = themeColors;\n`)).toEqual([]);
    expect(await problems("src/features/theme/components/x.tsx", client(`import { cn } from "@/lib/utils";`))).toEqual([]);
  });

  it("no import cycles between domains or layers", async () => {
    // src/features/seo imports src/features/site (the head reads the site settings); a site module importing the head closes a loop.
    expect(await problems("src/features/site/x.ts", `import { createMetadata } from "@/features/seo/metadata";\nexport const x = createMetadata;\n`)).toEqual([
      expect.stringMatching(/^velvet\/no-import-cycle: Import cycle: features\/site → features\/seo → .*features\/site/),
    ]);
    expect(await problems("src/features/admin/x.ts", `import { hasPermission } from "@/features/access/policy";\nexport const x = hasPermission;\n`)).toEqual([]);
    // Tests may reach across.
    expect(await problems("src/features/access/x.test.ts", `import { adminRoute } from "@/features/admin/routes";\nexport const x = adminRoute;\n`)).toEqual([]);
  });

  it("public code never imports admin code", async () => {
    const adminImport = `import { listMetaTagsPage } from "@/features/seo/admin/meta-tags/list-query";\nexport const x = listMetaTagsPage;\n`;
    for (const file of ["src/features/seo/x.ts", "src/app/(public)/x/page.tsx", "src/features/applications/x.ts"]) {
      expect(await problems(file, adminImport)).toContainEqual(expect.stringMatching(/^velvet\/public-never-imports-admin: Public code never imports admin code/));
    }
    // The kit and the admin routes count as admin too, relative imports included.
    expect(await problems("src/features/reviews/x.ts", `import { ActionFailure } from "../admin/action";\nexport const x = ActionFailure;\n`)).toContainEqual(
      expect.stringMatching(/^velvet\/public-never-imports-admin:/),
    );
    // Admin code may import admin and public code; public code may import a type.
    expect(await problems("src/features/seo/admin/x.ts", adminImport)).toEqual([]);
    expect(await problems("src/app/admin/x/page.tsx", adminImport)).toEqual([]);
    expect(await problems("src/features/site-content/x.ts", `import type { AdminRoutePath } from "@/features/admin/routes";\nexport type X = AdminRoutePath;\n`)).toEqual([]);
  });

  it("src/server imports only src/lib and the domain modules it lists; the rest of src only its hand-over module", async () => {
    const server = "src/server/layers/x.ts";
    expect(await problems(server, `import { getDb } from "@/features/seo/redirects/store";\nexport const x = getDb;\n`)).toEqual([
      expect.stringMatching(/^velvet\/server-boundary: src\/server does not import/),
    ]);
    // (It is also a cycle: the app imports the server's hand-over module.)
    expect(await problems(server, `import { x as y } from "@/app/api/health/route";\nexport const x = y;\n`)).toContainEqual(
      expect.stringMatching(/^velvet\/server-boundary: src\/server does not import/),
    );
    expect(await problems(server, `import { compileRules } from "@/features/seo/redirects/engine";\nexport const x = compileRules;\n`)).toEqual([]);
    expect(await problems(server, `import type { RedirectHit } from "@/features/seo/redirects/store";\nexport type X = RedirectHit;\n`)).toEqual([]);
    expect(await problems(server, `import { SECURITY_HEADERS } from "@/lib/security-headers.mjs";\nexport const x = SECURITY_HEADERS;\n`)).toEqual([]);
    expect(await problems("src/features/seo/x.ts", `import { buildPipeline } from "@/server/pipeline";\nexport const x = buildPipeline;\n`)).toContainEqual(
      expect.stringMatching(/^velvet\/server-boundary: Only src\/server\/app-ports.ts/),
    );
    expect(await problems("src/app/api/x/route.ts", `import { serverControls } from "@/server/app-ports";\nexport const x = serverControls;\n`)).toEqual([]);
  });
});
