import { describe, expect, it } from "vitest";
import { IMAGE_PROXY_PATH, isSignedAddress, proxyAddressFor } from "./signature";

const SECRET = "s".repeat(64);
const ADDRESS = "https://images.example.com/sea.jpg?size=large&x=1";

function parts(proxyAddress: string) {
  const url = new URL(proxyAddress, "http://site.test");
  return { path: url.pathname, address: url.searchParams.get("u")!, signature: url.searchParams.get("s")! };
}

describe("proxy addresses", () => {
  it("carry the outside address whole and a signature the server accepts", () => {
    const { path, address, signature } = parts(proxyAddressFor(ADDRESS, SECRET));
    expect(path).toBe(IMAGE_PROXY_PATH);
    expect(address).toBe(ADDRESS);
    expect(isSignedAddress(address, signature, SECRET)).toBe(true);
  });

  it("refuse another address, another secret, and malformed signatures", () => {
    const { signature } = parts(proxyAddressFor(ADDRESS, SECRET));
    expect(isSignedAddress("http://127.0.0.1/private.jpg", signature, SECRET)).toBe(false);
    expect(isSignedAddress(`${ADDRESS}#`, signature, SECRET)).toBe(false);
    expect(isSignedAddress(ADDRESS, signature, "t".repeat(64))).toBe(false);
    for (const bad of ["", "abc", `${signature}A`, signature.replace(/^./, "*")]) expect(isSignedAddress(ADDRESS, bad, SECRET)).toBe(false);
  });

  it("are signed for this use only: an upload-token style HMAC of the address with the bare secret does not pass", async () => {
    const { createHmac } = await import("node:crypto");
    const bare = createHmac("sha256", SECRET).update(ADDRESS).digest("base64url");
    expect(isSignedAddress(ADDRESS, bare, SECRET)).toBe(false);
  });
});
