/**
 * Issue 24 figures: flag evaluation p95 (µs) and the Server-Sent Events fan-out of one change to 1,000 open streams.
 * 1. Evaluation, in process: every declared flag for one visitor from a snapshot with rules and rollouts, through the
 *    provider's synchronous core (documents, stream fan-out) and through the OpenFeature client (/fapi/featureFlags).
 * 2. Fan-out: the real server (APP_ENV=test for the demo operator, its own fresh database); 1,000 streams open on
 *    /fapi/featureFlags/stream, then an operator saves a flag through the internal API and every stream's next event
 *    is timed from just before the save; three changes. The server's CPU and peak RSS are sampled meanwhile.
 */
import { OpenFeature } from '@openfeature/server-sdk';
import type { FlagKey, InternalFlags } from '@sf/contracts';
import { FLAG_KEYS } from '@sf/contracts/api';
import { targetsOf, type StoredFlag } from '../infra/server/src/modules/flags/evaluate';
import type { FlagSnapshot, FlagStore } from '../infra/server/src/modules/flags/flag-store';
import { StorefrontFlagProvider, toEvaluationContext } from '../infra/server/src/modules/flags/provider';
import { CANADA_NO_LIVE_CHAT, DEFAULT_FLAGS } from '../infra/server/src/modules/flags/seed';
import { flagContext } from '../infra/server/src/modules/flags/service';
import { openSse, type SseConnection } from '../infra/server/src/modules/flags/sse-reader';
import { sampleProcess, type ProcessSample } from './process-stats';
import { startStorefront } from './start-server';

const PORT = 3230;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** A snapshot like a busy production one: the Canada rule, targeting on several fields, rollouts. */
function benchSnapshot(): FlagSnapshot {
  const flags = new Map<FlagKey, StoredFlag>();
  for (const key of FLAG_KEYS) {
    flags.set(key, {
      key,
      description: '',
      defaultValue: DEFAULT_FLAGS[key],
      rolloutPercentage: key === 'legacyUrls' ? 25 : null,
      rules: [
        ...(key === 'liveChat' ? [CANADA_NO_LIVE_CHAT] : []),
        {
          description: '',
          conditions: [
            { attribute: 'consumer.isLoyaltyMember', operator: 'in', values: ['true'] },
            { attribute: 'brand.key', operator: 'notIn', values: ['kerbside_de-de', 'fieldwear_fr-fr'] },
          ],
          value: true,
          percentage: 50,
        },
        { description: '', conditions: [{ attribute: 'employee', operator: 'in', values: ['true'] }], value: true, percentage: null },
      ],
      version: 1,
      updatedAt: new Date(),
      updatedBy: null,
    });
  }
  return { version: 1, flags };
}

export interface FlagsFigures {
  evaluation: { coreP50Us: number; coreP95Us: number; openFeatureP50Us: number; openFeatureP95Us: number; runs: number };
  fanOut: { clients: number; changes: number; p50Ms: number; p95Ms: number; maxMs: number; missed: number; server: ProcessSample } | null;
}

async function evaluationFigures(runs = 20_000): Promise<FlagsFigures['evaluation']> {
  const snapshot = benchSnapshot();
  const store: FlagStore = { current: () => snapshot, reload: async () => undefined, settled: async () => undefined, onChange: () => () => undefined };
  const provider = new StorefrontFlagProvider(store, {});
  await OpenFeature.setProviderAndWait('flags-bench', provider);
  const client = OpenFeature.getClient('flags-bench');
  const contexts = Array.from({ length: 100 }, (_, index) =>
    flagContext({ brand: 'northbound', locale: 'uk-en' }, 'production', {
      email: `shopper${index}@example.com`,
      role: 'shopper',
      isLoyaltyMember: index % 2 === 0,
    }),
  );
  const core: number[] = [];
  const viaOpenFeature: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = contexts[run % contexts.length];
    if (!context) continue;
    let started = performance.now();
    const targets = targetsOf(context);
    const evaluation = toEvaluationContext(targets, {});
    for (const key of FLAG_KEYS) provider.resolve(key, DEFAULT_FLAGS[key], evaluation);
    core.push((performance.now() - started) * 1000);
    started = performance.now();
    await Promise.all(FLAG_KEYS.map((key) => client.getBooleanValue(key, DEFAULT_FLAGS[key], toEvaluationContext(targetsOf(context), {}))));
    viaOpenFeature.push((performance.now() - started) * 1000);
  }
  // The first runs warm the JIT; the figures are of the rest.
  const warm = (values: number[]) => values.slice(Math.floor(values.length / 10));
  return {
    coreP50Us: percentile(warm(core), 50),
    coreP95Us: percentile(warm(core), 95),
    openFeatureP50Us: percentile(warm(viaOpenFeature), 50),
    openFeatureP95Us: percentile(warm(viaOpenFeature), 95),
    runs,
  };
}

async function fanOutFigures(clients: number, changes: number): Promise<FlagsFigures['fanOut']> {
  const server = await startStorefront(PORT, { APP_ENV: 'test', FLAG_STREAMS_PER_ADDRESS: String(clients + 10) });
  const streams: SseConnection[] = [];
  try {
    for (let opened = 0; opened < clients; opened += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, clients - opened) }, () => openSse(`${server.url}/fapi/featureFlags/stream?locale=uk-en`)),
      );
      streams.push(...batch);
    }
    await Promise.all(streams.map((stream) => stream.next(30_000)));
    const signIn = await fetch(`${server.url}/api/operator/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'operator@storefront.test', password: 'lower-envs-operator' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const delays: number[] = [];
    let missed = 0;
    const sample = sampleProcess(server.pid);
    for (let change = 0; change < changes; change += 1) {
      const list = (await (await fetch(`${server.url}/api/internal/feature-flags`, { headers: { cookie } })).json()) as InternalFlags;
      const flag = list.flags.find((candidate) => candidate.key === 'backToTop');
      if (!flag) throw new Error('backToTop is not stored');
      const arrivals = streams.map((stream) => stream.next(10_000).then(() => performance.now()));
      const started = performance.now();
      const saved = await fetch(`${server.url}/api/internal/feature-flags/backToTop`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ defaultValue: !flag.defaultValue, rolloutPercentage: flag.rolloutPercentage, rules: flag.rules, version: flag.version }),
      });
      if (!saved.ok) throw new Error(`saving the flag: ${saved.status} ${await saved.text()}`);
      for (const arrival of await Promise.allSettled(arrivals)) {
        if (arrival.status === 'fulfilled') delays.push(arrival.value - started);
        else missed += 1;
      }
    }
    return { clients, changes, p50Ms: percentile(delays, 50), p95Ms: percentile(delays, 95), maxMs: Math.max(...delays), missed, server: sample.stop() };
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
}

export async function runFlagsBench(options: { clients?: number; changes?: number } = {}): Promise<FlagsFigures> {
  const evaluation = await evaluationFigures();
  const fanOut = await fanOutFigures(options.clients ?? 1000, options.changes ?? 3);
  return { evaluation, fanOut };
}

export function printFlagsFigures({ evaluation, fanOut }: FlagsFigures): void {
  console.log(`\nFeature flags (issue 24): all ${FLAG_KEYS.length} flags for one visitor, ${evaluation.runs} runs:`);
  console.log(`  provider core (sync):   p50 ${evaluation.coreP50Us.toFixed(1)} µs, p95 ${evaluation.coreP95Us.toFixed(1)} µs`);
  console.log(`  OpenFeature client:     p50 ${evaluation.openFeatureP50Us.toFixed(1)} µs, p95 ${evaluation.openFeatureP95Us.toFixed(1)} µs`);
  if (!fanOut) return;
  const cpu = fanOut.server.cpuMs === null ? 'n/a' : `${fanOut.server.cpuMs.toFixed(0)} ms`;
  const rss = fanOut.server.peakRssMb === null ? 'n/a' : `${fanOut.server.peakRssMb.toFixed(0)} MB`;
  console.log(
    `  SSE fan-out to ${fanOut.clients} streams, ${fanOut.changes} changes: delivery p50 ${fanOut.p50Ms.toFixed(0)} ms, p95 ${fanOut.p95Ms.toFixed(0)} ms, max ${fanOut.maxMs.toFixed(0)} ms, missed ${fanOut.missed}; server CPU ${cpu}, peak RSS ${rss}`,
  );
}
