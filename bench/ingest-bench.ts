/**
 * Analytics ingest benchmark (issue 24): batches of data-layer events POSTed to `/api/analytics/events` of the real
 * server (its own process, production build) by N concurrent senders for a fixed time; prints events per second
 * accepted (204), p50/p95 per batch, and the server's peak RSS and CPU per 1,000 events beside them. Each batch
 * comes from an address of its own (X-Forwarded-For; the server trusts its proxy) so the per-address limit, which
 * protects against one flooding client, does not cap the figure.
 */
import http from 'node:http';
import net from 'node:net';
import { operationFigures } from './concurrent-figures';
import { benchCatalogueEnv, openBenchCatalogue, postgresReachable, type BenchDriver } from './listing-databases';
import { sampleProcess } from './process-stats';
import { startStorefront } from './start-server';

const CATALOGUE_SIZE = 1000;
const EVENTS_PER_BATCH = 20;

export interface IngestFigures {
  driver: BenchDriver;
  eventsPerSecond: number;
  batches: number;
  p50: number;
  p95: number;
  peakRssMb: number | null;
  cpuMsPerThousandEvents: number | null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** A walk list → product → basket as the browser forwards it, padded to EVENTS_PER_BATCH events. */
function batchBody(sender: number, sequence: number): string {
  const events = Array.from({ length: EVENTS_PER_BATCH }, (_, index) => {
    switch (index % 4) {
      case 0:
        return { name: 'loadPageData', pageType: 'PLP', searchTerm: null, searchResults: 48 };
      case 1:
        return { name: 'productImpressions', list: 'PLP:women/boots', productIds: ['NB1001', 'NB1002', 'NB1003', 'NB1004', 'NB1005', 'NB1006'] };
      case 2:
        return { name: 'loadPageData', pageType: 'PDP' };
      default:
        return { name: 'addToCart', productIds: ['NB1001'], currency: 'GBP' };
    }
  });
  return JSON.stringify({ brand: 'northbound', locale: 'uk-en', sessionId: `bench-session-${sender}-${sequence % 50}`.padEnd(16, '0'), events });
}

function post(agent: http.Agent, url: URL, body: string, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': address } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function runDriver(driver: BenchDriver, senders: number, seconds: number): Promise<IngestFigures> {
  const handle = await openBenchCatalogue(driver, CATALOGUE_SIZE, (line) => console.log(line));
  await handle.close();
  const server = await startStorefront(await freePort(), benchCatalogueEnv(driver, CATALOGUE_SIZE));
  const agent = new http.Agent({ keepAlive: true, maxSockets: senders });
  const url = new URL('/api/analytics/events', server.url);
  const times: number[] = [];
  let accepted = 0;
  let refused = 0;
  let address = Math.floor(Math.random() * 1_000_000);
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };
  try {
    // Warm-up: the first batches pay for lazy initialisation (prepared statements, JIT).
    for (let index = 0; index < 20; index += 1) await post(agent, url, batchBody(0, index), nextAddress());
    const stats = sampleProcess(server.pid);
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: senders }, async (_, sender) => {
        for (let sequence = 0; performance.now() < deadline; sequence += 1) {
          const begun = performance.now();
          const status = await post(agent, url, batchBody(sender, sequence), nextAddress());
          times.push(performance.now() - begun);
          if (status === 204) accepted += EVENTS_PER_BATCH;
          else refused += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const { peakRssMb, cpuMs } = stats.stop();
    const batch = operationFigures('batch of 20', times, elapsed);
    const figures: IngestFigures = {
      driver,
      eventsPerSecond: accepted / elapsed,
      batches: times.length,
      p50: batch.p50,
      p95: batch.p95,
      peakRssMb,
      cpuMsPerThousandEvents: cpuMs === null || accepted === 0 ? null : (cpuMs / accepted) * 1000,
    };
    console.log(
      `  server: ${figures.eventsPerSecond.toFixed(0)} events/s accepted${refused ? ` (${refused} batches refused)` : ''}, peak RSS ${peakRssMb?.toFixed(0) ?? 'n/a'} MB, ` +
        `${figures.cpuMsPerThousandEvents?.toFixed(1) ?? 'n/a'} ms CPU per 1,000 events`,
    );
    return figures;
  } finally {
    agent.destroy();
    await server.stop();
  }
}

export async function runIngestBench(options: { drivers: BenchDriver[]; senders: number; seconds: number }): Promise<IngestFigures[]> {
  const figures: IngestFigures[] = [];
  for (const driver of options.drivers) {
    if (driver === 'postgres' && !(await postgresReachable())) {
      console.log('\nPostgreSQL not reachable (DATABASE_URL or 127.0.0.1:5432): skipping the postgres ingest row.');
      continue;
    }
    console.log(`\n[analytics ingest on ${driver}: ${options.senders} concurrent senders for ${options.seconds} s, batches of ${EVENTS_PER_BATCH} events]`);
    figures.push(await runDriver(driver, options.senders, options.seconds));
  }
  return figures;
}

export function printIngestTable(figures: IngestFigures[]): void {
  if (figures.length === 0) return;
  console.log('\nAnalytics ingest (POST /api/analytics/events)');
  console.log('driver    events/s   batch p50   batch p95   peak RSS   CPU per 1k events');
  for (const row of figures) {
    console.log(
      `${row.driver.padEnd(8)} ${row.eventsPerSecond.toFixed(0).padStart(9)} ${`${row.p50.toFixed(1)} ms`.padStart(11)} ${`${row.p95.toFixed(1)} ms`.padStart(11)} ` +
        `${(row.peakRssMb === null ? 'n/a' : `${row.peakRssMb.toFixed(0)} MB`).padStart(10)} ${(row.cpuMsPerThousandEvents === null ? 'n/a' : `${row.cpuMsPerThousandEvents.toFixed(1)} ms`).padStart(19)}`,
    );
  }
}
