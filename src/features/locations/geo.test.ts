import { describe, expect, it } from "vitest";
import { formatCoordinates, formatKm, haversineKm, nearestPlaces, openStreetMapUrl } from "./geo";

const mayfair = { slug: "mayfair", lat: 51.5094, lng: -0.1478 };
const places = [
  { slug: "mayfair", lat: 51.5094, lng: -0.1478 },
  { slug: "greenwich", lat: 51.4826, lng: -0.0077 },
  { slug: "marylebone", lat: 51.5203, lng: -0.1541 },
  { slug: "belgravia", lat: 51.4983, lng: -0.1527 },
  { slug: "soho", lat: 51.5136, lng: -0.1365 },
  { slug: "wimbledon", lat: 51.4214, lng: -0.2064 },
  { slug: "knightsbridge", lat: 51.5015, lng: -0.1607 },
  { slug: "richmond", lat: 51.4613, lng: -0.3037 },
];

describe("haversineKm", () => {
  it("is zero for the same point and symmetric", () => {
    expect(haversineKm(mayfair, mayfair)).toBe(0);
    expect(haversineKm(mayfair, places[1])).toBeCloseTo(haversineKm(places[1], mayfair), 10);
  });

  it("matches known distances", () => {
    // London to Paris (Notre-Dame), about 343.5 km along the great circle.
    expect(haversineKm({ lat: 51.5074, lng: -0.1278 }, { lat: 48.853, lng: 2.3499 })).toBeCloseTo(343.5, 0);
    // One degree of latitude is about 111.2 km.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 1);
    // Half the world round, without NaN from rounding.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe("nearestPlaces", () => {
  it("returns the four nearest, nearest first, without the origin", () => {
    const nearest = nearestPlaces(mayfair, places);
    // Soho 0.91 km, Knightsbridge 1.25, Belgravia 1.28, Marylebone 1.29 (checked with a flat-earth approximation).
    expect(nearest.map((p) => p.slug)).toEqual(["soho", "knightsbridge", "belgravia", "marylebone"]);
    expect(nearest[0].distanceKm).toBeCloseTo(0.911, 3);
    for (let i = 1; i < nearest.length; i++) expect(nearest[i].distanceKm).toBeGreaterThanOrEqual(nearest[i - 1].distanceKm);
  });

  it("copes with fewer places than asked for, and with none", () => {
    expect(nearestPlaces(mayfair, places.slice(0, 2))).toHaveLength(1);
    expect(nearestPlaces(mayfair, [])).toEqual([]);
    expect(nearestPlaces(mayfair, places, 0)).toEqual([]);
  });

  it("keeps input order for ties", () => {
    const twins = [
      { slug: "a", lat: 51.6, lng: -0.1478 },
      { slug: "b", lat: 51.6, lng: -0.1478 },
    ];
    expect(nearestPlaces(mayfair, twins).map((p) => p.slug)).toEqual(["a", "b"]);
  });
});

describe("formatting", () => {
  it("prints kilometres with one decimal", () => {
    expect(formatKm(1.26)).toBe("1.3 km");
    expect(formatKm(12)).toBe("12.0 km");
    expect(formatKm(1234.5)).toBe("1,234.5 km");
  });

  it("prints coordinates with hemispheres", () => {
    expect(formatCoordinates(mayfair)).toBe("51.5094° N, 0.1478° W");
    expect(formatCoordinates({ lat: -33.8688, lng: 151.2093 })).toBe("33.8688° S, 151.2093° E");
  });

  it("links to OpenStreetMap with a marker and zoom 15", () => {
    expect(openStreetMapUrl(mayfair)).toBe("https://www.openstreetmap.org/?mlat=51.50940&mlon=-0.14780#map=15/51.50940/-0.14780");
  });
});
