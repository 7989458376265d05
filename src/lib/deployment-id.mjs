/**
 * The deployment id Next.js is given (next.config.ts `deploymentId`,
 * docs/decisions/054-several-instances.md). Plain JavaScript, like
 * env-schema.mjs, so that next.config.ts and scripts/build.mjs share it.
 *
 * With an id, Next.js 16 marks every page (`data-dpl-id`), every router and
 * server-action request (`x-deployment-id`) and every router answer
 * (`x-nextjs-deployment-id`); a browser whose page came from another
 * deployment makes its next navigation a full page load instead of applying
 * data it cannot use. Instances that are one deployment must therefore share
 * one id, and different code must never share one.
 *
 * Next.js writes the id into the server bundles at build time, so the id a
 * server runs with must be the one its build was made with: scripts/build.mjs
 * chooses it once (VELVET_DEPLOYMENT_ID, else the commit of a clean checkout,
 * else a fresh one for this build only), hands it to `next build` and records
 * it beside the build; a server reads it back from there.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Written in the build folder (`.next/`) by scripts/build.mjs, after `next build`, which empties that folder first. */
export const DEPLOYMENT_ID_FILE = "velvet-deployment-id";

// Sent in a header and a query string: letters, digits, dot, dash, underscore.
const SHAPE = /^[A-Za-z0-9._-]{1,64}$/;

/** Whether a value can serve as a deployment id. */
export function isDeploymentId(value) {
  return typeof value === "string" && SHAPE.test(value);
}

/** Runs git in `root`; its output, or null where there is no git or no repository. */
function git(root, args) {
  try {
    return execFileSync("git", args, { cwd: root, stdio: ["ignore", "pipe", "ignore"] }).toString();
  } catch {
    return null;
  }
}

/**
 * The id for a new build: `given` (VELVET_DEPLOYMENT_ID) when set; else the
 * commit, when the checkout has no changes (two builds of one commit are one
 * deployment, even when each instance built its own); else a fresh id, since
 * uncommitted changes make a build no other build can claim to equal.
 */
export function chooseDeploymentId(given, { root, readGit = (args) => git(root, args) } = {}) {
  if (given !== undefined && given !== "") {
    if (!isDeploymentId(given)) throw new Error("VELVET_DEPLOYMENT_ID must be 1 to 64 letters, digits, dots, dashes or underscores");
    return given;
  }
  const commit = readGit(["rev-parse", "--short=12", "HEAD"])?.trim() ?? "";
  const changes = readGit(["status", "--porcelain", "--untracked-files=no"]);
  const fresh = `build-${randomBytes(6).toString("hex")}`;
  if (!isDeploymentId(commit) || changes === null) return fresh;
  return changes.trim() === "" ? commit : `${commit}-${fresh}`;
}

/** Records the id a build was made with, for the servers started from it. */
export function recordDeploymentId(distDir, id) {
  fs.writeFileSync(path.join(distDir, DEPLOYMENT_ID_FILE), `${id}\n`);
}

/** The id recorded with the build in `distDir`, or undefined (a plain `next build` records none). */
export function recordedDeploymentId(distDir) {
  let text;
  try {
    text = fs.readFileSync(path.join(distDir, DEPLOYMENT_ID_FILE), "utf8").trim();
  } catch {
    return undefined;
  }
  return isDeploymentId(text) ? text : undefined;
}
