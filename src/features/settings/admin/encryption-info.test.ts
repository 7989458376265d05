import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cached } from "@/lib/cache";
import { decryptField, encryptField, FIELD_ENCRYPTION_NAME } from "@/lib/crypto/field-encryption";
import { TWO_FACTOR_SECRET_ENCRYPTION } from "./system-info";

describe("what System Settings says of encryption and caching", () => {
  it("names the scheme better-auth's two-factor plugin really uses for its secrets", () => {
    // The installed package (its exports do not include its own files): read from node_modules.
    const betterAuth = path.join(process.cwd(), "node_modules/better-auth");
    const crypto = fs.readFileSync(path.join(betterAuth, "dist/crypto/index.mjs"), "utf8");
    expect(TWO_FACTOR_SECRET_ENCRYPTION).toBe("XChaCha20-Poly1305");
    expect(crypto).toMatch(/managedNonce\(xchacha20poly1305\)/);
    const plugin = fs.readFileSync(path.join(betterAuth, "dist/plugins/two-factor/index.mjs"), "utf8");
    expect(plugin).toMatch(/symmetricEncrypt\(/);
  });

  it("names the applicant data's scheme as the envelope it writes", () => {
    expect(FIELD_ENCRYPTION_NAME).toBe("AES-256-GCM");
    const sealed = encryptField("07700 900123", Buffer.alloc(32, 7));
    expect(sealed).toMatch(/^enc:v1:/);
    // A 12-byte IV and a 16-byte tag: GCM's shape.
    const [, , iv, tag] = sealed.split(":");
    expect(Buffer.from(iv, "base64url")).toHaveLength(12);
    expect(Buffer.from(tag, "base64url")).toHaveLength(16);
    expect(decryptField(sealed, [Buffer.alloc(32, 7)])).toBe("07700 900123");
  });

  it("holds every cached read to the data cache's stated lifetimes", () => {
    expect(() => cached("ttl-too-short", async () => 1, { tags: ["faqs"], ttlSeconds: 5 })).toThrow(/30-3600/);
    expect(() => cached("ttl-too-long", async () => 1, { tags: ["faqs"], ttlSeconds: 7200 })).toThrow(/30-3600/);
  });
});
