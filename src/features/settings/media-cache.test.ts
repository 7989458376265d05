import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MEDIA_CACHE_PUBLIC, MEDIA_CACHE_RESTRICTED } from "./media-cache";

describe("media cache values shown on System Settings", () => {
  it("are the ones the media route really sends", () => {
    const route = fs.readFileSync(path.join(process.cwd(), "src/app/api/media/[id]/[variant]/route.ts"), "utf8");
    expect(route).toContain(`"${MEDIA_CACHE_PUBLIC}"`);
    expect(route).toContain(`"${MEDIA_CACHE_RESTRICTED}"`);
  });
});
