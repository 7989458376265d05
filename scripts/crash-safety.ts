/**
 * Crash safety on the embedded database (decision 055), run by scripts/e2e.mjs
 * after the embedded target's tests and shutdown check; it counts as one
 * test. The production server is killed with SIGKILL in the middle of
 *
 *   1. a gallery batch (six photos posted at once, as the batch uploader does),
 *   2. application photo uploads (six at once, as /apply does),
 *   3. a bulk action (every model on a page of the Models list marked busy, in a browser),
 *
 * and `npm run backup` is killed in the middle of copying the media. Each
 * time the server starts again on the same folder (PGlite recovers its
 * log). Then, with the server stopped, the folder is checked: every row's
 * files are there, an acknowledged upload is whole, the bulk change is all
 * or nothing, every file no row names is one the orphan sweep finds (and
 * removes), no temporary file outlives the sweep, unattached application
 * photos are the daily purge's to remove, the killed backup is marked
 * incomplete by the next run, which removes its files, and restore refuses
 * it. Exit code 0 when everything held; the problems are printed otherwise.
 *
 * Environment: the target's (DATA_DIR, PORT, SITE_URL, ADMIN_EMAIL,
 * ADMIN_PASSWORD, TRUST_PROXY=1) and CHROMIUM_PATH.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { openDatabase, pgliteDataDir, type DatabaseHandle } from "../src/db/client";
import { backupRuns, media, modelGallery, models } from "../src/db/schema";
import { purgeUnattachedApplicationUploads } from "../src/features/applications/media-purge";
import { backupDirOf } from "../src/features/backups/target";
import { sweepOrphanFiles } from "../src/features/media/sweep";
import { getMediaStore, resolveMediaDir } from "../src/lib/media";
import { bin, run, start, stop, root } from "./lib/proc.mjs";

const base = process.env.SITE_URL ?? "";
const problems: string[] = [];
const log = (line: string) => console.log(`[crash-safety] ${line}`);
const check = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
};

type Server = ReturnType<typeof start> & { exited: Promise<unknown> };

async function startServer(label: string): Promise<Server> {
  const logFile = path.join(root, "test-results", `e2e-embedded-crash-safety-${label}.log`);
  const server = start([process.execPath, "scripts/server.mjs"], { env: process.env, logFile }) as Server;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start (${label}); see ${logFile}`);
}

async function kill(server: Server): Promise<void> {
  server.kill("SIGKILL");
  await server.exited;
}

async function signInAsAdmin(): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

/** A large photo (noise does not compress), so its processing takes a while. */
async function bigPhoto(seed: number): Promise<Blob> {
  const size = 1600;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + seed) * 2654435761) >>> 24;
  const jpeg = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" });
}

/** Posts every request at once and kills the server as soon as the first is acknowledged; answers the acknowledged bodies. */
async function killAfterFirstAcknowledged(server: Server, requests: Array<() => Promise<Response>>): Promise<unknown[]> {
  const acknowledged: unknown[] = [];
  let killed: Promise<void> | null = null;
  await Promise.all(
    requests.map(async (send) => {
      try {
        const response = await send();
        if (response.ok) {
          acknowledged.push(await response.json());
          killed ??= kill(server);
        }
      } catch {
        // cut off by the kill
      }
    }),
  );
  await (killed ?? kill(server));
  return acknowledged;
}

async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: "pglite", dataDir: pgliteDataDir() });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

async function galleryBatch(photos: Blob[]): Promise<string[]> {
  const modelId = await withDatabase(async ({ db }) => (await db.select({ id: models.id }).from(models).limit(1))[0].id);
  const server = await startServer("gallery");
  const cookie = await signInAsAdmin();
  const answers = await killAfterFirstAcknowledged(
    server,
    photos.map((photo, i) => () => {
      const form = new FormData();
      form.set("file", photo, `batch-${i}.jpg`);
      form.set("visibility", "public");
      return fetch(`${base}/api/admin/models/${modelId}/gallery`, { method: "POST", headers: { cookie, origin: base }, body: form });
    }),
  );
  const ids = answers.filter((answer) => (answer as { ok?: boolean }).ok).map((answer) => (answer as { data: { id: string } }).data.id);
  log(`gallery batch: ${ids.length} of ${photos.length} photos acknowledged before the kill`);
  return ids;
}

async function applicationUploads(photos: Blob[]): Promise<number> {
  const server = await startServer("apply");
  const answers = await killAfterFirstAcknowledged(
    server,
    photos.map((photo, i) => () => {
      const form = new FormData();
      form.set("photo", photo, "me.jpg");
      return fetch(`${base}/api/apply/photos`, { method: "POST", headers: { origin: base, "x-forwarded-for": `10.98.0.${i + 1}` }, body: form });
    }),
  );
  log(`application uploads: ${answers.length} of ${photos.length} acknowledged before the kill`);
  return answers.length;
}

/** Marks every model on the list's first page busy, and kills the server the moment the change is sent. */
async function bulkAction(): Promise<{ selected: number; before: Map<string, string | null> }> {
  const before = await withDatabase(async ({ db }) => new Map((await db.select({ id: models.id, availability: models.availability }).from(models)).map((row) => [row.id, row.availability])));
  const server = await startServer("bulk");
  const cookie = await signInAsAdmin();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH });
  try {
    const context = await browser.newContext({ baseURL: base });
    await context.addCookies(cookie.split("; ").map((pair) => ({ name: pair.split("=")[0], value: pair.slice(pair.indexOf("=") + 1), url: base })));
    const page = await context.newPage();
    const stream = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/events");
    await page.goto("/admin/models/list");
    await stream;
    await page.getByRole("checkbox", { name: /^Select every/ }).first().check();
    const summary = await page.getByText(/^\d+ models? selected$/).first().innerText();
    const selected = Number.parseInt(summary, 10);
    const sent = page.waitForRequest((request) => request.method() === "POST" && Boolean(request.headers()["next-action"]));
    await page.getByRole("group", { name: "Set status" }).getByRole("button", { name: "Mark busy" }).first().click();
    await sent;
    await kill(server);
    log(`bulk action: ${selected} models selected, server killed as the change was sent`);
    return { selected, before };
  } finally {
    await browser.close();
  }
}

async function killedBackup(): Promise<string | null> {
  const backups = backupDirOf();
  const known = new Set(fs.existsSync(backups) ? fs.readdirSync(backups) : []);
  // Node itself with tsx's loader, not the tsx command: its SIGKILL must reach the process doing the work.
  const child = start([process.execPath, "--import", "tsx", "scripts/backup.ts"], { env: process.env, logFile: path.join(root, "test-results", "e2e-embedded-crash-safety-backup.log") }) as Server;
  for (let i = 0; i < 600; i++) {
    const set = (fs.existsSync(backups) ? fs.readdirSync(backups) : []).find((name) => !known.has(name));
    if (set && fs.existsSync(path.join(backups, set, "media"))) {
      await kill(child);
      log(`backup: killed while writing ${set}`);
      return set;
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop(child);
  problems.push("the backup was not caught in the middle of copying the media");
  return null;
}

async function main(): Promise<number> {
  // What was already so before the crashes (the suite's own tests leave images with files removed on purpose).
  const missingBefore = new Set(await withDatabase(async ({ db }) => (await sweepOrphanFiles(db, getMediaStore() as Parameters<typeof sweepOrphanFiles>[1])).rowsMissingFiles));
  const photos = await Promise.all([1, 2, 3, 4, 5, 6].map(bigPhoto));
  const galleryIds = await galleryBatch(photos);
  await applicationUploads(photos);
  const bulk = await bulkAction();
  const killedSet = await killedBackup();

  // The next backup recognises the killed one as incomplete and removes its files; restore refuses it.
  check((await run(bin("tsx").concat("scripts/backup.ts"), { env: process.env })) === 0, "the backup after the killed one failed");
  if (killedSet) {
    check(!fs.existsSync(path.join(backupDirOf(), killedSet)), `the killed backup's folder ${killedSet} is still there`);
    check((await run(bin("tsx").concat(["scripts/restore.ts", killedSet]), { env: process.env })) !== 0, "restore accepted the killed backup");
  }

  // The server starts again on the recovered folder.
  await stop(await startServer("after"));

  await withDatabase(async ({ db }) => {
    const store = getMediaStore();
    if (killedSet) {
      const [run] = await db.select().from(backupRuns).where(eq(backupRuns.setName, killedSet));
      check(run?.status === "incomplete", `the killed backup's run is ${run?.status ?? "missing"}, not incomplete`);
    }
    // Acknowledged gallery photos are whole.
    if (galleryIds.length) {
      const rows = await db.select({ mediaId: modelGallery.mediaId }).from(modelGallery).where(inArray(modelGallery.id, galleryIds));
      check(rows.length === galleryIds.length && rows.every((row) => row.mediaId), "an acknowledged gallery photo is missing or has no image");
    }
    // All or nothing.
    const after = new Map((await db.select({ id: models.id, availability: models.availability }).from(models)).map((row) => [row.id, row.availability]));
    const changed = [...after].filter(([id, availability]) => bulk.before.get(id) !== availability);
    check(changed.every(([, availability]) => availability === "busy"), "the bulk action changed a model to something other than busy");
    check(changed.length === 0 || changed.length >= bulk.selected - [...bulk.before.values()].filter((value) => value === "busy").length, `the bulk action is half done: ${changed.length} of ${bulk.selected} changed`);
    log(`bulk action after the kill: ${changed.length} models changed (all or nothing)`);

    // Every row names files that exist; the sweep finds every file no row names.
    const swept = await sweepOrphanFiles(db, store as Parameters<typeof sweepOrphanFiles>[1], { graceMs: 0 });
    const missing = swept.rowsMissingFiles.filter((id) => !missingBefore.has(id));
    check(missing.length === 0, `media rows name missing files after the crashes: ${missing.slice(0, 3).join(", ")}`);
    log(`sweep: removed ${swept.removedFiles.length} orphan files and ${swept.removedTempFiles} temp files of the killed writes`);
    const purged = await purgeUnattachedApplicationUploads(db, { now: new Date(Date.now() + 3 * 86_400_000) });
    log(`purge: removed ${purged} files of application photos never attached`);
    const again = await sweepOrphanFiles(db, store as Parameters<typeof sweepOrphanFiles>[1], { graceMs: 0 });
    check(again.removedFiles.length === 0 && again.removedTempFiles === 0, "a second sweep still found something to remove");
    const temp = (fs.readdirSync(resolveMediaDir(), { recursive: true }) as string[]).filter((name) => name.endsWith(".tmp"));
    check(temp.length === 0, `temporary files left: ${temp.slice(0, 3).join(", ")}`);
    const named = new Set((await db.select({ key: media.storageKey, variants: media.variants }).from(media)).flatMap((row) => [row.key, ...row.variants.map((variant) => variant.key)]));
    for await (const key of store.list()) check(named.has(key) || !/^[a-z-]+\/[0-9a-f-]{36}\//.test(key), `a file no row names survived the sweep: ${key}`);
  });
  if (problems.length) console.error(`[crash-safety] problems:\n  ${problems.join("\n  ")}`);
  else log("everything held");
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[crash-safety] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
