/** The store maps' country outlines: drawn from Natural Earth shapes, and every seeded store falls inside its frame. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@sf/remote-contract';
import { projectMapPoint } from '@sf/contracts/store-pickup';
import { countryMap } from './country-outline';
import { STORES } from './seed-data';

const countries = [...new Set(Object.values(LOCALES).map((locale) => locale.country))];

describe('country outlines for the store maps', () => {
  it.each(countries)('%s: an outline of a few KB that frames every seeded store of the country', (country) => {
    const stores = STORES.filter((store) => store.country === country);
    const map = countryMap(country, stores);
    expect(map).not.toBeNull();
    if (!map) return;
    expect(map.outline).toMatch(/^M[\d.]+ [\d.]+L/);
    expect(map.outline.length).toBeLessThan(16_000);
    expect(map.width).toBeLessThanOrEqual(320);
    expect(map.height).toBeLessThanOrEqual(360);
    expect(stores.length).toBeGreaterThan(0);
    for (const store of stores) {
      const { x, y } = projectMapPoint(map.projection, store.latitude, store.longitude);
      expect(x, store.id).toBeGreaterThan(0);
      expect(x, store.id).toBeLessThan(map.width);
      expect(y, store.id).toBeGreaterThan(0);
      expect(y, store.id).toBeLessThan(map.height);
    }
  });

  it('leaves far-away territories out: France is drawn as the mainland and Corsica, not French Guiana', () => {
    const france = countryMap('FR');
    // French Guiana (4° N) would stretch the frame to the equator; the mainland's frame is about as high as it is wide.
    expect(france?.height).toBeLessThan(360);
    expect(france?.projection.north).toBeGreaterThan(50);
    expect(countryMap('ZZ')).toBeNull();
    // A store on Madeira brings Madeira into Portugal's frame; without one the mainland fills it.
    const mainland = countryMap('PT');
    const withFunchal = countryMap('PT', [{ latitude: 32.65, longitude: -16.91 }]);
    expect(withFunchal?.projection.west).toBeLessThan(-16.9);
    expect(mainland?.projection.west).toBeGreaterThan(-10);
  });
});
