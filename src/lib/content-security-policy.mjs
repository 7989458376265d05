/**
 * The Content-Security-Policy of every page (nonce-based where
 * pages are dynamic). Plain JavaScript so that both the proxy (src/proxy.ts)
 * and the Node server's page cache (src/server/layers/page-cache.ts) use it.
 *
 * A page is rendered with a fresh nonce: src/proxy.ts puts the policy on the
 * request, Next.js reads the nonce from it and marks every script it writes,
 * and the same policy goes out on the response. A script an attacker manages
 * to slip into the HTML has no nonce and does not run.
 *
 * The anonymous page cache serves one rendering to many visitors, so its
 * nonce would be shared and readable by anyone. When a copy is stored, the
 * nonce in its policy is replaced by the SHA-256 hashes of exactly the inline
 * scripts that carry that rendering's nonce (`policyForStoredCopy`): the
 * scripts that ran for the first visitor run for the next, and nothing else
 * does. External scripts come from our own origin ('self').
 *
 * Styles allow inline ('unsafe-inline'): React writes style attributes (image
 * placeholders, gallery transforms) and the toast library adds its stylesheet
 * at run time, neither of which can carry a nonce. CSS cannot run script.
 */

import { createHash, randomBytes } from "node:crypto";

const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/=_-]+)'/;

/** 128 random bits, base64: a new one for every page rendered. */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * The page policy with the given script sources (a nonce, or hashes).
 * Development adds what Next.js's dev server needs: eval for React's
 * debugging tools and a websocket for hot reload.
 */
export function pagePolicy(scriptSources, { development = false } = {}) {
  const scripts = ["'self'", ...scriptSources, ...(development ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    // Model photos may come from an external https address (image priority: local → external → placeholder).
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function noncePolicy(nonce, options) {
  return pagePolicy([`'nonce-${nonce}'`], options);
}

/** The nonce a policy allows, or null. */
export function nonceOf(policy) {
  return NONCE_SOURCE.exec(String(policy ?? ""))?.[1] ?? null;
}

// An inline or external script element: its attributes and its text.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source) {
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

// Synchronous, so that a page is in the cache as soon as its first response ends.
function sha256Base64(text) {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

/** Hash sources of the inline scripts in `html` marked with `nonce`, in order, without repeats. */
export function inlineScriptHashes(html, nonce) {
  const sources = new Set();
  for (const [, attributeSource, text] of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(attributeSource);
    if (attributes.has("src") || attributes.get("nonce") !== nonce) continue;
    sources.add(`'sha256-${sha256Base64(text)}'`);
  }
  return [...sources];
}

/**
 * The policy for a stored copy of a page: its nonce replaced by the hashes of
 * the scripts that carried it. Null when the policy has no nonce.
 */
export function policyForStoredCopy(policy, html) {
  const nonce = nonceOf(policy);
  if (!nonce) return null;
  const hashes = inlineScriptHashes(html, nonce);
  return String(policy).replace(`'nonce-${nonce}'`, hashes.join(" ")).replace(/ {2,}/g, " ").replace(" ;", ";");
}
