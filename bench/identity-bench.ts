/**
 * Identity benchmark: p50/p95 of password sign-in and of the account dashboard with N concurrent shoppers through
 * the real app (HTTP inject: validation, throttling counters, Argon2id verification, session store and
 * serialisation all count). Each shopper has its own account and address (real shoppers do; per-address limits apply
 * per shopper). The two loads run one after the other: all shoppers signing in at once, then all of them opening the
 * dashboard at once. A dashboard load is what the page asks for on arrival: its document and the API calls the
 * account pages make, in parallel as the browser does; timed until the last answer.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../infra/server/src/app';
import { parseEnv } from '../infra/server/src/env';
import { ARGON2_OPTIONS } from '../infra/server/src/modules/identity';
import { operationFigures } from './concurrent-figures';
import { openBenchCatalogue, postgresReachable, type BenchDriver } from './listing-databases';

export interface IdentityFigures {
  driver: BenchDriver;
  operation: 'sign-in alone' | 'sign-in' | 'dashboard';
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

/** Signs the shopper in `rounds` times (each a new session); returns the last session's cookie header. */
async function signInRounds(app: FastifyInstance, index: number, rounds: number, times: number[]): Promise<string> {
  const email = await ensureAccount(app, index);
  let cookie = '';
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const signIn = await app.inject({ method: 'POST', url: '/api/identity/session', payload: { email, password: PASSWORD }, remoteAddress: address(index) });
    if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body.slice(0, 200)}`);
    times.push(performance.now() - started);
    cookie = `sf_session=${signIn.cookies.find((entry) => entry.name === 'sf_session')?.value}`;
  }
  return cookie;
}

/** Loads the dashboard `rounds` times as the signed-in shopper: its document and its API calls, in parallel. */
async function dashboardRounds(app: FastifyInstance, index: number, cookie: string, rounds: number, times: number[]): Promise<void> {
  const headers = { cookie };
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/account', headers: { ...headers, accept: 'text/html' }, remoteAddress: address(index) }),
      ...DASHBOARD_CALLS.map((url) => app.inject({ method: 'GET', url, headers, remoteAddress: address(index) })),
    ]);
    times.push(performance.now() - started);
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
      // Warm-up, then the two loads one after the other: 50 shoppers signing in at once (Argon2id bound), then the
      // same 50 signed-in shoppers opening their dashboards at once.
      await dashboardRounds(app, 0, await signInRounds(app, 0, 1, []), 1, []);
      // One shopper at a time first: the cost of one sign-in (one Argon2id verification) without a queue.
      const aloneTimes: number[] = [];
      let started = performance.now();
      for (let index = 0; index < Math.min(20, options.shoppers); index += 1) await signInRounds(app, index, 1, aloneTimes);
      figures.push({ driver, operation: 'sign-in alone', ...operationFigures('sign-in alone', aloneTimes, (performance.now() - started) / 1000) });
      const signInTimes: number[] = [];
      started = performance.now();
      const cookies = await Promise.all(Array.from({ length: options.shoppers }, (_, index) => signInRounds(app, index, options.rounds, signInTimes)));
      figures.push({ driver, operation: 'sign-in', ...operationFigures('sign-in', signInTimes, (performance.now() - started) / 1000) });
      const dashboardTimes: number[] = [];
      started = performance.now();
      await Promise.all(cookies.map((cookie, index) => dashboardRounds(app, index, cookie, options.rounds, dashboardTimes)));
      figures.push({ driver, operation: 'dashboard', ...operationFigures('dashboard', dashboardTimes, (performance.now() - started) / 1000) });
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
  console.log(`  ${'driver'.padEnd(9)}${'operation'.padEnd(15)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'per s'.padStart(8)}`);
  for (const row of figures) {
    console.log(
      `  ${row.driver.padEnd(9)}${row.operation.padEnd(15)}${row.p50.toFixed(1).padStart(8)}${row.p95.toFixed(1).padStart(8)}${row.perSecond.toFixed(1).padStart(8)}`,
    );
  }
}
