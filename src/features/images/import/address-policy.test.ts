import { describe, expect, it } from "vitest";
import { isPublicUnicast } from "./address-policy";

/** The truth table of the import's address rule (decision 046). */
describe("isPublicUnicast", () => {
  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    // IPv6 forms that carry a public IPv4 address.
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
    "2001:0:4136:e378:8000:63bf:f7f7:f7f7",
  ])("allows %s", (address) => {
    expect(isPublicUnicast(address)).toBe(true);
  });

  it.each([
    ["loopback", "127.0.0.1"],
    ["loopback, elsewhere in 127/8", "127.255.0.1"],
    ["IPv6 loopback", "::1"],
    ["unspecified", "0.0.0.0"],
    ["IPv6 unspecified", "::"],
    ["this network", "0.1.2.3"],
    ["private 10/8", "10.1.2.3"],
    ["private 172.16/12", "172.20.0.1"],
    ["private 192.168/16", "192.168.100.1"],
    ["link-local (cloud metadata)", "169.254.169.254"],
    ["carrier-grade NAT", "100.100.100.100"],
    ["benchmarking", "198.19.0.1"],
    ["documentation", "192.0.2.10"],
    ["IETF protocol assignments", "192.0.0.8"],
    ["multicast", "239.1.1.1"],
    ["broadcast", "255.255.255.255"],
    ["reserved 240/4", "240.0.0.1"],
    ["unique local", "fd00::1"],
    ["IPv6 link-local", "fe80::1"],
    ["IPv6 link-local with a zone", "fe80::1%eth0"],
    ["IPv6 multicast", "ff02::1"],
    ["IPv6 documentation", "2001:db8::1"],
    ["IPv6 benchmarking", "2001:2::1"],
    ["site-local (deprecated)", "fec0::1"],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["IPv4-mapped private", "::ffff:10.0.0.1"],
    ["IPv4-translated loopback", "::ffff:0:7f00:1"],
    ["IPv4-compatible loopback", "::127.0.0.1"],
    ["IPv4-compatible public", "::8.8.8.8"],
    ["NAT64 of loopback", "64:ff9b::127.0.0.1"],
    ["NAT64 of metadata", "64:ff9b::a9fe:a9fe"],
    ["local-use NAT64", "64:ff9b:1::808:808"],
    ["6to4 of private", "2002:c0a8:101::1"],
    ["Teredo with a loopback client", "2001:0:4136:e378:8000:63bf:80ff:fffe"],
    ["Teredo with a private server", "2001:0:a00:1:8000:63bf:f7f7:f7f7"],
    ["IPv4-compatible public, dotted", "::8.8.8.8"],
    ["an IPv4 spelling the socket never sees", "0x7f.1"],
    ["not an address", "example.com"],
    ["empty", ""],
  ])("refuses %s (%s)", (_name, address) => {
    expect(isPublicUnicast(address)).toBe(false);
  });
});
