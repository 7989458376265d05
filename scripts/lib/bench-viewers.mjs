/**
 * Signed-in viewers for `npm run bench`: each class's account signs in over
 * HTTP as the sign-in form does, and the bench checks the server really
 * treats the session as that class before it measures anything, so the
 * figures always mean what their column says.
 */
import fs from "node:fs";
import path from "node:path";
import { root } from "./proc.mjs";

/** better-auth's session cookie, under either name it may use (plain or `__Secure-`). */
const SESSION_COOKIE = /^(?:__Secure-)?velvet\.session_token$/;

/** The words /account shows for each tier (messages/en-GB.json, `account.tiers`). */
function tierWords() {
  const messages = JSON.parse(fs.readFileSync(path.join(root, "messages", "en-GB.json"), "utf8"));
  return messages.account.tiers;
}

/**
 * `name=value` pairs of the cookies an answer sets, as one Cookie header;
 * throws when the session cookie is not among them.
 */
export function cookieHeaderFrom(setCookies) {
  const pairs = setCookies.map((line) => line.split(";")[0].trim()).filter((pair) => pair.includes("=") && !pair.endsWith("="));
  if (!pairs.some((pair) => SESSION_COOKIE.test(pair.slice(0, pair.indexOf("="))))) return null;
  return pairs.join("; ");
}

/** Signs in with email and password (POST /api/auth/sign-in/email, as the form does); resolves with the Cookie header. */
export async function signIn(base, { email, password, headers = {} }) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  const cookie = cookieHeaderFrom(response.headers.getSetCookie());
  if (!response.ok || !cookie) {
    throw new Error(`sign-in as ${email} failed (status ${response.status}): ${(await response.text()).slice(0, 200)}`);
  }
  return cookie;
}

/** The eyebrow of /account names the viewer's tier (src/app/(public)/account/page.tsx). */
export function accountPageNamesTier(html, word) {
  return new RegExp(`>${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<`).test(html);
}

/**
 * Fails unless the server sees the viewer as `tier`: a visitor is sent from
 * /account to sign in; a signed-in viewer gets /account naming its tier.
 */
export async function verifyViewerClass(base, { label, tier, cookie, headers = {} }) {
  const response = await fetch(`${base}/account`, { headers: { ...headers, ...(cookie ? { cookie } : {}) }, redirect: "manual" });
  if (tier === null) {
    const location = response.headers.get("location") ?? "";
    if (response.status < 300 || response.status >= 400 || !location.includes("/auth")) {
      throw new Error(`${label}: /account answered ${response.status} without sending to sign-in; the visitor column would not be a visitor`);
    }
    return;
  }
  const html = await response.text();
  const word = tierWords()[tier];
  if (response.status !== 200 || !word || !accountPageNamesTier(html, word)) {
    throw new Error(`${label}: /account (status ${response.status}) does not name the tier "${word ?? tier}"; the figures would not be this class's`);
  }
}

/** The media ids of the photos a page shows (`/api/media/<id>/<variant>`, src/features/media/urls.ts). */
export function mediaIdsIn(html) {
  return new Set([...html.matchAll(/\/api\/media\/([^/"'?\s]+)\//g)].map((match) => match[1]));
}

/** Photos a subscriber's copy of a page shows and a visitor's does not: the paid ones. */
export function paidPhotoIds(visitorHtml, subscriberHtml) {
  const seenByVisitor = mediaIdsIn(visitorHtml);
  return [...mediaIdsIn(subscriberHtml)].filter((id) => !seenByVisitor.has(id));
}

/** Every public profile in /sitemap.xml, in its order. */
async function publicProfiles(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>[^<]*?(\/models\/[0-9a-f-]{36})<\/loc>/g)].map((match) => match[1]);
}

/**
 * The first public profile (through the sitemap, as a crawler finds it)
 * whose gallery shows a subscriber photos it hides from a visitor, and those
 * photos' media ids: the page that tells the classes apart.
 */
export async function findProfileWithPaidPhotos(base, { subscriberCookie, headers = {} }) {
  const page = async (profile, cookie) => (await fetch(base + profile, { headers: { ...headers, ...(cookie ? { cookie } : {}) } })).text();
  for (const profile of await publicProfiles(base)) {
    const paid = paidPhotoIds(await page(profile, null), await page(profile, subscriberCookie));
    if (paid.length > 0) return { profile, paid };
  }
  throw new Error("no public profile in /sitemap.xml shows a subscriber a photo it hides from a visitor");
}

/** Fails unless the page shows the paid photos exactly when the class may see them. */
export function checkPaidPhotos(html, { label, paidPhotos }, paid) {
  const shown = mediaIdsIn(html);
  const showing = paid.filter((id) => shown.has(id));
  const expected = paidPhotos ? paid.length : 0;
  if (showing.length !== expected) {
    throw new Error(`${label}: the profile shows ${showing.length} of ${paid.length} paid photos, expected ${expected}; the page is not rendered as this class`);
  }
}
