import fs from "node:fs";
import path from "node:path";

/**
 * Import rules that keep the code's layers apart (docs/admin-guide.md):
 *
 *   app  →  features  →  components · lib · db · i18n
 *
 * - `src/lib`, `src/db`, `src/i18n` and `src/components` are below the
 *   domains: they never import `src/features` (a helper that needs a domain
 *   belongs in that domain);
 * - a `"use client"` file never imports `src/db` (not even for a type: the
 *   schema module would be pulled towards the browser bundle, and a client
 *   component has no business knowing the tables);
 * - no import cycles (between domains they mean two domains are one);
 * - public code never imports admin code (anything under src/app/admin,
 *   src/features/admin or a domain's `admin/` folder);
 * - `src/server` (the production server and its layers) sits apart: it
 *   imports src/lib and, from the domains, only the modules listed in
 *   SERVER_MAY_IMPORT (and the stores' types its ports are written in);
 *   nothing else in src imports it, except its one hand-over module,
 *   src/server/app-ports.ts (the app provides its ports through it).
 */

const SRC = path.join(process.cwd(), "src");
const DB_DIR = path.join(SRC, "db");

/** Where an import points, as an absolute path when it is ours (`@/…` or relative), else null. */
function resolveOwnImport(source, filename) {
  if (source.startsWith("@/")) return path.join(SRC, source.slice(2));
  if (source.startsWith(".")) return path.resolve(path.dirname(filename), source);
  return null;
}

function isUseClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== "ExpressionStatement" || typeof statement.directive !== "string") return false;
    if (statement.directive === "use client") return true;
  }
  return false;
}

const noDatabaseInClient = {
  meta: {
    type: "problem",
    docs: { description: 'A "use client" module never imports src/db.' },
    messages: {
      database: '"use client" files never import the database ({{source}}): read it in a server component or action and pass plain data down.',
    },
    schema: [],
  },
  create(context) {
    if (!isUseClientModule(context.sourceCode.ast)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const target = resolveOwnImport(source, context.filename);
      if (target && (target === DB_DIR || target.startsWith(`${DB_DIR}${path.sep}`))) {
        context.report({ node, messageId: "database", data: { source } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * The unit an absolute path belongs to: each domain under src/features is
 * its own unit ("features/blog"), and so is its admin side ("features/blog/admin"),
 * which may read its own domain and others but is never read by public code
 * (velvet/public-never-imports-admin); every other top-level folder of src is one
 * ("lib", "db", "app", …). Cycles are checked between units, not files.
 */
function unitOf(absolutePath) {
  const relative = path.relative(SRC, absolutePath);
  if (relative.startsWith("..")) return null;
  const [top, second, third] = relative.split(path.sep);
  if (top === "features" && third === "admin") return `features/${second}/admin`;
  if (top === "features") return second ? `features/${second}` : null;
  return relative.includes(path.sep) ? top : null;
}

const IMPORT_SOURCES = /(?:import|export)(?:\s+type)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Unit → units it imports, from every source file under src (tests excluded). Built once per lint run. */
let diskGraph;
function unitGraph() {
  if (diskGraph) return diskGraph;
  diskGraph = new Map();
  for (const file of sourceFiles(SRC)) {
    const from = unitOf(file);
    for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT_SOURCES)) {
      const target = resolveOwnImport(match[1] ?? match[2], file);
      const to = target && unitOf(target);
      if (!from || !to || to === from) continue;
      if (!diskGraph.has(from)) diskGraph.set(from, new Set());
      diskGraph.get(from).add(to);
    }
  }
  return diskGraph;
}

/** The path of units from `start` back to `goal`, or null when there is none. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift();
    if (unit === goal) {
      const trail = [];
      for (let step = unit; step !== null; step = previous.get(step)) trail.unshift(step);
      return trail;
    }
    for (const next of graph.get(unit) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, unit);
        queue.push(next);
      }
    }
  }
  return null;
}

const noUnitCycle = {
  meta: {
    type: "problem",
    docs: { description: "No import cycles between domains or layers." },
    messages: {
      cycle: "Import cycle: {{trail}}. Move what both need to the lower one (or to src/lib, src/components) so imports run one way.",
    },
    schema: [],
  },
  create(context) {
    const from = unitOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const target = resolveOwnImport(source, context.filename);
      const to = target && unitOf(target);
      if (!to || to === from) return;
      const back = pathBetween(unitGraph(), to, from);
      if (back) context.report({ node, messageId: "cycle", data: { trail: [from, ...back].join(" → ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** True when a path under src sits in the back office: src/app/admin, src/features/admin, or an `admin` folder of a domain. */
function isAdminPath(absolutePath) {
  const relative = path.relative(SRC, absolutePath);
  return !relative.startsWith("..") && relative.split(path.sep).includes("admin");
}

/**
 * Public code never imports admin code: a visitor's page, the public head,
 * the request path and the shared domain modules must not pull a back-office
 * screen, action or query into their bundle, nor depend on how an admin
 * screen reads its rows. A type-only import carries no code and is allowed
 * (the site-content registry names the admin route that edits each key).
 */
const publicNeverImportsAdmin = {
  meta: {
    type: "problem",
    docs: { description: "Public code never imports admin code." },
    messages: {
      admin: "Public code never imports admin code ({{source}}): move what both sides need out of the admin folder, to the domain itself.",
    },
    schema: [],
  },
  create(context) {
    if (isAdminPath(context.filename)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string" || node.importKind === "type" || node.exportKind === "type") return;
      const target = resolveOwnImport(source, context.filename);
      if (target && isAdminPath(target)) context.report({ node, messageId: "admin", data: { source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const SERVER_DIR = path.join(SRC, "server");
const APP_DIR = path.join(SRC, "app");
const FEATURES_DIR = path.join(SRC, "features");
const SERVER_BRIDGE = path.join(SERVER_DIR, "app-ports");
/** Domain modules the server runs itself: pure rules with no Next.js and no database. */
const SERVER_MAY_IMPORT = ["features/seo/redirects/engine", "features/seo/not-found/limits.mjs"].map((p) => path.join(SRC, p));
/** Domain stores whose types the ports are written in (`import type` only: their code is the app's). */
const SERVER_MAY_IMPORT_TYPES = [
  "features/seo/redirects/store",
  "features/seo/not-found/store",
  "features/seo/performance/store",
  "features/access/access-class-store",
].map((p) => path.join(SRC, p));

const isInside = (target, dir) => target === dir || target.startsWith(`${dir}${path.sep}`);
const withoutExtension = (target) => target.replace(/\.(?:ts|tsx)$/, "");

const serverBoundary = {
  meta: {
    type: "problem",
    docs: { description: "src/server imports only src/lib and the domain modules it lists; the rest of src imports only its hand-over module." },
    messages: {
      fromServer:
        "src/server does not import {{source}}: it gets what it needs from the app through its ports (src/server/app-ports.ts), or the module belongs in src/lib (scripts/lint/layers.mjs, SERVER_MAY_IMPORT).",
      intoServer: "Only src/server/app-ports.ts is imported from outside src/server ({{source}}): the server wires its layers itself (src/server/pipeline.ts).",
    },
    schema: [],
  },
  create(context) {
    const inServer = isInside(context.filename, SERVER_DIR);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const target = resolveOwnImport(source, context.filename);
      if (!target) return;
      const targetModule = withoutExtension(target);
      if (inServer) {
        const typeOnly = node.importKind === "type" || node.exportKind === "type";
        const allowed = SERVER_MAY_IMPORT.includes(targetModule) || (typeOnly && SERVER_MAY_IMPORT_TYPES.includes(targetModule));
        if (isInside(target, APP_DIR) || (isInside(target, FEATURES_DIR) && !allowed)) {
          context.report({ node, messageId: "fromServer", data: { source } });
        }
      } else if (isInside(target, SERVER_DIR) && targetModule !== SERVER_BRIDGE) {
        context.report({ node, messageId: "intoServer", data: { source } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const velvetPlugin = {
  rules: {
    "no-database-in-client": noDatabaseInClient,
    "no-import-cycle": noUnitCycle,
    "public-never-imports-admin": publicNeverImportsAdmin,
    "server-boundary": serverBoundary,
  },
};

const FEATURES_RESTRICTION = {
  group: ["@/features", "@/features/*", "**/features", "**/features/*"],
  message: "lib, db, i18n and components sit below the domains and never import src/features (docs/admin-guide.md, layers).",
};

export const layers = [
  {
    files: ["src/lib/**", "src/db/**", "src/i18n/**", "src/components/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [FEATURES_RESTRICTION] }] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { velvet: velvetPlugin },
    rules: {
      "velvet/no-database-in-client": "error",
      "velvet/no-import-cycle": "error",
      "velvet/public-never-imports-admin": "error",
      "velvet/server-boundary": "error",
    },
  },
  {
    // A test may reach across units to set up what it checks.
    files: ["src/**/*.test.{ts,tsx}"],
    rules: { "velvet/no-import-cycle": "off", "velvet/public-never-imports-admin": "off", "velvet/server-boundary": "off" },
  },
];
