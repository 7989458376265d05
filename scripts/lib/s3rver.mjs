/**
 * A real S3-compatible server for tests (docs/decisions/045-s3-media-store.md):
 * s3rver on 127.0.0.1 at a free port, keeping its objects in a temp folder,
 * with the bucket already made. `stop()` ends it and removes the folder. Used
 * by the vitest S3 tests, the vitest PostgreSQL run (scripts/test.mjs) and
 * the end-to-end PostgreSQL pass (scripts/e2e.mjs).
 *
 * It runs as a child process because it needs OpenSSL's legacy provider:
 * s3rver 3.7.1 encrypts ListObjectsV2 continuation tokens with DES, which
 * Node 17+ refuses without --openssl-legacy-provider, so every listing past
 * 1,000 keys would answer 500. The flag stays out of our own processes.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

// s3rver accepts these fixed credentials.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const START_TIMEOUT_MS = 20_000;
const CHILD = path.join(import.meta.dirname, "s3rver-process.mjs");

/** The port the child prints on its first line, or why it did not. */
function portOf(child) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("s3rver did not start within 20 s")), START_TIMEOUT_MS);
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line).port);
      } catch {
        reject(new Error(`s3rver printed ${JSON.stringify(line)} instead of its port`));
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited before it listened (${code ?? signal})`));
    });
  });
}

export async function startS3rver({ bucket = "velvet-media" } = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "velvet-s3rver-"));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", CHILD, directory, bucket], { stdio: ["pipe", "pipe", "inherit"] });
  let port;
  try {
    port = await portOf(child);
  } catch (error) {
    child.kill("SIGKILL");
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    ...CREDENTIALS,
    /** The variables that point the app's store here (src/lib/env-schema.mjs). */
    env: {
      MEDIA_STORE: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
