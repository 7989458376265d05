import { describe, expect, it } from "vitest";
import { ageOn, checkDateOfBirth, districtForPreference, londonToday, mayChangeStatus, mayConvert, normaliseInstagramHandle, parseCalendarDate } from "./rules";
import { applicationSchema } from "./schemas";

const TODAY = { year: 2026, month: 6, day: 15 };

describe("date of birth", () => {
  it("reads real calendar days only", () => {
    expect(parseCalendarDate("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
    for (const text of ["2001-02-29", "2001-13-01", "2001-00-10", "01-02-2001", "yesterday", ""]) expect(parseCalendarDate(text)).toBeNull();
  });

  it("counts a birthday from the day itself", () => {
    expect(ageOn({ year: 2008, month: 6, day: 15 }, TODAY)).toBe(18);
    expect(ageOn({ year: 2008, month: 6, day: 16 }, TODAY)).toBe(17);
    expect(ageOn({ year: 2008, month: 7, day: 1 }, TODAY)).toBe(17);
  });

  it("accepts adults with their age and birth year; refuses the under-18s, the future and typing mistakes", () => {
    expect(checkDateOfBirth("2008-06-15", TODAY)).toEqual({ ok: true, age: 18, birthYear: 2008, isoDate: "2008-06-15" });
    expect(checkDateOfBirth("2008-06-16", TODAY)).toEqual({ ok: false, problem: "underAge" });
    expect(checkDateOfBirth("2027-01-01", TODAY)).toEqual({ ok: false, problem: "future" });
    expect(checkDateOfBirth("1900-01-01", TODAY)).toEqual({ ok: false, problem: "tooOld" });
    expect(checkDateOfBirth("2001-02-30", TODAY)).toEqual({ ok: false, problem: "invalid" });
  });

  it("takes today from London's clock", () => {
    // 23:30 UTC on 31 May is already 1 June in London (BST).
    expect(londonToday(new Date("2026-05-31T23:30:00Z"))).toEqual({ year: 2026, month: 6, day: 1 });
  });
});

describe("status changes and conversion", () => {
  it("converts only an approved application, once", () => {
    expect(mayConvert({ status: "approved", convertedModelId: null })).toBe(true);
    expect(mayConvert({ status: "approved", convertedModelId: "m" })).toBe(false);
    for (const status of ["pending", "reviewing", "rejected"] as const) expect(mayConvert({ status, convertedModelId: null })).toBe(false);
  });

  it("keeps a converted application approved", () => {
    expect(mayChangeStatus({ status: "approved", convertedModelId: "m" }, "rejected")).toBe(false);
    expect(mayChangeStatus({ status: "approved", convertedModelId: "m" }, "approved")).toBe(true);
    expect(mayChangeStatus({ status: "rejected", convertedModelId: null }, "approved")).toBe(true);
  });
});

describe("location preference → district", () => {
  const districts = [
    { id: 1, name: "Mayfair", slug: "mayfair" },
    { id: 2, name: "Notting Hill", slug: "notting-hill" },
  ];
  it("matches a district by name or slug, loosely; anything else is none (shown as London)", () => {
    expect(districtForPreference("notting  hill", districts)?.id).toBe(2);
    expect(districtForPreference("notting-hill", districts)?.id).toBe(2);
    expect(districtForPreference("MAYFAIR", districts)?.id).toBe(1);
    expect(districtForPreference("Anywhere", districts)).toBeNull();
    expect(districtForPreference(null, districts)).toBeNull();
  });
});

describe("the form's schema", () => {
  const valid = {
    fullName: "  Ana   Silva ",
    email: "ana@example.com",
    phone: "+44 7700 900123",
    dateOfBirth: "1998-04-21",
    nationality: "",
    languages: ["Italian", "English", "English"],
    otherLanguage: "",
    height: "",
    measurements: "",
    dressSize: "",
    hairColor: "",
    eyeColor: "",
    tattoos: "",
    piercings: "",
    interests: [],
    availability: "",
    locationPreference: "",
    motivation: "I love art.",
    instagramHandle: "@ana.silva",
    photos: ["t"],
    confirmAdult: true,
  };

  it("cleans what it accepts", () => {
    const parsed = applicationSchema.parse(valid);
    expect(parsed.fullName).toBe("Ana Silva");
    expect(parsed.languages).toEqual(["English", "Italian"]);
    expect(normaliseInstagramHandle(parsed.instagramHandle)).toBe("ana.silva");
  });

  it.each([
    ["fullName", ""],
    ["email", "not an email"],
    ["phone", "12"],
    ["motivation", "hi\u202Ethere"],
    ["fullName", "Ana\u0000"],
    ["languages", ["Klingon"]],
    ["photos", []],
    ["photos", Array(11).fill("t")],
    ["confirmAdult", false],
    ["instagramHandle", "has spaces in it"],
  ])("refuses %s = %j with a message on that field", (field, value) => {
    const result = applicationSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path[0]).toBe(field);
    expect(result.error?.issues[0].message).toMatch(/\w/);
  });
});
