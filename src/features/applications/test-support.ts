/**
 * Shared by the applications' integration tests (not shipped: imported only
 * from *.test.ts files): a real photo, a request from our own site, and a
 * valid form.
 */
import sharp from "sharp";
import type { ApplicationInput } from "./schemas";

let addressCounter = 0;

/** Headers of a request from our own pages, from an address of its own (each test its own rate-limit bucket). */
export function ownSiteHeaders(ip = `203.0.113.${++addressCounter % 250}`): Headers {
  return new Headers({ host: "localhost:3000", origin: "http://localhost:3000", "x-forwarded-for": ip });
}

export async function jpegPhoto(colour = "#884466"): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 50, channels: 3, background: colour } }).jpeg().toBuffer();
}

export function photoForm(data: Buffer, name = "me.jpg", type = "image/jpeg"): FormData {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(data)], name, { type }));
  return form;
}

/** A complete, valid application with the given photo tokens. */
export function validApplication(photos: string[], overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  return {
    fullName: "Ana Silva",
    email: "ana.silva@example.com",
    phone: "+44 7700 900123",
    dateOfBirth: "1998-04-21",
    nationality: "Portuguese",
    languages: ["English", "Portuguese"],
    otherLanguage: "",
    height: "5'8\"",
    measurements: "34-26-36",
    dressSize: "8",
    hairColor: "Brunette",
    eyeColor: "Brown",
    tattoos: "None",
    piercings: "Ears",
    interests: ["Opera", "Travel"],
    availability: "Weekday evenings",
    locationPreference: "Mayfair",
    motivation: "I enjoy good conversation and the arts.",
    instagramHandle: "@ana.silva",
    photos,
    confirmAdult: true,
    ...overrides,
  };
}
