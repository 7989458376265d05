import { describe, expect, it } from "vitest";
import { districtFieldsSchema, isPostcodeDistrict, parseCoordinate } from "./schemas";

const valid = {
  description: "Grand hotels and Berkeley Square.",
  content: "<p>Mayfair</p>",
  seoTitle: "Escorts in Mayfair | Elite London Companions",
  seoDescription: "Elegant Mayfair companions.",
  keywords: ["Mayfair escorts"],
  lat: 51.5094,
  lng: -0.1478,
  postcodes: ["W1J", "w1k "],
  nearbyLandmarks: ["Claridge's"],
};

const firstMessage = (input: Record<string, unknown>) => districtFieldsSchema.safeParse(input).error?.issues[0].message;

describe("district landing fields", () => {
  it("accept a complete district and normalise its postcodes", () => {
    expect(districtFieldsSchema.parse(valid).postcodes).toEqual(["W1J", "W1K"]);
  });

  it("keep coordinates within lat -90..90 and lng -180..180, both ends included", () => {
    expect(districtFieldsSchema.safeParse({ ...valid, lat: 90, lng: -180 }).success).toBe(true);
    expect(firstMessage({ ...valid, lat: 90.0001 })).toBe("latitudeRange");
    expect(firstMessage({ ...valid, lat: -91 })).toBe("latitudeRange");
    expect(firstMessage({ ...valid, lng: 180.5 })).toBe("longitudeRange");
    expect(firstMessage({ ...valid, lat: Number.NaN })).toBe("latitudeRange");
    expect(firstMessage({ ...valid, lng: "0" })).toBe("longitudeRange");
  });

  it("read typed coordinates, with a decimal comma too", () => {
    expect(parseCoordinate("51,5094")).toBe(51.5094);
    expect(parseCoordinate(" -0.1478 ")).toBe(-0.1478);
    expect(parseCoordinate("")).toBeNaN();
    expect(parseCoordinate("north")).toBeNaN();
  });

  it("accept postcode districts only, once each", () => {
    for (const code of ["SW1X", "W1", "EC2M", "N1C", "TW9", "E14", "se10"]) expect(isPostcodeDistrict(code), code).toBe(true);
    for (const code of ["SW1X 7LA", "1SW", "LONDON", "", "W1J;"]) expect(isPostcodeDistrict(code), code).toBe(false);
    expect(firstMessage({ ...valid, postcodes: ["W1J", "Mayfair"] })).toBe("postcodeInvalid");
    expect(firstMessage({ ...valid, postcodes: ["W1J", "w1j"] })).toBe("adminShell.fieldErrors.duplicateItem");
  });

  it("keep SEO fields within 60 and 160 characters and the description on one line", () => {
    expect(firstMessage({ ...valid, seoTitle: "x".repeat(61) })).toBe("adminShell.fieldErrors.tooLong:60");
    expect(firstMessage({ ...valid, seoDescription: "x".repeat(161) })).toBe("adminShell.fieldErrors.tooLong:160");
    expect(firstMessage({ ...valid, seoDescription: "one\ntwo" })).toBe("adminShell.fieldErrors.singleLine");
    expect(firstMessage({ ...valid, keywords: ["Mayfair", "MAYFAIR"] })).toBe("adminShell.fieldErrors.duplicateItem");
  });
});
