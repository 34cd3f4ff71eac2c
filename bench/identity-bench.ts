/**
 * Identity benchmark: p50/p95 of password sign-in and of the account dashboard with N concurrent shoppers through
 * the real app (HTTP inject: validation, throttling counters, Argon2id verification, session store and
 * serialisation all count). Each shopper has its own account and address (real shoppers do; per-address limits apply
 * per shopper). A dashboard load is what the page asks for on arrival: its document and the API calls the account
 * pages make, in parallel as the browser does; timed until the last answer.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../infra/server/src/app';
import { parseEnv } from '../infra/server/src/env';
import { ARGON2_OPTIONS } from '../infra/server/src/modules/identity';
import { operationFigures } from './concurrent-figures';
import { openBenchCatalogue, postgresReachable, type BenchDriver } from './listing-databases';

export interface IdentityFigures {
  driver: BenchDriver;
  operation: 'sign-in' | 'dashboard';
  p50: number;
  p95: number;
  requests: number;
  perSecond: number;
}

const PASSWORD = 'bench-walnut-harbour-lantern';
const SITE = 'brand=northbound&locale=uk-en';
/** What /account asks for on arrival (mfe-account's dashboard), after the document. */
export const DASHBOARD_CALLS = [
  `/api/identity/session`,
  `/api/account/orders?${SITE}&page=1&pageSize=3`,
  `/api/account/addresses?${SITE}`,
  `/api/loyalty?${SITE}&page=1&pageSize=1`,
];
const address = (index: number) => `10.60.${index >> 8}.${index & 255}`;

async function ensureAccount(app: FastifyInstance, index: number): Promise<string> {
  const email = `bench-shopper-${index}@example.com`;
  if (!(await app.identity.findByEmail(email))) {
    await app.identity.register(
      { email, password: PASSWORD, firstName: 'Bench', lastName: `Shopper${index}`, marketingOptIn: false, brand: 'northbound', locale: 'uk-en' },
      { verified: true },
    );
  }
  return email;
}

async function shopper(app: FastifyInstance, index: number, rounds: number, times: { signIn: number[]; dashboard: number[] }) {
  const email = await ensureAccount(app, index);
  for (let round = 0; round < rounds; round += 1) {
    let started = performance.now();
    const signIn = await app.inject({ method: 'POST', url: '/api/identity/session', payload: { email, password: PASSWORD }, remoteAddress: address(index) });
    if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body.slice(0, 200)}`);
    times.signIn.push(performance.now() - started);
    const session = signIn.cookies.find((cookie) => cookie.name === 'sf_session');
    const headers = { cookie: `sf_session=${session?.value}` };
    started = performance.now();
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/account', headers: { ...headers, accept: 'text/html' }, remoteAddress: address(index) }),
      ...DASHBOARD_CALLS.map((url) => app.inject({ method: 'GET', url, headers, remoteAddress: address(index) })),
    ]);
    times.dashboard.push(performance.now() - started);
    const failed = answers.find((answer) => answer.statusCode >= 400);
    if (failed) throw new Error(`dashboard: ${failed.statusCode} ${failed.body.slice(0, 200)}`);
  }
}

export async function runIdentityBench(options: { drivers: BenchDriver[]; shoppers: number; rounds: number }): Promise<IdentityFigures[]> {
  const figures: IdentityFigures[] = [];
  console.log(
    `\nArgon2id cost: ${ARGON2_OPTIONS.memoryCost} KiB memory, ${ARGON2_OPTIONS.timeCost} passes, ${ARGON2_OPTIONS.parallelism} lane (OWASP baseline)`,
  );
  for (const driver of options.drivers) {
    if (driver === 'postgres' && !(await postgresReachable())) {
      console.log('\nPostgreSQL not reachable (DATABASE_URL or 127.0.0.1:5432): skipping the postgres rows.');
      continue;
    }
    console.log(`\n[identity on ${driver}, ${options.shoppers} concurrent shoppers × ${options.rounds} sign-ins and dashboards]`);
    const handle = await openBenchCatalogue(driver, 1000, (line) => console.log(line));
    const app = await buildApp({ env: parseEnv({ APP_ENV: 'production', LOG_LEVEL: 'silent' }), database: handle, logger: false });
    await app.ready();
    try {
      for (let index = 0; index < options.shoppers; index += 1) await ensureAccount(app, index);
      await shopper(app, 0, 1, { signIn: [], dashboard: [] });
      const times = { signIn: [] as number[], dashboard: [] as number[] };
      const started = performance.now();
      await Promise.all(Array.from({ length: options.shoppers }, (_, index) => shopper(app, index, options.rounds, times)));
      const seconds = (performance.now() - started) / 1000;
      for (const [operation, samples] of [
        ['sign-in', times.signIn],
        ['dashboard', times.dashboard],
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

export function printIdentityTable(figures: IdentityFigures[]): void {
  if (figures.length === 0) return;
  console.log('\nSign-in and account dashboard under concurrent shoppers (HTTP inject, 1k catalogue), milliseconds');
  console.log(`  ${'driver'.padEnd(9)}${'operation'.padEnd(11)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'per s'.padStart(8)}`);
  for (const row of figures) {
    console.log(
      `  ${row.driver.padEnd(9)}${row.operation.padEnd(11)}${row.p50.toFixed(1).padStart(8)}${row.p95.toFixed(1).padStart(8)}${row.perSecond.toFixed(1).padStart(8)}`,
    );
  }
}
