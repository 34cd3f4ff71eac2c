/**
 * Listing benchmark: p50/p95 of search, suggestions and PLP listings (with facets) through HTTP inject with the
 * catalogue read cache off, so every request pays the database path. Catalogues of each size are seeded through
 * the real seeders once and cached (see listing-databases.ts).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../infra/server/src/app';
import { parseEnv } from '../infra/server/src/env';
import { openBenchCatalogue, postgresReachable, type BenchDriver } from './listing-databases';
import { listingUrls, searchUrls, suggestionUrls } from './listing-queries';
import { percentile } from './concurrent-figures';

export type QueryType = 'search' | 'suggestions' | 'plp';
export interface Figures {
  driver: BenchDriver;
  size: number;
  type: QueryType;
  p50: number;
  p95: number;
  requests: number;
}

const TARGET_P95: Record<QueryType, number> = { search: 30, suggestions: 15, plp: 40 };

async function measure(app: FastifyInstance, urls: string[], rounds: number): Promise<{ p50: number; p95: number; requests: number }> {
  for (const url of urls) {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const url of urls) {
      const started = performance.now();
      await app.inject({ method: 'GET', url });
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), requests: times.length };
}

export async function runListingBench(options: { sizes: number[]; drivers: BenchDriver[]; rounds: number }): Promise<Figures[]> {
  const figures: Figures[] = [];
  const log = (line: string) => console.log(line);
  for (const driver of options.drivers) {
    if (driver === 'postgres' && !(await postgresReachable())) {
      log('\nPostgreSQL not reachable (DATABASE_URL or 127.0.0.1:5432): skipping the postgres rows.');
      continue;
    }
    for (const size of options.sizes) {
      log(`\n[${driver} × ${size}]`);
      const handle = await openBenchCatalogue(driver, size, log);
      const app = await buildApp({ env: parseEnv({ APP_ENV: 'production', LOG_LEVEL: 'silent', CATALOG_CACHE_TTL_MS: '0' }), database: handle, logger: false });
      await app.ready();
      try {
        for (const [type, urls] of [
          ['search', searchUrls()],
          ['suggestions', suggestionUrls()],
          ['plp', listingUrls()],
        ] as const) {
          const result = await measure(app, urls, options.rounds);
          figures.push({ driver, size, type, ...result });
          log(`  ${type.padEnd(11)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms   (${result.requests} requests)`);
        }
      } finally {
        await app.close();
        await handle.close();
      }
    }
  }
  return figures;
}

export function printListingTable(figures: Figures[]): void {
  if (figures.length === 0) return;
  console.log('\nListing, search and suggestions (HTTP inject, read cache off), milliseconds');
  console.log(`  ${'driver'.padEnd(9)}${'products'.padStart(9)}  ${'query'.padEnd(12)}${'p50'.padStart(8)}${'p95'.padStart(8)}   target p95`);
  for (const row of figures) {
    const target = row.driver === 'postgres' && row.size >= 100_000 ? `≤ ${TARGET_P95[row.type]} ${row.p95 <= TARGET_P95[row.type] ? 'met' : 'MISSED'}` : '';
    console.log(
      `  ${row.driver.padEnd(9)}${String(row.size).padStart(9)}  ${row.type.padEnd(12)}${row.p50.toFixed(1).padStart(8)}${row.p95.toFixed(1).padStart(8)}   ${target}`,
    );
  }
  console.log('\nHow p95 grows with the catalogue (relative to the smallest size measured)');
  for (const driver of [...new Set(figures.map((row) => row.driver))]) {
    for (const type of ['search', 'suggestions', 'plp'] as const) {
      const rows = figures.filter((row) => row.driver === driver && row.type === type).sort((a, b) => a.size - b.size);
      const first = rows[0];
      if (!first) continue;
      const steps = rows.map((row) => `${row.size}: ${row.p95.toFixed(1)} ms (×${(row.p95 / first.p95).toFixed(1)})`).join(' → ');
      console.log(`  ${driver.padEnd(9)}${type.padEnd(12)} ${steps}`);
    }
  }
}
