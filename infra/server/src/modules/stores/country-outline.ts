/**
 * The outline of a country for the store maps (issue 25: no tile service, nothing downloaded). The shapes are Natural
 * Earth's 1:50m countries as packaged by `world-atlas` (TopoJSON, read from node_modules) and decoded with
 * `topojson-client`; we only project them: an equirectangular projection with longitude scaled by cos(latitude) of the
 * country's middle, which is what the markers use too (contracts `projectMapPoint`). Overseas parts far from the main
 * land (French Guiana, Alaska, the Azores) are left out so the mainland fills the frame, unless a store to be marked is
 * there (Funchal on Madeira).
 */
import { createRequire } from 'node:module';
import type { Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature } from 'topojson-client';
import { projectMapPoint, type CountryMap, type MapProjection } from '@sf/contracts/store-pickup';

/** ISO 3166-1 numeric codes (world-atlas feature ids) of the countries we have sites in. */
const NUMERIC_CODES: Record<string, string> = {
  GB: '826',
  DE: '276',
  FR: '250',
  IT: '380',
  ES: '724',
  NL: '528',
  PL: '616',
  PT: '620',
  AT: '040',
  BE: '056',
  CH: '756',
  US: '840',
  CA: '124',
  IE: '372',
};

/** The drawing fits a 320 × 360 box: wide countries are 320 wide, tall ones (the UK, Portugal) 360 high. */
const MAX_WIDTH = 320;
const MAX_HEIGHT = 360;
/** Above this many characters the outline is drawn again with coarser steps (Canada's Arctic islands). */
const MAX_OUTLINE = 16_000;
const MARGIN = 12;
/** Points closer than this (in map units) to the previous one are dropped: the path stays a few KB. */
const MIN_STEP = 1.2;
/** Rings whose drawn box is smaller than this on both sides (islets) are left out. */
const MIN_RING_SIZE = 3;

type Bounds = { west: number; east: number; south: number; north: number };

let topology: Topology<{ countries: GeometryCollection }> | undefined;
const cache = new Map<string, CountryMap | null>();
/** Keys are the country and the islands kept for its stores: a few per country, bounded anyway. */
const CACHE_MAX = 200;

export interface MapPoint {
  latitude: number;
  longitude: number;
}

function loadTopology(): Topology<{ countries: GeometryCollection }> {
  topology ??= createRequire(import.meta.url)('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection }>;
  return topology;
}

function boundsOf(rings: Position[][]): Bounds {
  const bounds = { west: Infinity, east: -Infinity, south: Infinity, north: -Infinity };
  for (const ring of rings)
    for (const [lng = 0, lat = 0] of ring) {
      bounds.west = Math.min(bounds.west, lng);
      bounds.east = Math.max(bounds.east, lng);
      bounds.south = Math.min(bounds.south, lat);
      bounds.north = Math.max(bounds.north, lat);
    }
  return bounds;
}

const areaOf = (bounds: Bounds) => (bounds.east - bounds.west) * (bounds.north - bounds.south);

const contains = (bounds: Bounds, point: MapPoint) =>
  point.longitude >= bounds.west - 0.2 && point.longitude <= bounds.east + 0.2 && point.latitude >= bounds.south - 0.2 && point.latitude <= bounds.north + 0.2;

/** Which polygons are the mainland or near it (islands off the coast stay; territories an ocean away do not). */
function nearMainland(bounds: Bounds[]): boolean[] {
  const largest = bounds.reduce((best, entry) => (areaOf(entry) > areaOf(best) ? entry : best));
  const { west, east, south, north } = largest;
  const padLng = (east - west) * 0.5;
  const padLat = (north - south) * 0.5;
  return bounds.map((box) => box.east >= west - padLng && box.west <= east + padLng && box.north >= south - padLat && box.south <= north + padLat);
}

/**
 * The country's outline and the projection its markers use, or null for a country we have no shape for. `points` are
 * the stores to be marked: an island far off the mainland is drawn when one of them is on it.
 */
export function countryMap(country: string, points: readonly MapPoint[] = []): CountryMap | null {
  const shape = countryShape(country);
  if (!shape) return null;
  const kept = polygonsKept(shape, points);
  const key = `${country}:${kept.join(',')}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const map = buildCountryMap(kept.map((index) => shape.polygons[index] ?? []));
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, map);
  return map;
}

/** A country's polygons with what the store list needs per request worked out once: each one's box, and whether it is near the mainland. */
interface CountryShape {
  polygons: Position[][][];
  bounds: Bounds[];
  nearMainland: boolean[];
}

const shapes = new Map<string, CountryShape | null>();

function countryShape(country: string): CountryShape | null {
  if (!shapes.has(country)) shapes.set(country, decodeCountry(country));
  return shapes.get(country) ?? null;
}

function decodeCountry(country: string): CountryShape | null {
  const id = NUMERIC_CODES[country];
  const world = loadTopology();
  const geometry = world.objects.countries.geometries.find((entry) => entry.id === id);
  if (!id || !geometry) return null;
  const decoded = feature(world, geometry);
  if (decoded.type !== 'Feature') return null;
  const shape = decoded.geometry;
  if (shape.type !== 'Polygon' && shape.type !== 'MultiPolygon') return null;
  const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
  const bounds = polygons.map(boundsOf);
  return { polygons, bounds, nearMainland: nearMainland(bounds) };
}

/** Indexes of the polygons drawn: the mainland and its nearby islands, and any polygon holding one of the points. */
function polygonsKept(shape: CountryShape, points: readonly MapPoint[]): number[] {
  return shape.bounds.flatMap((box, index) => (shape.nearMainland[index] || points.some((point) => contains(box, point)) ? [index] : []));
}

function buildCountryMap(polygons: Position[][][]): CountryMap {
  const bounds = boundsOf(polygons.flat());
  const cosLat = Math.cos((((bounds.north + bounds.south) / 2) * Math.PI) / 180);
  const lngSpan = (bounds.east - bounds.west) * cosLat;
  const latSpan = bounds.north - bounds.south;
  const scale = Math.min((MAX_WIDTH - 2 * MARGIN) / lngSpan, (MAX_HEIGHT - 2 * MARGIN) / latSpan);
  const projection: MapProjection = { west: bounds.west, north: bounds.north, cosLat, scale, margin: MARGIN };
  let outline = '';
  for (let coarseness = 1; coarseness <= 8; coarseness *= 2) {
    outline = polygons
      .flatMap((polygon) => polygon.map((ring) => ringPath(ring, projection, coarseness)))
      .filter(Boolean)
      .join('');
    if (outline.length <= MAX_OUTLINE) break;
  }
  return { width: Math.round(lngSpan * scale + 2 * MARGIN), height: Math.round(latSpan * scale + 2 * MARGIN), projection, outline };
}

function ringPath(ring: Position[], projection: MapProjection, coarseness: number): string {
  const points: Array<{ x: number; y: number }> = [];
  for (const [lng = 0, lat = 0] of ring) {
    const point = projectMapPoint(projection, lat, lng);
    const last = points[points.length - 1];
    if (!last || Math.hypot(point.x - last.x, point.y - last.y) >= MIN_STEP * coarseness) points.push(point);
  }
  // Rings that shrink to a speck at this scale (tiny islets) are not drawn.
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  if (points.length < 3 || (Math.max(...xs) - Math.min(...xs) < MIN_RING_SIZE * coarseness && Math.max(...ys) - Math.min(...ys) < MIN_RING_SIZE * coarseness))
    return '';
  return `M${points.map(({ x, y }) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`;
}
