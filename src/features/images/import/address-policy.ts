import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Which network addresses an image import may connect to: public unicast
 * only (decision 046). Everything ipaddr.js names as a special range is
 * refused: loopback, private, link-local, multicast, unspecified, broadcast,
 * reserved and documentation ranges, carrier-grade NAT, benchmarking,
 * unique-local, AMT, AS112, ORCHID, discard...
 *
 * IPv6 forms that carry an IPv4 address (IPv4-mapped, IPv4-translated,
 * NAT64, 6to4, Teredo) reach that IPv4 address in the end, so they pass only
 * when the IPv4 address they carry is public itself.
 */
export type AddressPolicy = (address: string) => boolean;

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** ::a.b.c.d, the deprecated IPv4-compatible form: ipaddr.js calls it unicast, but it names an IPv4 host. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");
/** 64:ff9b::/96, the well-known NAT64 prefix; 64:ff9b:1::/48 (local-use NAT64) is refused outright. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

/** The IPv4 addresses an IPv6 address of each carrying range leads to; null when they cannot be told. */
const CARRIED_IPV4: Partial<Record<string, (ip: IPv6) => IPv4[] | null>> = {
  ipv4Mapped: (ip) => [ipv4From(ip.parts[6], ip.parts[7])],
  rfc6145: (ip) => [ipv4From(ip.parts[6], ip.parts[7])],
  rfc6052: (ip) => (ip.match(NAT64_WELL_KNOWN) ? [ipv4From(ip.parts[6], ip.parts[7])] : null),
  // 2002:AABB:CCDD::/48 tunnels to AA.BB.CC.DD.
  "6to4": (ip) => [ipv4From(ip.parts[1], ip.parts[2])],
  // 2001:0:SERVER:...:~CLIENT: the server's address, and the client's with every bit inverted.
  teredo: (ip) => [ipv4From(ip.parts[2], ip.parts[3]), ipv4From(~ip.parts[6] & 0xffff, ~ip.parts[7] & 0xffff)],
};

function ipv4From(high: number, low: number): IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function isPublicIPv4(ip: IPv4): boolean {
  return ip.range() === "unicast";
}

function isPublicIPv6(ip: IPv6): boolean {
  if (ip.match(IPV4_COMPATIBLE)) return false;
  const range = ip.range();
  if (range === "unicast") return true;
  const carried = CARRIED_IPV4[range]?.(ip);
  return Boolean(carried && carried.every(isPublicIPv4));
}

/**
 * The address as the socket would use it, or null for anything Node does
 * not take as an address. ipaddr.js alone is too lenient for this: it
 * accepts IPv4 spellings such as "0x7f.1", and reads "::8.8.8.8" as
 * "::ffff:8.8.8.8" where the kernel sees "::808:808"; so the text is
 * checked with Node's own isIP, a dotted tail is turned into hex groups
 * and a zone index dropped (it changes no range) before parsing.
 */
function parseAsConnected(address: string): IPv4 | IPv6 | null {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address);
  if (family !== 6) return null;
  const withoutZone = address.split("%")[0];
  const hexTail = withoutZone.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_match, a, b, c, d) => `${hexGroup(a, b)}:${hexGroup(c, d)}`);
  return ipaddr.IPv6.parse(hexTail);
}

function hexGroup(high: string, low: string): string {
  return ((Number(high) << 8) | Number(low)).toString(16);
}

/** The production rule; nothing (no setting, no environment variable) widens it. */
export const isPublicUnicast: AddressPolicy = (address) => {
  const ip = parseAsConnected(address);
  if (!ip) return false;
  return ip.kind() === "ipv4" ? isPublicIPv4(ip as IPv4) : isPublicIPv6(ip as IPv6);
};
