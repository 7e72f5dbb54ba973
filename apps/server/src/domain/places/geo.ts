/** Bounding-box arithmetic for search areas and tiles. */
import type { BoundingBox, LatLon } from './types.js';

/**
 * Largest search area, in degrees per side (about 67 km north–south). A geocoded country or
 * region ("España", "Texas") would otherwise become one Overpass query over hundreds of
 * thousands of km², which times out on public instances and returns the first N businesses
 * in database order rather than anything useful; on Google it would cost up to 256 tiles.
 * Such areas are narrowed to this size around their center (the capital or admin centre
 * Nominatim reports), which is where a prospect list for "España" is most useful anyway.
 */
export const MAX_AREA_SPAN_DEG = 0.6;

/**
 * Smallest search area, in degrees per side (about 2 km): a street address or a single
 * building geocodes to a few metres, where no query finds anything.
 */
export const MIN_AREA_SPAN_DEG = 0.02;

function clampAxis(
  low: number,
  high: number,
  center: number,
  limits: [number, number],
): [number, number] {
  const span = high - low;
  if (span > MAX_AREA_SPAN_DEG) {
    // A window of the maximum size around the center, kept inside the original range.
    let start = center - MAX_AREA_SPAN_DEG / 2;
    start = Math.min(Math.max(start, low), high - MAX_AREA_SPAN_DEG);
    return [start, start + MAX_AREA_SPAN_DEG];
  }
  if (span < MIN_AREA_SPAN_DEG) {
    const mid = span > 0 ? (low + high) / 2 : center;
    return [
      Math.max(limits[0], mid - MIN_AREA_SPAN_DEG / 2),
      Math.min(limits[1], mid + MIN_AREA_SPAN_DEG / 2),
    ];
  }
  return [low, high];
}

/** The search box for a geocoded area: neither a country nor a single building. */
export function clampBoundingBox(bbox: BoundingBox, center: LatLon): BoundingBox {
  // Antimeridian-crossing boxes (west > east) are rare for a city; fall back to the center.
  const box =
    bbox.west <= bbox.east && bbox.south <= bbox.north
      ? bbox
      : { south: center.lat, north: center.lat, west: center.lon, east: center.lon };
  const [south, north] = clampAxis(box.south, box.north, center.lat, [-90, 90]);
  const [west, east] = clampAxis(box.west, box.east, center.lon, [-180, 180]);
  return { south: round6(south), west: round6(west), north: round6(north), east: round6(east) };
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function boxCenter(bbox: BoundingBox): LatLon {
  return { lat: (bbox.south + bbox.north) / 2, lon: (bbox.west + bbox.east) / 2 };
}

/** The four quadrants of a box, nearest to `origin` first. */
export function splitInFour(bbox: BoundingBox, origin: LatLon): BoundingBox[] {
  const mid = boxCenter(bbox);
  const quadrants: BoundingBox[] = [
    { south: bbox.south, west: bbox.west, north: mid.lat, east: mid.lon },
    { south: bbox.south, west: mid.lon, north: mid.lat, east: bbox.east },
    { south: mid.lat, west: bbox.west, north: bbox.north, east: mid.lon },
    { south: mid.lat, west: mid.lon, north: bbox.north, east: bbox.east },
  ];
  return quadrants
    .map((box) => ({ box, distance: distanceKm(boxCenter(box), origin) }))
    .sort((a, b) => a.distance - b.distance)
    .map((entry) => entry.box);
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
