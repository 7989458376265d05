#!/usr/bin/env node
/**
 * Prints the path of a Chromium for the end-to-end tests, installing Debian's
 * package when running as root with apt and none is found. Exits 1 with
 * instructions otherwise. Usage: CHROMIUM_PATH="$(node scripts/ensure-chromium.mjs)"
 */
import { ensureChromium } from "./lib/chromium.mjs";

try {
  console.log(await ensureChromium());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
