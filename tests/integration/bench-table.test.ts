/**
 * The pure part of `npm run bench` (scripts/lib/bench-table.mjs): picking
 * rows and classes from the command line, and turning measured cells into
 * the printed table with each cell's share of the static file and its
 * target mark. No timing here: the figures are made up.
 */
import { describe, expect, it } from "vitest";
import {
  BENCH_CLASSES,
  BENCH_ROWS,
  cacheModes,
  formatCell,
  formatTable,
  meetsTarget,
  optionValue,
  pickByIds,
  ratioToCeiling,
  targetSummary,
  // @ts-expect-error -- plain ESM module without type declarations
} from "../../scripts/lib/bench-table.mjs";

type Entry = { id: string; label: string };
type Cell = { reqPerSec: number; p99: number; failed: number };

const ids = (entries: Entry[]) => entries.map((entry) => entry.id);

describe("pickByIds", () => {
  it("keeps every entry when the option is absent or empty", () => {
    expect(ids(pickByIds(BENCH_CLASSES, undefined, "classes"))).toEqual(ids(BENCH_CLASSES));
    expect(ids(pickByIds(BENCH_ROWS, "", "rows"))).toEqual(ids(BENCH_ROWS));
  });

  it("keeps the named entries in the table's order, whatever order they were named in", () => {
    expect(ids(pickByIds(BENCH_CLASSES, "subscriber, visitor", "classes"))).toEqual(["visitor", "subscriber"]);
  });

  it("refuses an unknown name rather than measuring less than asked", () => {
    expect(() => pickByIds(BENCH_CLASSES, "visitor,membr", "classes")).toThrow(/--classes: unknown membr/);
    expect(() => pickByIds(BENCH_ROWS, ",", "rows")).toThrow(/--rows: name at least one/);
  });
});

describe("optionValue and cacheModes", () => {
  it("reads --name value, with a fallback when absent", () => {
    expect(optionValue(["--duration", "3"], "duration", "5")).toBe("3");
    expect(optionValue([], "duration", "5")).toBe("5");
    expect(() => optionValue(["--rows", "--cache", "on"], "rows", undefined)).toThrow(/--rows needs a value/);
  });

  it("runs both page-cache modes by default, or the one asked for", () => {
    expect(cacheModes()).toEqual(["on", "off"]);
    expect(cacheModes("off")).toEqual(["off"]);
    expect(() => cacheModes("maybe")).toThrow(/--cache/);
  });
});

describe("the target: ≥ 50 % of the static file's req/s with p99 < 100 ms", () => {
  const cell = (reqPerSec: number, p99: number, failed = 0): Cell => ({ reqPerSec, p99, failed });

  it("is a share of the ceiling, or nothing without one", () => {
    expect(ratioToCeiling(500, 2000)).toBe(0.25);
    expect(ratioToCeiling(500, undefined)).toBeNull();
    expect(ratioToCeiling(500, 0)).toBeNull();
  });

  it("needs both the share and the latency, and no failed request", () => {
    expect(meetsTarget(cell(1000, 99), 2000)).toBe(true);
    expect(meetsTarget(cell(999, 20), 2000)).toBe(false);
    expect(meetsTarget(cell(1500, 100), 2000)).toBe(false);
    expect(meetsTarget(cell(1500, 20, 3), 2000)).toBe(false);
    expect(meetsTarget(cell(1500, 20), undefined)).toBe(false);
  });

  it("prints req/s, p99 and share, marking a miss and failed requests", () => {
    expect(formatCell(cell(1234.4, 12), 2000)).toBe("1234 · 12 ms · 62 %");
    expect(formatCell(cell(56, 838), 2000)).toBe("56 · 838 ms · 3 % ✗");
    expect(formatCell(cell(1500, 20, 4), 2000)).toBe("1500 · 20 ms · 75 % ✗ (4 failed)");
    expect(formatCell(cell(1500, 20), undefined)).toBe("1500 · 20 ms · –");
    expect(formatCell(cell(56, 838), 2000, { judged: false })).toBe("56 · 838 ms · 3 %");
    expect(formatCell(undefined, 2000)).toBe("–");
  });
});

describe("formatTable", () => {
  const rows = BENCH_ROWS.filter((row: Entry) => ["static", "home", "navigation"].includes(row.id));
  const classes = BENCH_CLASSES.filter((c: Entry) => ["visitor", "member"].includes(c.id));
  const cells: Record<string, Cell> = {
    "static/visitor": { reqPerSec: 3000, p99: 10, failed: 0 },
    "home/visitor": { reqPerSec: 2400, p99: 14, failed: 0 },
    "navigation/visitor": { reqPerSec: 60, p99: 700, failed: 0 },
    // Slower than the target allows, but the ceiling is not held to it.
    "static/member": { reqPerSec: 2000, p99: 120, failed: 0 },
    "home/member": { reqPerSec: 1000, p99: 30, failed: 0 },
  };

  it("is rows × classes, each class compared with its own static row", () => {
    expect(formatTable({ rows, classes, cells })).toEqual([
      "| request | visitor | member |",
      "|---|---:|---:|",
      "| static file (ceiling) | 3000 · 10 ms · 100 % | 2000 · 120 ms · 100 % |",
      "| `/` first load | 2400 · 14 ms · 80 % | 1000 · 30 ms · 50 % |",
      "| click `/` → `/models` (RSC) | 60 · 700 ms · 2 % ✗ | – |",
    ]);
  });

  it("counts the cells that meet the target, the ceiling itself aside", () => {
    expect(targetSummary({ rows, classes, cells })).toEqual({ met: 2, measured: 3 });
  });
});
