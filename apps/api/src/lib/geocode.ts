import { createRequire } from 'node:module';

interface ZipRecord {
  latitude: number;
  longitude: number;
}

// `zipcodes` (offline US ZIP code table, CommonJS, untyped): loaded once, on first use.
const requireCjs = createRequire(import.meta.url);
let table: { lookup(zip: string): ZipRecord | undefined } | undefined;

/**
 * Latitude/longitude of a US ZIP code ('27601' or ZIP+4) from the offline table, or null when
 * the table does not know it. Programs store it so distance search works without a network.
 */
export function geocodeZip(zip: string): { latitude: number; longitude: number } | null {
  const five = /^(\d{5})/.exec(zip.trim())?.[1];
  if (!five) return null;
  table ??= requireCjs('zipcodes') as { lookup(zip: string): ZipRecord | undefined };
  const hit = table.lookup(five);
  if (!hit || !Number.isFinite(hit.latitude) || !Number.isFinite(hit.longitude)) return null;
  return { latitude: hit.latitude, longitude: hit.longitude };
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Turns a family's address into coordinates for the specialist's distance search. The app
 * context holds one (AppContext.geocoder), so a maps service can replace the offline default.
 * Answers null when the place is unknown; callers store no coordinates then, which is not an
 * error.
 */
export interface Geocoder {
  geocode(address: string | null, zip: string): Promise<Coordinates | null>;
}

/** The offline default: the centroid of the ZIP code (the street is not used). */
export const zipCentroidGeocoder: Geocoder = {
  geocode: (_address, zip) => Promise.resolve(geocodeZip(zip)),
};
