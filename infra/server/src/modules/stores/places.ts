/**
 * Offline geocoding data: the places a shopper may type in a find-in-store search, per country, without any external
 * service. Two kinds of key:
 * - town: the folded town name (accents dropped, lower case, see foldForSearch), from every seeded store's city plus a
 *   few larger towns without a store, so a shopper there still finds the nearest one;
 * - postcode: prefixes of the seeded stores' postcodes (spaces dropped): in the UK the area letters ("m", "wc") and the
 *   outward code ("m2", "wc2e"); in Canada the first letter and the forward sortation area ("m5v"); elsewhere every
 *   prefix of at least two characters ("10", "101", "1011"). Stores sharing a key share its point (the mean).
 * A search (geocode.ts) takes the town, else the longest postcode key the typed text starts with.
 */
import { foldForSearch } from './service';
import { STORES } from './seed-data';

export interface PlaceSeed {
  country: string;
  kind: 'town' | 'postcode';
  key: string;
  label: string;
  latitude: number;
  longitude: number;
}

/** Towns without a store: [country, name, postcode prefixes, latitude, longitude]. */
const EXTRA_TOWNS: ReadonlyArray<readonly [string, string, readonly string[], number, number]> = [
  ['GB', 'Oxford', ['ox'], 51.752, -1.2577],
  ['GB', 'Cambridge', ['cb'], 52.2053, 0.1218],
  ['GB', 'York', ['yo'], 53.96, -1.0873],
  ['GB', 'Cardiff', ['cf'], 51.4816, -3.1791],
  ['GB', 'Newcastle upon Tyne', ['ne'], 54.9783, -1.6178],
  ['GB', 'Brighton', ['bn'], 50.8225, -0.1372],
  ['GB', 'Nottingham', ['ng'], 52.9548, -1.1581],
  ['DE', 'Dresden', ['01'], 51.0504, 13.7373],
  ['DE', 'Hannover', ['30'], 52.3759, 9.732],
  ['DE', 'Nürnberg', ['90'], 49.4521, 11.0767],
  ['FR', 'Strasbourg', ['67'], 48.5734, 7.7521],
  ['FR', 'Nice', ['06'], 43.7102, 7.262],
  ['IT', 'Genova', ['16'], 44.4056, 8.9463],
  ['IT', 'Venezia', ['30'], 45.4408, 12.3155],
  ['ES', 'Alicante', ['03'], 38.3452, -0.481],
  ['NL', 'Zwolle', ['80'], 52.5168, 6.083],
  ['PL', 'Szczecin', ['70'], 53.4285, 14.5528],
  ['PT', 'Coimbra', ['30'], 40.2033, -8.4103],
  ['AT', 'Sankt Pölten', ['31'], 48.2047, 15.6256],
  ['BE', 'Namur', ['50'], 50.4674, 4.872],
  ['CH', 'Lugano', ['69'], 46.0037, 8.9511],
  ['US', 'Philadelphia', ['191'], 39.9526, -75.1652],
  ['US', 'Phoenix', ['850'], 33.4484, -112.074],
  ['US', 'Atlanta', ['303'], 33.749, -84.388],
  ['CA', 'Edmonton', ['t5j'], 53.5461, -113.4938],
  ['CA', 'Winnipeg', ['r3c'], 49.8951, -97.1384],
];

/** The postcode keys a store's postcode stands for (see the module comment). */
export function postcodeKeys(country: string, postalCode: string): string[] {
  const compact = postalCode.replace(/[\s-]+/g, '').toLowerCase();
  if (country === 'GB') {
    const outward = postalCode.trim().split(/\s+/)[0]?.toLowerCase() ?? compact;
    const area = /^[a-z]+/.exec(outward)?.[0] ?? outward;
    return [...new Set([area, outward])];
  }
  if (country === 'CA') return [compact.slice(0, 1), compact.slice(0, 3)];
  const keys: string[] = [];
  for (let length = 2; length <= compact.length; length += 1) keys.push(compact.slice(0, length));
  return keys;
}

/** A town key: the city without a US/Canadian state suffix ("Denver, CO" → "denver"), folded. */
export const townKey = (city: string): string => foldForSearch(city.replace(/,\s*[A-Z]{2}$/, '').trim());

function placesFromStores(): PlaceSeed[] {
  const sums = new Map<string, PlaceSeed & { count: number }>();
  const add = (country: string, kind: PlaceSeed['kind'], key: string, label: string, latitude: number, longitude: number) => {
    const id = `${country}|${kind}|${key}`;
    const found = sums.get(id);
    if (found) {
      found.latitude += latitude;
      found.longitude += longitude;
      found.count += 1;
    } else sums.set(id, { country, kind, key, label, latitude, longitude, count: 1 });
  };
  // One point per store location (a city with stores of three brands counts each store once: the mean is the same).
  for (const store of STORES) {
    const label = store.city.replace(/,\s*[A-Z]{2}$/, '');
    add(store.country, 'town', townKey(store.city), label, store.latitude, store.longitude);
    for (const key of postcodeKeys(store.country, store.postalCode)) add(store.country, 'postcode', key, label, store.latitude, store.longitude);
  }
  return [...sums.values()].map(({ count, ...place }) => ({
    ...place,
    latitude: Math.round((place.latitude / count) * 10_000) / 10_000,
    longitude: Math.round((place.longitude / count) * 10_000) / 10_000,
  }));
}

export function placeSeeds(): PlaceSeed[] {
  const places = placesFromStores();
  const taken = new Set(places.map((place) => `${place.country}|${place.kind}|${place.key}`));
  for (const [country, name, prefixes, latitude, longitude] of EXTRA_TOWNS) {
    for (const [kind, key] of [['town', townKey(name)], ...prefixes.map((prefix) => ['postcode', prefix])] as Array<[PlaceSeed['kind'], string]>) {
      if (taken.has(`${country}|${kind}|${key}`)) continue;
      taken.add(`${country}|${kind}|${key}`);
      places.push({ country, kind, key, label: name, latitude, longitude });
    }
  }
  return places;
}
