/**
 * The pure part of `npm run bench` (scripts/bench.mjs): which rows and viewer
 * classes a run measures, and how a run's cells become a table. Kept apart
 * from the measuring so it can be unit-tested (tests/integration/bench-table.test.ts).
 */

/**
 * The requests a page cache has to answer, in the order they are printed.
 * `kind` says how the bench finds the address: a fixed path, one looked up on
 * the running server (the static file, a profile), or a router request a
 * browser sent (scripts/lib/router-requests.mjs).
 */
export const BENCH_ROWS = [
  { id: "static", label: "static file (ceiling)", kind: "static" },
  { id: "home", label: "`/` first load", kind: "page", path: "/" },
  { id: "models", label: "`/models` first load", kind: "page", path: "/models" },
  { id: "profile", label: "a profile, first load", kind: "profile" },
  { id: "category", label: "a category, first load", kind: "page", path: "/blonde-escorts" },
  { id: "navigation", label: "click `/` → `/models` (RSC)", kind: "navigation" },
  { id: "prefetch", label: "link prefetch of a profile (RSC)", kind: "prefetch" },
];

/**
 * The viewers measured. `account` is the demo account the seed creates for
 * that class (src/seed/accounts.ts) or the one the bench adds
 * (scripts/bench-accounts.ts); `tier` is what /account must call it;
 * `paidPhotos` whether the access policy shows it a subscriber's photos
 * (src/features/access/policy.ts, seesPaidPhotos).
 */
export const BENCH_CLASSES = [
  { id: "visitor", label: "visitor", account: null, tier: null, paidPhotos: false },
  { id: "member", label: "member", account: "member@velvet.london", tier: "member", paidPhotos: false },
  { id: "subscriber", label: "subscriber", account: "subscriber@velvet.london", tier: "subscriber", paidPhotos: true },
  { id: "exclusive", label: "exclusive member", account: "benchexclusive@members.velvet.london", tier: "exclusive", paidPhotos: false },
  // Staff are never served a shared copy: informational, to show the renderer's cost for them.
  { id: "staff", label: "staff (team)", account: "team@velvet.london", tier: "team", paidPhotos: false },
];

/** The bench's target per cell: at least half the static file's req/s, p99 under 100 ms. */
export const TARGET = { minRatio: 0.5, maxP99Ms: 100 };

/**
 * The entries of `all` named in a comma-separated `--rows`/`--classes`
 * value, in `all`'s order; every entry when the value is absent. An unknown
 * name is an error, so a typo never yields a silently smaller run.
 */
export function pickByIds(all, value, optionName) {
  if (value === undefined || value === null || value === "") return all;
  const wanted = String(value)
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  const known = new Set(all.map((entry) => entry.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new Error(`--${optionName}: unknown ${unknown.join(", ")} (known: ${[...known].join(", ")})`);
  }
  if (wanted.length === 0) throw new Error(`--${optionName}: name at least one of ${[...known].join(", ")}`);
  return all.filter((entry) => wanted.includes(entry.id));
}

/** `--name value` from an argument list, or `fallback` when absent. */
export function optionValue(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(`--${name} needs a value`);
  return value;
}

/** Which page-cache modes to run: `--cache on`, `off` or `both` (the default). */
export function cacheModes(value = "both") {
  if (value === "both") return ["on", "off"];
  if (value === "on" || value === "off") return [value];
  throw new Error(`--cache: expected on, off or both, not ${value}`);
}

/** A cell's req/s as a share of the static file's, or null when there is no ceiling to compare with. */
export function ratioToCeiling(reqPerSec, ceilingReqPerSec) {
  if (!ceilingReqPerSec || !Number.isFinite(ceilingReqPerSec)) return null;
  return reqPerSec / ceilingReqPerSec;
}

/** Whether a measured cell meets the target (a failed request always misses it). */
export function meetsTarget(cell, ceilingReqPerSec) {
  const ratio = ratioToCeiling(cell.reqPerSec, ceilingReqPerSec);
  return ratio !== null && ratio >= TARGET.minRatio && cell.p99 < TARGET.maxP99Ms && cell.failed === 0;
}

/**
 * One cell: `req/s · p99 · % of static`, a ✗ when it misses the target
 * (unless `judged` is false: the ceiling is not held to it), and failed
 * requests if any.
 */
export function formatCell(cell, ceilingReqPerSec, { judged = true } = {}) {
  if (!cell) return "–";
  const ratio = ratioToCeiling(cell.reqPerSec, ceilingReqPerSec);
  const share = ratio === null ? "–" : `${Math.round(ratio * 100)} %`;
  const mark = judged && ratio !== null && !meetsTarget(cell, ceilingReqPerSec) ? " ✗" : "";
  const failed = cell.failed > 0 ? ` (${cell.failed} failed)` : "";
  return `${Math.round(cell.reqPerSec)} · ${cell.p99} ms · ${share}${mark}${failed}`;
}

/**
 * A Markdown table, rows × classes. `cells` maps `${rowId}/${classId}` to
 * `{ reqPerSec, p99, failed }`; each class's ratios are to its own static
 * file row (the same file, asked with that class's cookie).
 */
export function formatTable({ rows, classes, cells }) {
  const lines = [
    `| request | ${classes.map((c) => c.label).join(" | ")} |`,
    `|---|${classes.map(() => "---:").join("|")}|`,
  ];
  for (const row of rows) {
    const judged = row.id !== "static";
    const values = classes.map((c) => formatCell(cells[`${row.id}/${c.id}`], cells[`static/${c.id}`]?.reqPerSec, { judged }));
    lines.push(`| ${row.label} | ${values.join(" | ")} |`);
  }
  return lines;
}

/** How many measured cells (the static row aside) meet the target, for the run's one-line summary. */
export function targetSummary({ rows, classes, cells }) {
  let met = 0;
  let measured = 0;
  for (const row of rows) {
    if (row.id === "static") continue;
    for (const c of classes) {
      const cell = cells[`${row.id}/${c.id}`];
      const ceiling = cells[`static/${c.id}`]?.reqPerSec;
      if (!cell || ratioToCeiling(cell.reqPerSec, ceiling) === null) continue;
      measured += 1;
      if (meetsTarget(cell, ceiling)) met += 1;
    }
  }
  return { met, measured };
}
