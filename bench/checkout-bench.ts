/**
 * Checkout benchmark, as a shopper meets it: the real server in its own process (`src/main.ts`, production settings,
 * as `npm start` runs it) on the 1k catalogue of listing-databases.ts, and N concurrent shoppers over keep-alive HTTP
 * from this process. Each shopper creates a basket, adds two sizes (add-to-cart, timed), gets a card token from the
 * test provider (card-token, timed: it touches no database, so its latency shows how long the server's event loop
 * makes everybody wait) and places the order with a fresh Idempotency-Key (place-order, timed), `rounds` times.
 * Also printed: orders per second over the timed phase, and the server process's peak resident memory and CPU time
 * per order (from /proc, so a busy machine shows as lower throughput, not as more CPU per order), and on a local
 * PostgreSQL the CPU its backends spent per order.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../infra/server/src/db/client';
import { operationFigures, percentile, type OperationFigures } from './concurrent-figures';
import { benchCatalogueEnv, openBenchCatalogue, postgresReachable, type BenchDriver } from './listing-databases';
import { sampleProcess } from './process-stats';
import { startStorefront } from './start-server';

export interface CheckoutFigures {
  driver: BenchDriver;
  /** Which of `repeat` runs (1-based); a median row says 'median'. */
  run: number | 'median';
  addToCart: OperationFigures;
  cardToken: OperationFigures;
  placeOrder: OperationFigures;
  ordersPerSecond: number;
  peakRssMb: number | null;
  cpuMsPerOrder: number | null;
  /** PostgreSQL's own CPU per order (its backends serving the bench database); null for PGlite or a remote server. */
  databaseCpuMsPerOrder: number | null;
}

const ADDRESS = { firstName: 'Bench', lastName: 'Shopper', addressLine1: '1 Test Street', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' };
const CATALOGUE_SIZE = 1000;

/** Northbound sizes stocked in the EU warehouse, topped up so the run never sells out. */
async function benchVariants(handle: DatabaseHandle): Promise<string[]> {
  const result = (await handle.db.execute(
    sql`update catalog_inventory set quantity = 1000000 where warehouse_id = 'eu-dc' and variant_id in (select variant_id from catalog_inventory where warehouse_id = 'eu-dc' and product_id like 'NB%' order by variant_id limit 200) returning variant_id`,
  )) as unknown as { rows: Array<{ variant_id: string }> };
  return result.rows.map((row) => row.variant_id);
}

/**
 * CPU time (ms) of the PostgreSQL processes on this machine serving `database` (backends; autovacuum left out), from
 * /proc. Null when there are none to see (PGlite, a server elsewhere, not Linux). A backend that exits during the run
 * takes its time with it: the pool keeps its connections under this load, so that is rare.
 */
function postgresCpuMs(database: string): number | null {
  let ticks = 0;
  let seen = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.includes(` ${database} `) || title.includes('autovacuum')) continue;
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      seen = true;
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return seen ? ticks * 10 : null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** POSTs JSON over a keep-alive connection; throws unless the status is `expected`. */
function client(base: string, shoppers: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers });
  const target = new URL(base);
  return {
    post(path: string, payload: object, expected: number, headers: Record<string, string>): Promise<Record<string, unknown>> {
      const body = JSON.stringify(payload);
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: target.hostname,
            port: target.port,
            path,
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              if (response.statusCode !== expected) reject(new Error(`${path}: ${response.statusCode} ${text.slice(0, 300)}`));
              else resolve(JSON.parse(text) as Record<string, unknown>);
            });
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

type Client = ReturnType<typeof client>;
interface Times {
  add: number[];
  token: number[];
  place: number[];
}

/** One shopper's walk, `rounds` times. `address`: the shopper's own (per-address rate limits apply per shopper). */
async function shopper(api: Client, variants: string[], index: number, rounds: number, address: string, times: Times) {
  const from = { 'x-forwarded-for': address };
  const timed = async <T>(samples: number[], call: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await call();
    samples.push(performance.now() - started);
    return result;
  };
  for (let round = 0; round < rounds; round += 1) {
    const basket = await api.post('/api/baskets', { brand: 'northbound', locale: 'uk-en' }, 201, from);
    const basketId = String(basket.basketId);
    for (let line = 0; line < 2; line += 1) {
      const variantId = variants[(index * 7 + round * 3 + line) % variants.length];
      await timed(times.add, () => api.post(`/api/baskets/${basketId}/items`, { variantId, quantity: 1 }, 200, from));
    }
    const card = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Bench Shopper' };
    const token = await timed(times.token, () => api.post('/payments/test-provider/tokens', card, 201, from));
    const body = {
      basketId,
      email: `shopper${index}@example.com`,
      shippingAddress: ADDRESS,
      sameAsShipping: true,
      shippingMethod: 'standard',
      tenders: [{ code: 'CARD', token: token.token }],
    };
    await timed(times.place, () => api.post('/api/checkout/orders', body, 201, { ...from, 'idempotency-key': randomUUID() }));
  }
}

export interface CheckoutBenchOptions {
  drivers: BenchDriver[];
  shoppers: number;
  rounds: number;
  /** Extra node flags for the server process (`--server-node-args="--cpu-prof --cpu-prof-dir=/tmp/profiles"`). */
  serverNodeArgs?: string[];
  /**
   * Runs per driver, each with a server of its own; the table adds each column's median. One run on this 2-core
   * machine moves by ±15 % in orders per second from the next, so comparing two builds takes several.
   */
  repeat?: number;
}

async function runDriver(driver: BenchDriver, { shoppers, rounds, serverNodeArgs = [] }: CheckoutBenchOptions, run: number): Promise<CheckoutFigures> {
  const handle = await openBenchCatalogue(driver, CATALOGUE_SIZE, (line) => console.log(line));
  const variants = await benchVariants(handle).finally(() => handle.close());
  const server = await startStorefront(await freePort(), benchCatalogueEnv(driver, CATALOGUE_SIZE), serverNodeArgs);
  const api = client(server.url, shoppers);
  // A fresh address range per run: rate-limit counters may outlive a run in Redis.
  const addresses = randomInt(1, 250);
  try {
    // One warm-up order so the timings do not include lazy initialisation.
    await shopper(api, variants, 0, 1, `10.${addresses}.255.255`, { add: [], token: [], place: [] });
    const times: Times = { add: [], token: [], place: [] };
    const stats = sampleProcess(server.pid);
    const database = driver === 'postgres' ? new URL(benchCatalogueEnv(driver, CATALOGUE_SIZE).DATABASE_URL ?? '').pathname.slice(1) : null;
    const databaseCpuBefore = database ? postgresCpuMs(database) : null;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: shoppers }, (_, index) => shopper(api, variants, index, rounds, `10.${addresses}.${index >> 8}.${index & 255}`, times)),
    );
    const seconds = (performance.now() - started) / 1000;
    const { peakRssMb, cpuMs } = stats.stop();
    const databaseCpuAfter = database ? postgresCpuMs(database) : null;
    const figures: CheckoutFigures = {
      driver,
      run,
      addToCart: operationFigures('add-to-cart', times.add, seconds),
      cardToken: operationFigures('card-token', times.token, seconds),
      placeOrder: operationFigures('place-order', times.place, seconds),
      ordersPerSecond: times.place.length / seconds,
      peakRssMb,
      cpuMsPerOrder: cpuMs === null ? null : cpuMs / times.place.length,
      databaseCpuMsPerOrder: databaseCpuBefore === null || databaseCpuAfter === null ? null : (databaseCpuAfter - databaseCpuBefore) / times.place.length,
    };
    console.log(
      `  server: ${figures.ordersPerSecond.toFixed(1)} orders/s, peak RSS ${peakRssMb?.toFixed(0) ?? 'n/a'} MB, ${figures.cpuMsPerOrder?.toFixed(1) ?? 'n/a'} ms CPU per order` +
        ` (PostgreSQL: ${figures.databaseCpuMsPerOrder?.toFixed(1) ?? 'n/a'} ms)`,
    );
    return figures;
  } finally {
    api.close();
    await server.stop();
  }
}

export async function runCheckoutBench(options: CheckoutBenchOptions): Promise<CheckoutFigures[]> {
  const figures: CheckoutFigures[] = [];
  for (const driver of options.drivers) {
    if (driver === 'postgres' && !(await postgresReachable())) {
      console.log('\nPostgreSQL not reachable (DATABASE_URL or 127.0.0.1:5432): skipping the postgres rows.');
      continue;
    }
    const repeat = Math.max(1, options.repeat ?? 1);
    const runs: CheckoutFigures[] = [];
    for (let run = 1; run <= repeat; run += 1) {
      console.log(
        `\n[checkout on ${driver}, run ${run} of ${repeat}: ${options.shoppers} concurrent shoppers × ${options.rounds} orders, server in its own process]`,
      );
      runs.push(await runDriver(driver, options, run));
    }
    figures.push(...runs);
    if (runs.length > 1) figures.push(medianOf(driver, runs));
  }
  return figures;
}

const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const medianOrNull = (values: Array<number | null>): number | null => (values.some((value) => value === null) ? null : median(values as number[]));
const medianOperation = (operations: OperationFigures[]): OperationFigures => ({
  p50: median(operations.map((operation) => operation.p50)),
  p95: median(operations.map((operation) => operation.p95)),
  requests: median(operations.map((operation) => operation.requests)),
  perSecond: median(operations.map((operation) => operation.perSecond)),
});

/** Each column's median over the runs (not one run's row). */
function medianOf(driver: BenchDriver, runs: CheckoutFigures[]): CheckoutFigures {
  return {
    driver,
    run: 'median',
    addToCart: medianOperation(runs.map((run) => run.addToCart)),
    cardToken: medianOperation(runs.map((run) => run.cardToken)),
    placeOrder: medianOperation(runs.map((run) => run.placeOrder)),
    ordersPerSecond: median(runs.map((run) => run.ordersPerSecond)),
    peakRssMb: medianOrNull(runs.map((run) => run.peakRssMb)),
    cpuMsPerOrder: medianOrNull(runs.map((run) => run.cpuMsPerOrder)),
    databaseCpuMsPerOrder: medianOrNull(runs.map((run) => run.databaseCpuMsPerOrder)),
  };
}

export function printCheckoutTable(figures: CheckoutFigures[]): void {
  if (figures.length === 0) return;
  const pair = (figure: OperationFigures) => `${figure.p50.toFixed(0)} / ${figure.p95.toFixed(0)}`.padStart(13);
  console.log('\nCheckout under concurrent shoppers (HTTP to the server process, 1k catalogue): p50 / p95 in ms');
  console.log(
    `  ${'driver'.padEnd(16)}${'add-to-cart'.padStart(13)}${'place-order'.padStart(13)}${'card-token'.padStart(13)}${'orders/s'.padStart(10)}${'RSS MB'.padStart(8)}${'CPU ms/order'.padStart(14)}${'DB CPU ms/order'.padStart(17)}`,
  );
  for (const row of figures) {
    const label =
      row.run === 'median'
        ? `${row.driver} median`
        : figures.filter((other) => other.driver === row.driver).length > 1
          ? `${row.driver} #${row.run}`
          : row.driver;
    console.log(
      `  ${label.padEnd(16)}${pair(row.addToCart)}${pair(row.placeOrder)}${pair(row.cardToken)}${row.ordersPerSecond.toFixed(1).padStart(10)}${(row.peakRssMb?.toFixed(0) ?? 'n/a').padStart(8)}${(row.cpuMsPerOrder?.toFixed(1) ?? 'n/a').padStart(14)}${(row.databaseCpuMsPerOrder?.toFixed(1) ?? 'n/a').padStart(17)}`,
    );
  }
}
