/**
 * Vitest globalSetup: one scratch folder per run, removed at the end, in which
 * each worker gets its DATA_DIR (tests/setup/env.ts). Code under test that
 * writes to the data folder (auth secret, media) never touches ./data and
 * leaves nothing behind.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    velvetScratchDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-vitest-"));
  project.provide("velvetScratchDir", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
