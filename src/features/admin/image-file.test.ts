import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES as MAX_IMAGE_BYTES } from "@/lib/upload-limits.mjs";
import { imageFileProblem } from "./image-file";

describe("imageFileProblem", () => {
  it("accepts images up to 10 MB", () => {
    expect(imageFileProblem({ type: "image/jpeg", size: 1 })).toBeNull();
    expect(imageFileProblem({ type: "image/webp", size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it("refuses other types", () => {
    expect(imageFileProblem({ type: "application/pdf", size: 10 })).toBe("notImage");
    expect(imageFileProblem({ type: "", size: 10 })).toBe("notImage");
  });

  it("refuses files over 10 MB (10485760 bytes)", () => {
    expect(MAX_IMAGE_BYTES).toBe(10_485_760);
    expect(imageFileProblem({ type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe("tooLarge");
  });
});
