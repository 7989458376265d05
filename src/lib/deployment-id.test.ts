import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chooseDeploymentId, DEPLOYMENT_ID_FILE, recordDeploymentId, recordedDeploymentId } from "./deployment-id.mjs";

/** A git that answers the commit and the status it is given (null: no git here). */
function fakeGit({ commit, status }: { commit: string | null; status: string | null }) {
  return (args: string[]) => (args[0] === "rev-parse" ? commit : status);
}

describe("choosing a build's deployment id", () => {
  it("takes VELVET_DEPLOYMENT_ID as given", () => {
    expect(chooseDeploymentId("release-2026.11.28", { readGit: fakeGit({ commit: "abc", status: "" }) })).toBe("release-2026.11.28");
  });

  it("refuses one that cannot travel in a header or a query string", () => {
    expect(() => chooseDeploymentId("a b", { readGit: fakeGit({ commit: null, status: null }) })).toThrow(/VELVET_DEPLOYMENT_ID/);
    expect(() => chooseDeploymentId("x".repeat(65), { readGit: fakeGit({ commit: null, status: null }) })).toThrow(/VELVET_DEPLOYMENT_ID/);
  });

  it("is the commit of a clean checkout, so instances that each built the same commit are one deployment", () => {
    expect(chooseDeploymentId(undefined, { readGit: fakeGit({ commit: "0123456789ab\n", status: "" }) })).toBe("0123456789ab");
    expect(chooseDeploymentId("", { readGit: fakeGit({ commit: "0123456789ab\n", status: "" }) })).toBe("0123456789ab");
  });

  it("is new for every build of a checkout with changes, which no other build may claim to equal", () => {
    const dirty = fakeGit({ commit: "0123456789ab\n", status: " M src/app/page.tsx\n" });
    const first = chooseDeploymentId(undefined, { readGit: dirty });
    const second = chooseDeploymentId(undefined, { readGit: dirty });
    expect(first).toMatch(/^0123456789ab-build-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });

  it("is new for every build where there is no git", () => {
    const none = fakeGit({ commit: null, status: null });
    expect(chooseDeploymentId(undefined, { readGit: none })).toMatch(/^build-[0-9a-f]{12}$/);
    expect(chooseDeploymentId(undefined, { readGit: none })).not.toBe(chooseDeploymentId(undefined, { readGit: none }));
  });
});

describe("the id recorded with a build", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("is read back by the servers started from the build", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-deployment-id-"));
    expect(recordedDeploymentId(dir)).toBeUndefined();
    recordDeploymentId(dir, "0123456789ab");
    expect(recordedDeploymentId(dir)).toBe("0123456789ab");
  });

  it("is ignored when the file holds something else", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-deployment-id-"));
    fs.writeFileSync(path.join(dir, DEPLOYMENT_ID_FILE), "not an id\n");
    expect(recordedDeploymentId(dir)).toBeUndefined();
  });
});
