import { describe, expect, it } from "vitest";
import {
  chainProblem,
  compileRules,
  hasNestedQuantifier,
  isReservedPath,
  normaliseSourcePath,
  resolveChain,
  sourceProblem,
  targetProblem,
  type RedirectRule,
} from "./engine";

let seq = 0;
function rule(fromPath: string, toPath: string | null, extra: Partial<RedirectRule> = {}): RedirectRule {
  return { id: `r${++seq}`, fromPath, toPath, statusCode: 301, matchType: "exact", keepQuery: false, ...extra };
}

describe("compileRules: matching", () => {
  it("answers an exact rule with its target and status, and nothing else", () => {
    const m = compileRules([rule("/old", "/new", { statusCode: 302 })]);
    expect(m.match("/old")).toMatchObject({ status: 302, location: "/new" });
    expect(m.match("/old/")).toMatchObject({ location: "/new" });
    expect(m.match("/older")).toBeNull();
    expect(m.match("/old/x")).toBeNull();
    expect(m.match("/OLD")).toBeNull();
  });

  it("matches a prefix on whole segments, keeps the rest of the path, and the longest prefix wins", () => {
    const m = compileRules([
      rule("/blog", "/journal", { matchType: "prefix" }),
      rule("/blog/2020", "https://archive.example/2020", { matchType: "prefix", statusCode: 307 }),
    ]);
    expect(m.match("/blog")).toMatchObject({ location: "/journal" });
    expect(m.match("/blog/a-post")).toMatchObject({ location: "/journal/a-post" });
    expect(m.match("/blog/2020/old-post")).toMatchObject({ status: 307, location: "https://archive.example/2020/old-post" });
    expect(m.match("/blogroll")).toBeNull();
  });

  it("substitutes $1…$9 from a regex and never produces a protocol-relative address", () => {
    const m = compileRules([
      rule("^/models/([a-z-]+)/gallery/(\\d+)$", "/models/$1?photo=$2", { matchType: "regex" }),
      rule("^/go/(.*)$", "/$1", { matchType: "regex" }),
    ]);
    expect(m.match("/models/anna/gallery/3")).toMatchObject({ location: "/models/anna?photo=3" });
    expect(m.match("/go//evil.example")?.location).toBe("/evil.example");
    expect(m.match("/go/\\/evil.example")?.location).toBe("/evil.example");
  });

  it("puts exact before prefix before regex", () => {
    const m = compileRules([
      rule("^/a/.*$", "/from-regex", { matchType: "regex" }),
      rule("/a", "/from-prefix", { matchType: "prefix" }),
      rule("/a/b", "/from-exact"),
    ]);
    expect(m.match("/a/b")?.location).toBe("/from-exact");
    expect(m.match("/a/c")?.location).toBe("/from-prefix/c");
    const onlyRegex = compileRules([rule("^/x/(.*)$", "/first/$1", { matchType: "regex" }), rule("^/x/y$", "/second", { matchType: "regex" })]);
    expect(onlyRegex.match("/x/y")?.location).toBe("/first/y");
  });

  it("drops the query string unless the rule keeps it", () => {
    const m = compileRules([rule("/drop", "/d"), rule("/keep", "/k", { keepQuery: true }), rule("/merge", "/m?a=1#top", { keepQuery: true })]);
    expect(m.match("/drop?utm=1")?.location).toBe("/d");
    expect(m.match("/keep?utm=1&b=2")?.location).toBe("/k?utm=1&b=2");
    expect(m.match("/merge?b=2")?.location).toBe("/m?a=1&b=2#top");
    expect(m.match("/keep")?.location).toBe("/k");
  });

  it("answers 410 and 451 with no location", () => {
    const m = compileRules([rule("/gone", null, { statusCode: 410 }), rule("/legal", "", { statusCode: 451, matchType: "prefix" })]);
    expect(m.match("/gone")).toMatchObject({ status: 410, location: null });
    expect(m.match("/legal/x")).toMatchObject({ status: 451, location: null });
  });

  it("skips a stored regex that does not compile instead of failing", () => {
    const m = compileRules([rule("([", "/x", { matchType: "regex" }), rule("/ok", "/fine")]);
    expect(m.size).toBe(1);
    expect(m.match("/ok")?.location).toBe("/fine");
  });

  it("finds the right rule among 5,000 of mixed kinds", () => {
    const rules: RedirectRule[] = [];
    for (let i = 0; i < 4700; i++) rules.push(rule(`/old-page-${i}`, `/new-page-${i}`));
    for (let i = 0; i < 250; i++) rules.push(rule(`/section-${i}/sub`, `/moved-${i}`, { matchType: "prefix" }));
    for (let i = 0; i < 50; i++) rules.push(rule(`^/legacy-${i}/(\\d+)$`, `/item-${i}/$1`, { matchType: "regex" }));
    const m = compileRules(rules);
    expect(m.size).toBe(5000);
    expect(m.match("/old-page-4321")?.location).toBe("/new-page-4321");
    expect(m.match("/section-17/sub/deep/page")?.location).toBe("/moved-17/deep/page");
    expect(m.match("/legacy-49/77")?.location).toBe("/item-49/77");
    expect(m.match("/models")).toBeNull();
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) m.match(`/models/someone-${i}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("resolveChain", () => {
  it("follows rules to where a URL ends, stopping at other sites, 410s and loops", () => {
    const m = compileRules([rule("/a", "/b"), rule("/b", "https://elsewhere.example/c"), rule("/g", null, { statusCode: 410 }), rule("/l1", "/l2"), rule("/l2", "https://velvet.example/l1")]);
    expect(resolveChain(m, "/a")).toMatchObject({ outcome: "redirect", final: "https://elsewhere.example/c" });
    expect(resolveChain(m, "/a").hops).toHaveLength(2);
    expect(resolveChain(m, "/g")).toMatchObject({ outcome: "gone", final: null });
    expect(resolveChain(m, "/nothing")).toMatchObject({ outcome: "none", hops: [] });
    expect(resolveChain(m, "/l1", { siteOrigin: "https://velvet.example" }).outcome).toBe("loop");
  });
});

describe("save checks", () => {
  it("refuses reserved, relative and query sources, and accepts ordinary paths", () => {
    for (const path of ["/admin", "/admin/seo", "/api/media/x", "/_next/static/a.js", "/auth", "/robots.txt", "/sitemap.xml", "/Admin"]) {
      expect(sourceProblem(path, "exact"), path).toBe("reserved");
    }
    expect(sourceProblem("old", "exact")).toBe("slash");
    expect(sourceProblem("//evil", "prefix")).toBe("slash");
    expect(sourceProblem("/a?b=1", "exact")).toBe("query");
    expect(sourceProblem("", "exact")).toBe("required");
    expect(sourceProblem("/administrators-guide", "exact")).toBeNull();
    expect(sourceProblem("/old-blog", "prefix")).toBeNull();
    expect(isReservedPath("/apiary")).toBe(false);
  });

  it("refuses bad regexes: invalid, too long, nested quantifiers, back-references, reserved", () => {
    expect(sourceProblem("^/(", "regex")).toBe("regexInvalid");
    expect(sourceProblem(`^/${"a".repeat(250)}$`, "regex")).toBe("regexTooLong");
    expect(sourceProblem("^/(a+)+$", "regex")).toBe("regexSlow");
    expect(sourceProblem("^/(a|aa)*$", "regex")).toBe("regexSlow");
    expect(sourceProblem("^/((ab)*c)+$", "regex")).toBe("regexSlow");
    expect(sourceProblem("^/(x)\\1$", "regex")).toBe("regexSlow");
    expect(sourceProblem("^/admin/(.*)$", "regex")).toBe("reserved");
    expect(sourceProblem(".*", "regex")).toBe("reserved");
    expect(sourceProblem("^/old/(\\d+)$", "regex")).toBeNull();
    expect(hasNestedQuantifier("^/[(a+)+]$")).toBe(false);
    expect(hasNestedQuantifier("^/(a)+$")).toBe(false);
  });

  it("accepts /path and http(s) targets only", () => {
    expect(targetProblem("/new", 301)).toBeNull();
    expect(targetProblem("https://example.com/x?y=1", 302)).toBeNull();
    expect(targetProblem("http://example.com", 307)).toBeNull();
    for (const bad of ["javascript:alert(1)", "//evil.example", "ftp://x", "new", "data:text/html,x", "https://$1.example/", "/a b", "https://u:p@x.example/"]) {
      expect(targetProblem(bad, 301), bad).not.toBeNull();
    }
    expect(targetProblem("", 301)).toBe("required");
    expect(targetProblem("", 410)).toBeNull();
    expect(targetProblem(null, 451)).toBeNull();
  });

  it("normalises a source as browsers send it", () => {
    expect(normaliseSourcePath("/café/")).toBe("/caf%C3%A9");
    expect(normaliseSourcePath(" /a/b ")).toBe("/a/b");
  });

  it("refuses a rule pointing at itself, of every kind", () => {
    expect(chainProblem(rule("/a", "/a/"), [])).toMatchObject({ kind: "loop" });
    expect(chainProblem(rule("/a", "/a/b", { matchType: "prefix" }), [])).toMatchObject({ kind: "loop" });
    expect(chainProblem(rule("^/p-(\\d+)$", "/p-$1", { matchType: "regex" }), [])).toBeNull();
    expect(chainProblem(rule("^/p(.*)$", "/p/$1", { matchType: "regex" }), [])).toMatchObject({ kind: "loop" });
    expect(chainProblem(rule("/home", "https://velvet.example/home"), [], { siteOrigin: "https://velvet.example" })).toMatchObject({ kind: "loop" });
    expect(chainProblem(rule("/", "/welcome", { matchType: "prefix" }), [])).toMatchObject({ kind: "loop" });
  });

  it("refuses chains and loops across kinds, regexes included", () => {
    const a = rule("/a", "/b");
    // New rule's target is answered by another rule.
    expect(chainProblem(rule("/x", "/a"), [a])).toMatchObject({ kind: "chain", ruleId: a.id });
    // New rule answers another rule's target.
    expect(chainProblem(rule("/b", "/c"), [a])).toMatchObject({ kind: "chain", ruleId: a.id });
    // Back to the start: a loop.
    expect(chainProblem(rule("/b", "/a"), [a])).toMatchObject({ kind: "loop" });
    // A prefix that answers an exact rule's target.
    expect(chainProblem(rule("/b", "/z", { matchType: "prefix" }), [rule("/q", "/b/deep")])).toMatchObject({ kind: "chain" });
    // A regex that answers an exact rule's target, and the other way round.
    const regex = rule("^/shop/(\\d+)$", "/models/$1", { matchType: "regex" });
    expect(chainProblem(regex, [rule("/promo", "/shop/42")])).toMatchObject({ kind: "chain" });
    expect(chainProblem(rule("/promo", "/shop/42"), [regex])).toMatchObject({ kind: "chain", ruleId: regex.id });
    // Regex → prefix → regex: a loop the anchors cannot see.
    const r1 = rule("^/one/(.*)$", "/two/$1", { matchType: "regex" });
    expect(chainProblem(rule("/two", "/one", { matchType: "prefix" }), [r1])).not.toBeNull();
    // A 410 answering another rule's target is a chain too.
    expect(chainProblem(rule("/b", null, { statusCode: 410 }), [a])).toMatchObject({ kind: "chain" });
    // Unrelated rules pass.
    expect(chainProblem(rule("/c", "/d"), [a, regex])).toBeNull();
    expect(chainProblem(rule("/c", "https://other.example/a"), [a])).toBeNull();
  });
});
