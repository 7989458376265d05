import { timingSafeEqual } from "node:crypto";
import { getEnv } from "./env";

/**
 * Whether a request comes from the end-to-end harness: the server was started
 * with VELVET_TEST_FIXTURES=1 and a token of 32+ characters, and the request
 * carries that token in `x-fixtures-token` (docs/decisions/006). Anything
 * else, a bad setting included, is "no".
 */
export function carriesFixturesToken(headers: Headers): boolean {
  let env;
  try {
    env = getEnv();
  } catch {
    // A bad setting stops the server at start (decision 014); here it simply means "off".
    return false;
  }
  const token = env.VELVET_TEST_FIXTURES_TOKEN ?? "";
  // The schema refuses to start with the switch on and a short token; checked again here all the same.
  if (!env.VELVET_TEST_FIXTURES || token.length < 32) return false;
  const given = Buffer.from(headers.get("x-fixtures-token") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
