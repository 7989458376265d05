import { lookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import type { AddressPolicy } from "./address-policy";
import { ImportRefused } from "./refusal";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (what Node itself would use), every address, in its own order. */
export const resolveAll: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * The `lookup` handed to http(s).request: the socket connects only to an
 * address this function resolved and checked a moment before, so a name
 * that answers a public address to a first query and a private one to a
 * second (DNS rebinding) cannot slip through. Every resolved address must
 * pass, not only the one used: a name that mixes public and private
 * addresses is refused. TLS still gets the host name (SNI, certificate).
 */
export function checkedLookup(resolve: Resolver, isAllowed: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    checkedAddresses(hostname, options.family, resolve, isAllowed).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: ImportRefused) => callback(error, "", 0),
    );
  };
}

async function checkedAddresses(hostname: string, family: unknown, resolve: Resolver, isAllowed: AddressPolicy): Promise<ResolvedAddress[]> {
  const resolved = await resolve(hostname).catch(() => {
    throw new ImportRefused("dns_failed");
  });
  if (!resolved.every((entry) => isAllowed(entry.address))) throw new ImportRefused("private_address");
  const wanted = family === 4 || family === 6 ? resolved.filter((entry) => entry.family === family) : resolved;
  if (wanted.length === 0) throw new ImportRefused("dns_failed");
  return wanted;
}
