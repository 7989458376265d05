/**
 * Finds a Chromium for Playwright. These machines cannot download Playwright's
 * own build (`npx playwright install` is out of reach), so a system Chromium
 * comes first; elsewhere Playwright's installed browser is the normal path.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

async function playwrightChromium() {
  try {
    const { chromium } = await import("@playwright/test");
    const file = chromium.executablePath();
    return isExecutable(file) ? file : null;
  } catch {
    return null;
  }
}

/** The first Chromium found, or null. Throws if CHROMIUM_PATH names a missing file. */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file.`);
    return fromEnv;
  }
  return SYSTEM_PATHS.find(isExecutable) ?? (await playwrightChromium());
}

function canInstallWithApt() {
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  return hasApt && process.getuid?.() === 0;
}

function aptInstallChromium() {
  const log = (m) => console.error(`[chromium] ${m}`);
  log("no Chromium found; installing Debian's (apt-get install -y chromium, about 20 s)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status})`);
  }
}

const HOW_TO_GET_ONE = `No Chromium found. Any one of these works:
  - Debian/Ubuntu (as root):  apt-get install -y chromium
  - Playwright's own build:   npx playwright install chromium
  - an existing browser:      CHROMIUM_PATH=/path/to/chrome npm test
Looked at: $CHROMIUM_PATH, ${SYSTEM_PATHS.join(", ")}, and Playwright's browser cache.`;

/** Finds (or as root with apt, installs) a Chromium; throws with instructions otherwise. */
export async function ensureChromium() {
  const found = await findChromium();
  if (found) return found;
  if (canInstallWithApt()) {
    aptInstallChromium();
    const installed = await findChromium();
    if (installed) return installed;
  }
  throw new Error(HOW_TO_GET_ONE);
}
