/**
 * The store locator API: a site sees its brand's stores in its country only; a search matches city, postcode and
 * name whatever the case, spacing or accents, with LIKE wildcards taken literally; a point orders by distance; bad
 * input is a 400 that says what is wrong.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE_QUERY_MAX, STORE_WEEKDAYS, type StoreList } from '@sf/contracts';
import { BRAND_KEYS, BRANDS, LOCALE_CODES, LOCALES } from '@sf/remote-contract';
import { describeDatabases } from '../../test/databases';
import { STORES } from './seed-data';
import { distanceKm, foldForSearch } from './service';
import { stores } from './tables';

describe('store directory seed', () => {
  /** Rough bounding boxes [south, north, west, east]: a coordinate outside is a typo. */
  const BOUNDS: Record<string, [number, number, number, number]> = {
    GB: [49.8, 60.9, -8.7, 1.8],
    DE: [47.2, 55.1, 5.8, 15.1],
    FR: [41.3, 51.1, -5.2, 9.6],
    IT: [36.6, 47.1, 6.6, 18.6],
    ES: [27.6, 43.8, -18.2, 4.4],
    NL: [50.7, 53.6, 3.3, 7.3],
    PL: [49.0, 54.9, 14.1, 24.2],
    PT: [32.6, 42.2, -31.3, -6.1],
    AT: [46.3, 49.1, 9.5, 17.2],
    BE: [49.5, 51.6, 2.5, 6.4],
    CH: [45.8, 47.9, 5.9, 10.5],
    US: [24.4, 49.4, -125.0, -66.9],
    CA: [41.6, 83.2, -141.0, -52.6],
  };
  const POSTCODES: Record<string, RegExp> = {
    GB: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
    DE: /^\d{5}$/,
    FR: /^\d{5}$/,
    IT: /^\d{5}$/,
    ES: /^\d{5}$/,
    US: /^\d{5}$/,
    NL: /^\d{4} [A-Z]{2}$/,
    PL: /^\d{2}-\d{3}$/,
    PT: /^\d{4}-\d{3}$/,
    AT: /^\d{4}$/,
    BE: /^\d{4}$/,
    CH: /^\d{4}$/,
    CA: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
  };
  const CALLING_CODES: Record<string, string> = {
    GB: '+44 ',
    DE: '+49 ',
    FR: '+33 ',
    IT: '+39 ',
    ES: '+34 ',
    NL: '+31 ',
    PL: '+48 ',
    PT: '+351 ',
    AT: '+43 ',
    BE: '+32 ',
    CH: '+41 ',
    US: '+1 ',
    CA: '+1 ',
  };
  const countries = [...new Set(LOCALE_CODES.map((locale) => LOCALES[locale].country))];

  it('has three to five stores of every brand in every country with a site, with unique ids', () => {
    for (const brand of BRAND_KEYS) {
      for (const country of countries) {
        const count = STORES.filter((store) => store.brand === brand && store.country === country).length;
        expect(count, `${brand} ${country}`).toBeGreaterThanOrEqual(3);
        expect(count, `${brand} ${country}`).toBeLessThanOrEqual(5);
      }
    }
    expect(new Set(STORES.map((store) => store.id)).size).toBe(STORES.length);
    for (const store of STORES) expect(store.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("writes postcodes and phone numbers in the country's format and places stores inside the country", () => {
    for (const store of STORES) {
      const [south, north, west, east] = BOUNDS[store.country] ?? [0, 0, 0, 0];
      expect(store.postalCode, store.id).toMatch(POSTCODES[store.country] ?? /^$/);
      expect(store.phone.startsWith(CALLING_CODES[store.country] ?? '?'), `${store.id} ${store.phone}`).toBe(true);
      expect(store.latitude, store.id).toBeGreaterThanOrEqual(south);
      expect(store.latitude, store.id).toBeLessThanOrEqual(north);
      expect(store.longitude, store.id).toBeGreaterThanOrEqual(west);
      expect(store.longitude, store.id).toBeLessThanOrEqual(east);
      expect(store.name.startsWith(`${BRANDS[store.brand].name} `), store.id).toBe(true);
      expect(store.services.length, store.id).toBeGreaterThan(0);
    }
  });

  it('folds case and accents the way the database query does', () => {
    expect(foldForSearch('Zürich')).toBe('zurich');
    expect(foldForSearch('ŁÓDŹ')).toBe('lodz');
    expect(foldForSearch('Genève')).toBe('geneve');
  });

  it('measures great-circle distances (London to Paris is about 344 km)', () => {
    expect(distanceKm({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 })).toBeCloseTo(343.6, 0);
    expect(distanceKm({ latitude: 10, longitude: 10 }, { latitude: 10, longitude: 10 })).toBe(0);
  });
});

describeDatabases('stores API', (context) => {
  const get = async <T>(url: string, status = 200): Promise<T> => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };
  const list = (query: string) => get<StoreList>(`/api/stores?${query}`);
  const ids = (result: StoreList) => result.stores.map((store) => store.id);

  it("lists only the site's brand in the site's country, every store with seven days of hours, Monday first", async () => {
    for (const brand of BRAND_KEYS) {
      for (const locale of LOCALE_CODES) {
        const result = await list(`brand=${brand}&locale=${locale}`);
        const country = LOCALES[locale].country;
        expect(result.query).toBeNull();
        expect(result.near).toBeNull();
        expect(ids(result).sort()).toEqual(
          STORES.filter((store) => store.brand === brand && store.country === country)
            .map((store) => store.id)
            .sort(),
        );
        for (const store of result.stores) {
          expect(store.address.country).toBe(country);
          expect(store.name.startsWith(BRANDS[brand].name)).toBe(true);
          expect(store.distanceKm).toBeNull();
          expect(store.openingHours.map((day) => day.day)).toEqual([...STORE_WEEKDAYS]);
          for (const day of store.openingHours) expect(day.opens === null).toBe(day.closes === null);
        }
      }
    }
  });

  it("orders by city, then name, with the locale's collation", async () => {
    const british = await list('brand=northbound&locale=uk-en');
    expect(british.stores.map((store) => store.address.city)).toEqual(['Edinburgh', 'Fort William', 'Keswick', 'London', 'Manchester']);
    const polish = await list('brand=fieldwear&locale=pl-pl');
    expect(polish.stores.map((store) => store.address.city)).toEqual(['Gdańsk', 'Katowice', 'Lublin', 'Poznań']);
    const kerbsidePolish = await list('brand=kerbside&locale=pl-pl');
    // Polish order: Ł after L and before M, W last (a byte-wise order would put Łódź after Wrocław).
    expect(kerbsidePolish.stores.map((store) => store.address.city)).toEqual(['Łódź', 'Warszawa', 'Wrocław']);
  });

  it('keeps the opening hours of each store, with closed days as nulls', async () => {
    const german = await list('brand=northbound&locale=de-de');
    const berlin = german.stores.find((store) => store.id === 'northbound-de-berlin-mitte');
    expect(berlin?.openingHours[0]).toEqual({ day: 'mon', opens: '10:00', closes: '20:00' });
    expect(berlin?.openingHours[6]).toEqual({ day: 'sun', opens: null, closes: null });
    expect(berlin?.services).toEqual(['click-and-collect', 'returns', 'repairs']);
    expect(berlin?.phone).toBe('+49 30 20945710');
    expect(berlin?.address).toEqual({ line1: 'Friedrichstraße 68', city: 'Berlin', postalCode: '10117', country: 'DE' });
  });

  it('finds stores by city in any case and without accents', async () => {
    expect(ids(await list('brand=northbound&locale=uk-en&q=london'))).toEqual(['northbound-gb-london-covent-garden']);
    expect(ids(await list('brand=kerbside&locale=uk-en&q=LONDON'))).toEqual(['kerbside-gb-london-shoreditch']);
    expect(ids(await list('brand=northbound&locale=ch-fr&q=zurich'))).toEqual(['northbound-ch-zurich-bahnhofstrasse']);
    expect(ids(await list(`brand=kerbside&locale=pl-pl&q=${encodeURIComponent('lodz')}`))).toEqual(['kerbside-pl-lodz']);
    expect(ids(await list(`brand=northbound&locale=de-de&q=${encodeURIComponent('MÜNCHEN')}`))).toEqual(['northbound-de-munchen']);
    // Part of a city's name matches too.
    expect(ids(await list('brand=northbound&locale=uk-en&q=edinb'))).toEqual(['northbound-gb-edinburgh']);
  });

  it('echoes the trimmed search and treats a blank one as none', async () => {
    const result = await list(`brand=northbound&locale=uk-en&q=${encodeURIComponent('  Keswick ')}`);
    expect(result.query).toBe('Keswick');
    expect(ids(result)).toEqual(['northbound-gb-keswick']);
    const blank = await list('brand=northbound&locale=uk-en&q=%20%20');
    expect(blank.query).toBeNull();
    expect(blank.stores).toHaveLength(5);
  });

  it('finds stores by postcode with or without the space, in any case', async () => {
    for (const q of ['WC2E 9DS', 'wc2e9ds', 'Wc2E 9dS', 'wc2e', ' WC2E9DS ', 'W C 2 E 9 D S']) {
      expect(ids(await list(`brand=northbound&locale=uk-en&q=${encodeURIComponent(q)}`)), q).toEqual(['northbound-gb-london-covent-garden']);
    }
    expect(ids(await list('brand=northbound&locale=nl-nl&q=1012pk'))).toEqual(['northbound-nl-amsterdam-kalverstraat']);
    expect(ids(await list('brand=kerbside&locale=ca-fr&q=h2w%201y8'))).toEqual(['kerbside-ca-montreal-saint-laurent']);
    expect(ids(await list('brand=northbound&locale=pl-pl&q=00-029'))).toEqual(['northbound-pl-warszawa-nowy-swiat']);
  });

  it('finds stores by name', async () => {
    expect(ids(await list(`brand=northbound&locale=uk-en&q=${encodeURIComponent('covent garden')}`))).toEqual(['northbound-gb-london-covent-garden']);
    expect(ids(await list(`brand=fieldwear&locale=uk-en&q=${encodeURIComponent('Carnaby')}`))).toEqual(['fieldwear-gb-london-carnaby-street']);
    expect(ids(await list('brand=kerbside&locale=us-en&q=wynwood'))).toEqual(['kerbside-us-miami-wynwood']);
    expect(await list('brand=northbound&locale=uk-en&q=atlantis')).toMatchObject({ stores: [], query: 'atlantis' });
  });

  it('takes LIKE wildcards and the escape character literally', async () => {
    for (const q of ['%', '_', '%%', '\\', '\\%', 'Lon_on', 'L%n']) {
      expect(ids(await list(`brand=northbound&locale=uk-en&q=${encodeURIComponent(q)}`)), q).toEqual([]);
    }
    // A store whose name has a % is found by it, and only that store.
    await context.db.insert(stores).values({
      id: 'northbound-gb-test-outlet',
      brand: 'northbound',
      country: 'GB',
      name: 'Northbound 100% Outlet_Store',
      addressLine1: '1 Test Street',
      city: 'Kendal',
      postalCode: 'LA9 4AA',
      phone: '+44 1632 960999',
      latitude: 54.328,
      longitude: -2.746,
      openingHours: STORE_WEEKDAYS.map((day) => ({ day, opens: null, closes: null })),
      services: [],
      position: 99,
    });
    try {
      expect(ids(await list('brand=northbound&locale=uk-en&q=%25'))).toEqual(['northbound-gb-test-outlet']);
      expect(ids(await list('brand=northbound&locale=uk-en&q=100%25'))).toEqual(['northbound-gb-test-outlet']);
      expect(ids(await list('brand=northbound&locale=uk-en&q=_'))).toEqual(['northbound-gb-test-outlet']);
      expect(ids(await list('brand=northbound&locale=uk-en&q=1_0'))).toEqual([]);
    } finally {
      await context.db.delete(stores).where(eq(stores.id, 'northbound-gb-test-outlet'));
    }
  });

  it('orders by distance from a point and fills distanceKm, rounded to 0.1 km', async () => {
    // Ambleside, in the Lake District: Keswick is ~20 km away, London ~380 km.
    const result = await list('brand=northbound&locale=uk-en&lat=54.4326&lng=-2.9623');
    expect(result.near).toEqual({ latitude: 54.4326, longitude: -2.9623 });
    expect(ids(result)).toEqual([
      'northbound-gb-keswick',
      'northbound-gb-manchester',
      'northbound-gb-edinburgh',
      'northbound-gb-fort-william',
      'northbound-gb-london-covent-garden',
    ]);
    const distances = result.stores.map((store) => store.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const store of result.stores) {
      const exact = distanceKm(result.near ?? { latitude: 0, longitude: 0 }, store.location);
      expect(store.distanceKm).toBe(Math.round(exact * 10) / 10);
    }
    expect(result.stores[0]?.distanceKm).toBeGreaterThan(15);
    expect(result.stores[0]?.distanceKm).toBeLessThan(25);
  });

  it('combines a search with a point', async () => {
    // "ca" is in Chicago and in "Los Angeles, CA"; from Manhattan, Chicago is nearer.
    const result = await list('brand=kerbside&locale=us-es&q=ca&lat=40.7484&lng=-73.9857');
    expect(ids(result)).toEqual(['kerbside-us-chicago-wicker-park', 'kerbside-us-los-angeles-melrose']);
    expect(result.query).toBe('ca');
    expect(result.stores[0]?.distanceKm).toBeGreaterThan(1000);
    expect(result.stores[1]?.distanceKm).toBeGreaterThan(3500);
  });

  it('answers 400 saying what is wrong', async () => {
    const message = async (query: string) => (await get<{ message: string }>(`/api/stores?${query}`, 400)).message;
    expect(await message('brand=northbound&locale=uk-en&lat=51.5')).toBe('querystring/lat: lat and lng go together: give both or neither');
    expect(await message('brand=northbound&locale=uk-en&lng=-0.1')).toBe('querystring/lat: lat and lng go together: give both or neither');
    expect(await message('brand=northbound&locale=uk-en&lat=91&lng=0')).toMatch(/^querystring\/lat: /);
    expect(await message('brand=northbound&locale=uk-en&lat=0&lng=-181')).toMatch(/^querystring\/lng: /);
    expect(await message('brand=northbound&locale=uk-en&lat=north&lng=0')).toMatch(/^querystring\/lat: /);
    expect(await message('brand=northbound&locale=xx-yy')).toMatch(/^querystring\/locale: /);
    expect(await message('brand=acme&locale=uk-en')).toMatch(/^querystring\/brand: /);
    expect(await message('locale=uk-en')).toMatch(/^querystring\/brand: /);
    expect(await message(`brand=northbound&locale=uk-en&q=${'a'.repeat(STORE_QUERY_MAX + 1)}`)).toMatch(/^querystring\/q: /);
    // The limit itself is fine.
    await list(`brand=northbound&locale=uk-en&q=${'a'.repeat(STORE_QUERY_MAX)}`);
  });
});
