/**
 * Checkout benchmark: p50/p95 of add-to-cart and place-order with N concurrent shoppers through the real app (HTTP
 * inject, so validation, pricing, stock decrement, payment and the outbox all count). Each shopper creates a
 * basket, adds two sizes, gets a card token from the test provider and places the order, `rounds` times. It runs on
 * the 1k catalogue of listing-databases.ts (seeded once, cached), after giving the sizes used ample stock.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../infra/server/src/app';
import { parseEnv } from '../infra/server/src/env';
import { operationFigures } from './concurrent-figures';
import { openBenchCatalogue, postgresReachable, type BenchDriver } from './listing-databases';

export interface CheckoutFigures {
  driver: BenchDriver;
  operation: 'add-to-cart' | 'place-order';
  p50: number;
  p95: number;
  requests: number;
  perSecond: number;
}

const ADDRESS = { firstName: 'Bench', lastName: 'Shopper', addressLine1: '1 Test Street', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' };

/** `from`: the shopper's address (each shopper has its own, as real ones do, so per-address rate limits apply per shopper). */
async function call(
  app: FastifyInstance,
  method: 'POST',
  url: string,
  payload: object,
  expected: number,
  headers: Record<string, string> = {},
  from = '127.0.0.1',
) {
  const response = await app.inject({ method, url, payload, headers, remoteAddress: from });
  if (response.statusCode !== expected) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response.json() as Record<string, unknown>;
}

/** Northbound sizes stocked in the EU warehouse, topped up so the run never sells out. */
async function benchVariants(app: FastifyInstance): Promise<string[]> {
  const result = (await app.database.db.execute(
    sql`update catalog_inventory set quantity = 1000000 where warehouse_id = 'eu-dc' and variant_id in (select variant_id from catalog_inventory where warehouse_id = 'eu-dc' and product_id like 'NB%' order by variant_id limit 200) returning variant_id`,
  )) as unknown as { rows: Array<{ variant_id: string }> };
  return result.rows.map((row) => row.variant_id);
}

async function shopper(app: FastifyInstance, variants: string[], index: number, rounds: number, times: { add: number[]; place: number[] }) {
  for (let round = 0; round < rounds; round += 1) {
    const basket = await call(app, 'POST', '/api/baskets', { brand: 'northbound', locale: 'uk-en' }, 201);
    const basketId = String(basket.basketId);
    for (let line = 0; line < 2; line += 1) {
      const variantId = variants[(index * 7 + round * 3 + line) % variants.length];
      const started = performance.now();
      await call(app, 'POST', `/api/baskets/${basketId}/items`, { variantId, quantity: 1 }, 200);
      times.add.push(performance.now() - started);
    }
    const token = await call(
      app,
      'POST',
      '/payments/test-provider/tokens',
      { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Bench Shopper' },
      201,
      {},
      `10.50.${index >> 8}.${index & 255}`,
    );
    const body = {
      basketId,
      email: `shopper${index}@example.com`,
      shippingAddress: ADDRESS,
      sameAsShipping: true,
      shippingMethod: 'standard',
      tenders: [{ code: 'CARD', token: token.token }],
    };
    const started = performance.now();
    await call(app, 'POST', '/api/checkout/orders', body, 201, { 'idempotency-key': randomUUID() });
    times.place.push(performance.now() - started);
  }
}

export async function runCheckoutBench(options: { drivers: BenchDriver[]; shoppers: number; rounds: number }): Promise<CheckoutFigures[]> {
  const figures: CheckoutFigures[] = [];
  for (const driver of options.drivers) {
    if (driver === 'postgres' && !(await postgresReachable())) {
      console.log('\nPostgreSQL not reachable (DATABASE_URL or 127.0.0.1:5432): skipping the postgres rows.');
      continue;
    }
    console.log(`\n[checkout on ${driver}, ${options.shoppers} concurrent shoppers × ${options.rounds} orders]`);
    const handle = await openBenchCatalogue(driver, 1000, (line) => console.log(line));
    const app = await buildApp({ env: parseEnv({ APP_ENV: 'production', LOG_LEVEL: 'silent' }), database: handle, logger: false });
    await app.ready();
    try {
      const variants = await benchVariants(app);
      // One warm-up order so the first timings do not include lazy initialisation.
      await shopper(app, variants, 0, 1, { add: [], place: [] });
      const times = { add: [] as number[], place: [] as number[] };
      const started = performance.now();
      await Promise.all(Array.from({ length: options.shoppers }, (_, index) => shopper(app, variants, index, options.rounds, times)));
      const seconds = (performance.now() - started) / 1000;
      for (const [operation, samples] of [
        ['add-to-cart', times.add],
        ['place-order', times.place],
      ] as const) {
        figures.push({ driver, operation, ...operationFigures(operation, samples, seconds) });
      }
    } finally {
      await app.close();
      await handle.close();
    }
  }
  return figures;
}

export function printCheckoutTable(figures: CheckoutFigures[]): void {
  if (figures.length === 0) return;
  console.log('\nCheckout under concurrent shoppers (HTTP inject, 1k catalogue), milliseconds');
  console.log(`  ${'driver'.padEnd(9)}${'operation'.padEnd(13)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'req/s'.padStart(8)}`);
  for (const row of figures) {
    console.log(
      `  ${row.driver.padEnd(9)}${row.operation.padEnd(13)}${row.p50.toFixed(1).padStart(8)}${row.p95.toFixed(1).padStart(8)}${row.perSecond.toFixed(1).padStart(8)}`,
    );
  }
}
