/**
 * The route registry against the app folder: every admin page starts with the
 * guard for ITS registry route, and every registry route has a page. Read
 * from the source with the TypeScript parser, so a page that checks the wrong
 * route, checks too late, or not at all fails here before it ships.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import enShell from "../../../messages/en-GB/admin-shell.json";
import ptShell from "../../../messages/pt-BR/admin-shell.json";
import { PERMISSIONS } from "@/features/access/permissions";
import { APP_DIR, pageFiles, routeOfPage } from "../../../tests/setup/app-pages";
import { ADMIN_ROUTES, adminRouteForPathname, fillPath } from "./routes";

const adminPageFiles = () => pageFiles(path.join(APP_DIR, "admin"));

/** The route string of the page's first statement if it is `await requireAdminPage("…", …)`, else null. */
function firstGuardedRoute(source: string, fileName = "page.tsx"): string | null {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const page = file.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) &&
      (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword),
  );
  const first = page?.body?.statements[0];
  if (!first) return null;
  const expression = ts.isExpressionStatement(first)
    ? first.expression
    : ts.isVariableStatement(first)
      ? first.declarationList.declarations[0]?.initializer
      : undefined;
  if (!expression || !ts.isAwaitExpression(expression)) return null;
  const call = expression.expression;
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== "requireAdminPage") return null;
  const [route] = call.arguments;
  return route && ts.isStringLiteral(route) ? route.text : null;
}

const pages = adminPageFiles().map((file) => ({ file: path.relative(process.cwd(), file), route: routeOfPage(file), source: fs.readFileSync(file, "utf8") }));

describe("admin route registry", () => {
  it.each(pages)("$file starts with the guard for its registry route", ({ route, source, file }) => {
    expect(ADMIN_ROUTES.map((r) => r.path), `${route} is missing from src/features/admin/routes.ts`).toContain(route);
    expect(firstGuardedRoute(source, file), `the first line of ${file} must be: await requireAdminPage("${route}"…)`).toBe(route);
  });

  it("has a page for every route, each listed once, each with a known permission and a title in both languages", () => {
    const pageRoutes = new Set(pages.map((p) => p.route));
    const paths = ADMIN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ADMIN_ROUTES) {
      expect(pageRoutes.has(route.path), `no page for ${route.path}`).toBe(true);
      expect(Object.keys(PERMISSIONS)).toContain(route.permission);
      expect(enShell.nav.items).toHaveProperty(route.titleKey);
      expect(ptShell.nav.items).toHaveProperty(route.titleKey);
    }
  });

  it("finds the route of an address, with its own refusal where the screen has one", () => {
    expect(adminRouteForPathname("/admin/users/permissions")?.deniedText).toBe("manageUsers");
    expect(adminRouteForPathname("/admin/users/security/")?.deniedText).toBe("adminOnly");
    expect(adminRouteForPathname("/admin/models/edit/42")?.path).toBe("/admin/models/edit/[id]");
    expect(adminRouteForPathname("/admin/content/faq")?.deniedText).toBeUndefined();
    expect(adminRouteForPathname("/admin/no/such/page")).toBeNull();
    expect(adminRouteForPathname(null)).toBeNull();
  });

  it("the guard check itself fails on pages that guard late, the wrong route, or not at all", () => {
    const guarded = `export default async function Page() {\n  await requireAdminPage("/admin/content/faq");\n  return null;\n}`;
    expect(firstGuardedRoute(guarded)).toBe("/admin/content/faq");
    expect(firstGuardedRoute(`export default async function Page() {\n  const x = await load();\n  await requireAdminPage("/admin/content/faq");\n}`)).toBeNull();
    expect(firstGuardedRoute(`export default async function Page() {\n  return null;\n}`)).toBeNull();
    expect(firstGuardedRoute(`export default async function Page() {\n  requireAdminPage("/admin/content/faq");\n}`)).toBeNull();
    expect(firstGuardedRoute(`export default async function Page() {\n  await requireAdminPage(PATH);\n}`)).toBeNull();
  });

  it("fills a dynamic route's parameters for the sign-in return address", () => {
    expect(fillPath("/admin/models/edit/[id]", { id: "a b" })).toBe("/admin/models/edit/a%20b");
    expect(fillPath("/admin/[...missing]", { missing: ["x", "y/z"] })).toBe("/admin/x/y%2Fz");
    expect(fillPath("/admin/content/faq", {})).toBe("/admin/content/faq");
  });
});
