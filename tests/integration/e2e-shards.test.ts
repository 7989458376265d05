import { describe, expect, it } from "vitest";
import { planShards, weightsFromReports } from "../../scripts/lib/e2e-shards.mjs";

describe("planShards", () => {
  it("splits the files into groups of about equal weight, each file once, in file order", () => {
    const weights = { "a.spec.ts": 100, "b.spec.ts": 60, "c.spec.ts": 50, "d.spec.ts": 10 };
    const plan = planShards(Object.keys(weights), 2, weights);
    expect(plan).toEqual([
      { files: ["a.spec.ts", "d.spec.ts"], weight: 110 },
      { files: ["b.spec.ts", "c.spec.ts"], weight: 110 },
    ]);
  });

  it("weighs a file it has no time for as the median of the others", () => {
    const plan = planShards(["new.spec.ts", "x.spec.ts", "y.spec.ts", "z.spec.ts"], 2, { "x.spec.ts": 10, "y.spec.ts": 20, "z.spec.ts": 30 });
    expect(plan.map((group) => group.weight).sort()).toEqual([40, 40]);
    expect(plan.flatMap((group) => group.files).sort()).toEqual(["new.spec.ts", "x.spec.ts", "y.spec.ts", "z.spec.ts"]);
  });

  it("with one shard, runs everything", () => {
    expect(planShards(["a.spec.ts", "b.spec.ts"], 1)).toEqual([{ files: ["a.spec.ts", "b.spec.ts"], weight: 2 }]);
  });
});

describe("weightsFromReports", () => {
  it("adds up every attempt of every test of a file, in seconds", () => {
    const report = {
      suites: [
        {
          specs: [{ file: "a.spec.ts", tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] }],
          suites: [{ specs: [{ file: "a.spec.ts", tests: [{ results: [{ duration: 3000 }] }] }, { file: "b.spec.ts", tests: [{ results: [{ duration: 400 }] }] }] }],
        },
      ],
    };
    expect(weightsFromReports([report])).toEqual({ "tests/e2e/a.spec.ts": 5, "tests/e2e/b.spec.ts": 0 });
  });
});
