/**
 * Issue 25: stock per store, offline geocoding and find in store. Concurrent pickup reservations of a store's last
 * units never oversell (the race runs against PostgreSQL when TEST_DATABASE_URL is set; PGlite has one connection and
 * hides races), and another store's stock is untouched.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isStoreOpenAt, storeTimeZone } from '@sf/contracts/store-pickup';
import type { NearbyStoresSchema } from '@sf/contracts/api';
import type { z } from 'zod';
import { describeDatabases } from '../../test/databases';
import { postcodeKeys } from './places';
import { STORE_RANGE_PRODUCTS } from './seed';
import { reserveStoreStock, releaseStoreStock } from './stock';
import { storeInventory } from './tables';

type Nearby = z.infer<typeof NearbyStoresSchema>;

describe('store clock and postcode keys', () => {
  it("reads opening hours on the store's own clock (Denver is seven hours behind London in winter)", () => {
    const hours = Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '21:00' }));
    const at = new Date('2026-01-14T18:30:00Z'); // a Wednesday: 18:30 in London, 11:30 in Denver, 19:30 in Berlin
    expect(isStoreOpenAt(hours, storeTimeZone('US', -104.999), at)).toBe(true);
    expect(isStoreOpenAt(hours, 'Europe/London', new Date('2026-01-14T21:30:00Z'))).toBe(false);
    expect(storeTimeZone('US', -122.4)).toBe('America/Los_Angeles');
    expect(storeTimeZone('CA', -63.6)).toBe('America/Halifax');
    expect(storeTimeZone('DE', 13.4)).toBe('Europe/Berlin');
    const sundayClosed = [...hours.slice(0, 6), { opens: null, closes: null }];
    expect(isStoreOpenAt(sundayClosed, 'Europe/Berlin', new Date('2026-01-18T12:00:00Z'))).toBe(false);
  });

  it('keys UK postcodes by area and outward code, others by prefixes', () => {
    expect(postcodeKeys('GB', 'WC2E 9DS')).toEqual(['wc', 'wc2e']);
    expect(postcodeKeys('CA', 'M5V 2A2')).toEqual(['m', 'm5v']);
    expect(postcodeKeys('PL', '00-029')).toEqual(['00', '000', '0002', '00029']);
  });
});

describeDatabases('store stock and find in store', (context) => {
  const nearby = async (query: string, status = 200) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/stores/nearby?${query}` });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as Nearby;
  };
  const units = async (storeId: string, variantId: string) => {
    const [row] = await context.db
      .select({ quantity: storeInventory.quantity })
      .from(storeInventory)
      .where(and(eq(storeInventory.storeId, storeId), eq(storeInventory.variantId, variantId)));
    return row?.quantity;
  };
  const setUnits = (storeId: string, variantId: string, quantity: number) =>
    context.db
      .update(storeInventory)
      .set({ quantity })
      .where(and(eq(storeInventory.storeId, storeId), eq(storeInventory.variantId, variantId)));

  it("seeds every store with its brand's first products, 0 to 4 units a size", async () => {
    const result = await context.db.execute(sql`
      select count(distinct store_id)::int as stores, count(distinct product_id)::int as products, min(quantity)::int as low, max(quantity)::int as high
      from store_inventory where store_id like 'northbound-%'`);
    const [row] = (result as unknown as { rows: Array<{ stores: number; products: number; low: number; high: number }> }).rows;
    expect(row?.products).toBe(STORE_RANGE_PRODUCTS);
    expect(row?.stores).toBeGreaterThan(40);
    expect(row?.low).toBe(0);
    expect(row?.high).toBe(4);
  });

  it('finds the nearest stores to a typed UK postcode, in miles, with the units of each size', async () => {
    const found = await nearby('brand=northbound&locale=uk-en&place=M1%201AE&productId=NB1001');
    expect(found.found).toBe(true);
    expect(found.unit).toBe('mi');
    expect(found.place?.label).toBe('Manchester');
    expect(found.stores[0]?.id).toBe('northbound-gb-manchester');
    expect(found.stores.map((store) => store.distance)).toEqual([...found.stores.map((store) => store.distance)].sort((a, b) => a - b));
    // Keswick (about 90 mi from Manchester) before London (about 160 mi).
    const ids = found.stores.map((store) => store.id);
    expect(ids.indexOf('northbound-gb-keswick')).toBeLessThan(ids.indexOf('northbound-gb-london-covent-garden'));
    const london = found.stores.find((store) => store.id === 'northbound-gb-london-covent-garden');
    expect(london?.distance).toBeGreaterThan(150);
    expect(london?.distance).toBeLessThan(170);
    expect(Object.keys(found.stores[0]?.stock ?? {}).length).toBeGreaterThan(0);
    for (const store of found.stores) expect(store.id.startsWith('northbound-gb-')).toBe(true);
  });

  it('finds towns whatever the accents and uses kilometres outside the UK and US', async () => {
    const zurich = await nearby('brand=northbound&locale=ch-fr&place=zurich');
    expect(zurich.unit).toBe('km');
    expect(zurich.stores[0]?.id).toBe('northbound-ch-zurich-bahnhofstrasse');
    const lodz = await nearby('brand=kerbside&locale=pl-pl&place=LODZ');
    expect(lodz.stores[0]?.id).toBe('kerbside-pl-lodz');
    // A town without a store of its own still finds the nearest (Oxford → London for Northbound).
    const oxford = await nearby('brand=northbound&locale=uk-en&place=Oxford');
    expect(oxford.stores[0]?.id).toBe('northbound-gb-london-covent-garden');
    const point = await nearby('brand=fieldwear&locale=us-en&lat=45.52&lng=-122.68');
    expect(point.stores[0]?.id).toBe('fieldwear-us-portland');
    expect(point.stores[0]?.distance).toBeLessThan(1);
  });

  it("shows a basket's variants in each store (store pickup)", async () => {
    const rows = (
      (await context.db.execute(
        sql`select variant_id as "variantId" from store_inventory where store_id = 'northbound-gb-manchester' order by variant_id limit 2`,
      )) as unknown as { rows: Array<{ variantId: string }> }
    ).rows.map((row) => row.variantId);
    const found = await nearby(`brand=northbound&locale=uk-en&place=Manchester&variants=${rows.join(',')}`);
    expect(Object.keys(found.stores[0]?.stock ?? {}).sort()).toEqual([...rows].sort());
    expect((await context.app.inject({ method: 'GET', url: '/api/stores/nearby?brand=northbound&locale=uk-en&place=leeds&variants=a%27b' })).statusCode).toBe(
      400,
    );
  });

  it('says when a place is unknown and refuses bad input with a 400 naming the field', async () => {
    const unknown = await nearby('brand=northbound&locale=uk-en&place=Atlantis');
    expect(unknown.found).toBe(false);
    expect(unknown.stores).toEqual([]);
    const missing = await context.app.inject({ method: 'GET', url: '/api/stores/nearby?brand=northbound&locale=uk-en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/place/);
    const half = await context.app.inject({ method: 'GET', url: '/api/stores/nearby?brand=northbound&locale=uk-en&lat=51' });
    expect(half.statusCode).toBe(400);
    const product = await context.app.inject({ method: 'GET', url: '/api/stores/nearby?brand=northbound&locale=uk-en&place=leeds&productId=%27%3B' });
    expect(product.statusCode).toBe(400);
  });

  it('answers one store by id, 404 for an unknown one', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/stores/kerbside-us-austin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 'kerbside-us-austin', timeZone: 'America/Chicago' });
    expect((await context.app.inject({ method: 'GET', url: '/api/stores/nowhere' })).statusCode).toBe(404);
  });

  it('never oversells the last units of a store when many reservations race, and leaves other stores alone', async () => {
    const storeId = 'northbound-gb-manchester';
    const otherStore = 'northbound-gb-leeds-does-not-exist';
    const variantResult = await context.db.execute(
      sql`select variant_id as "variantId" from store_inventory where store_id = ${storeId} order by variant_id limit 1`,
    );
    const variantId = (variantResult as unknown as { rows: Array<{ variantId: string }> }).rows[0]?.variantId ?? '';
    expect(variantId).not.toBe('');
    await setUnits(storeId, variantId, 3);
    const edinburghBefore = await units('northbound-gb-edinburgh', variantId);
    const attempts = await Promise.all(
      Array.from({ length: 16 }, () =>
        context.db
          .transaction(async (tx) => {
            const taken = await reserveStoreStock(tx, storeId, [{ variantId, quantity: 1 }]);
            if (!taken.ok) throw new Error('out of stock');
            // Hold the lock a moment, as a real order does while it writes its row.
            await tx.execute(sql`select pg_sleep(0.01)`);
            return true;
          })
          .catch(() => false),
      ),
    );
    expect(attempts.filter(Boolean)).toHaveLength(3);
    expect(await units(storeId, variantId)).toBe(0);
    expect(await units('northbound-gb-edinburgh', variantId)).toBe(edinburghBefore);
    expect(await units(otherStore, variantId)).toBeUndefined();
    // Two units at once from a store holding one: refused, nothing taken; released units come back.
    await setUnits(storeId, variantId, 1);
    expect(await context.db.transaction((tx) => reserveStoreStock(tx, storeId, [{ variantId, quantity: 2 }]))).toEqual({ ok: false, variantId });
    expect(await units(storeId, variantId)).toBe(1);
    await context.db.transaction((tx) => releaseStoreStock(tx, storeId, [{ variantId, quantity: 2 }]));
    expect(await units(storeId, variantId)).toBe(3);
  });
});
