/** Distances between districts: pure functions, unit-tested (geo.test.ts). */

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Mean Earth radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type WithDistance<T> = T & { distanceKm: number };

/**
 * The `count` places nearest to `origin`, nearest first, leaving out the
 * origin itself (same slug). Ties keep the input order, so results are stable.
 */
export function nearestPlaces<T extends GeoPoint & { slug: string }>(
  origin: GeoPoint & { slug: string },
  places: readonly T[],
  count = 4,
): WithDistance<T>[] {
  return places
    .filter((place) => place.slug !== origin.slug && Number.isFinite(place.lat) && Number.isFinite(place.lng))
    .map((place, index) => ({ place, index, distanceKm: haversineKm(origin, place) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index)
    .slice(0, Math.max(0, count))
    .map(({ place, distanceKm }) => ({ ...place, distanceKm }));
}

/** "1.3 km" (one decimal, en-GB). */
export function formatKm(km: number): string {
  return `${km.toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}

/** "51.5094° N, 0.1478° W": coordinates as people read them. */
export function formatCoordinates({ lat, lng }: GeoPoint): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(lat, "N", "S")}, ${part(lng, "E", "W")}`;
}

/** A plain link to the point on OpenStreetMap: no tiles or scripts from other hosts on our pages. */
export function openStreetMapUrl({ lat, lng }: GeoPoint, zoom = 15): string {
  const la = lat.toFixed(5);
  const ln = lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=${zoom}/${la}/${ln}`;
}
