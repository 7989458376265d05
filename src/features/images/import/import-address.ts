import { isIP } from "node:net";
import type { AddressPolicy } from "./address-policy";
import { ImportRefused } from "./refusal";

/** The longest address accepted (the URL field's limit too). */
export const MAX_ADDRESS_LENGTH = 2048;

/**
 * An address an import may request: http or https, no user name or
 * password (they would be sent to the server), and, when the host is an IP
 * literal, an address the policy allows. The WHATWG parser has already
 * turned every IPv4 spelling (127.1, 2130706433, 0x7f000001, 0177.0.0.1)
 * into dotted decimal. A literal is checked here because Node connects to
 * a literal without calling the lookup; a name is checked by the lookup,
 * at connection time (checked-lookup.ts).
 */
export function importTarget(address: string, isAllowed: AddressPolicy): URL {
  const url = parseAddress(address);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new ImportRefused("not_http");
  if (url.username || url.password) throw new ImportRefused("credentials");
  const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(literal) && !isAllowed(literal)) throw new ImportRefused("private_address");
  return url;
}

function parseAddress(address: string): URL {
  const text = address.trim();
  if (text.length > MAX_ADDRESS_LENGTH || !URL.canParse(text)) throw new ImportRefused("not_http");
  return new URL(text);
}

/** The last path segment, as the stored image's original file name (null when there is none). */
export function fileNameOf(url: URL): string | null {
  const segment = url.pathname.split("/").pop() ?? "";
  try {
    return decodeURIComponent(segment).slice(0, 200) || null;
  } catch {
    return segment.slice(0, 200) || null;
  }
}
