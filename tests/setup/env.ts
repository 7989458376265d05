/**
 * Vitest setup file: a scratch DATA_DIR per worker, inside the run's scratch
 * folder (tests/setup/global-scratch.ts). Tests get their database from
 * useTestDatabase(); code that falls back to the default embedded database,
 * auth secret or media folder writes here instead of ./data, and two workers
 * never contend for one PGlite folder lock.
 */
import path from "node:path";
import { inject } from "vitest";

process.env.DATA_DIR = path.join(inject("velvetScratchDir"), `worker-${process.env.VITEST_POOL_ID ?? "0"}`);
