import { imageFileProblem } from "@/features/admin/image-file";
import { describe, expect, it } from "vitest";
import {
  EMPTY_PREFERENCE_CATEGORY,
  isSitePath,
  missingRequiredFields,
  parseOrder,
  preferenceCategorySchema,
} from "./schemas";

const valid = {
  name: "Blonde",
  path: "/blonde-escorts",
  imageUrl: "/api/media/3f2b7c1e-8d4a-4b6e-9c1d-2a3b4c5d6e7f/original",
  imageAlt: "Blonde companion on a staircase",
  orderIndex: 1,
  isActive: true,
};

describe("the required-field rule (name, path and image)", () => {
  it("holds for a complete tile", () => {
    expect(missingRequiredFields(valid)).toBe(false);
  });

  it("flags a missing or blank name, path or image", () => {
    expect(missingRequiredFields({ ...valid, name: "  " })).toBe(true);
    expect(missingRequiredFields({ ...valid, path: "" })).toBe(true);
    expect(missingRequiredFields({ ...valid, imageUrl: "" })).toBe(true);
    expect(missingRequiredFields(EMPTY_PREFERENCE_CATEGORY)).toBe(true);
  });

  it("does not require the alt text", () => {
    expect(missingRequiredFields({ ...valid })).toBe(false);
    expect(preferenceCategorySchema.safeParse({ ...valid, imageAlt: "" }).success).toBe(true);
  });

  it("is enforced by the schema with 'required' on each missing field", () => {
    const result = preferenceCategorySchema.safeParse({ ...EMPTY_PREFERENCE_CATEGORY });
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(issues).toMatchObject({ name: "required", path: "required", imageUrl: "required" });
  });
});

describe("isSitePath", () => {
  it("accepts paths on this site, with a query or a fragment", () => {
    for (const path of ["/", "/blonde-escorts", "/models?district=soho", "/#districts", "/escorts-in-mayfair"]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it("refuses other hosts, schemes, relative paths, spaces and backslashes", () => {
    for (const path of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "blonde-escorts", "/a b", "/a\\b", "", "/a\u0000"]) {
      expect(isSitePath(path), path).toBe(false);
    }
    expect(preferenceCategorySchema.safeParse({ ...valid, path: "//evil.example" }).error?.issues[0].message).toBe("pathInvalid");
  });
});

describe("other fields", () => {
  it("take an image as a full http(s) URL or a path, nothing else", () => {
    expect(preferenceCategorySchema.safeParse({ ...valid, imageUrl: "https://cdn.example/tile.webp" }).success).toBe(true);
    expect(preferenceCategorySchema.safeParse({ ...valid, imageUrl: "javascript:alert(1)" }).error?.issues[0].message).toBe("imageUrlInvalid");
    expect(preferenceCategorySchema.safeParse({ ...valid, imageUrl: "//evil.example/x.png" }).success).toBe(false);
  });

  it("default the order to 0 when it is empty or not a number, and refuse negatives", () => {
    expect(parseOrder("")).toBe(0);
    expect(parseOrder("abc")).toBe(0);
    expect(parseOrder("7")).toBe(7);
    expect(parseOrder(3)).toBe(3);
    expect(preferenceCategorySchema.safeParse({ ...valid, orderIndex: -1 }).error?.issues[0].message).toBe("orderInvalid");
    expect(preferenceCategorySchema.safeParse({ ...valid, orderIndex: 1.5 }).success).toBe(false);
  });

  it("check a picked file's type and the 10 MB limit before uploading", () => {
    expect(imageFileProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: "application/pdf", size: 1000 })).toBe("notImage");
    expect(imageFileProblem({ type: "image/jpeg", size: 10 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: "image/jpeg", size: 10 * 1024 * 1024 + 1 })).toBe("tooLarge");
  });
});
