/**
 * Issue 27 figures: live chat message round trip with 500 concurrent conversations over two server instances that
 * share PostgreSQL and Redis. Shoppers start their conversations over REST on instance A and follow them by WebSocket
 * on A; agents sign in, claim and answer on instance B. A round trip: the shopper's `send` on A → the agent's socket on
 * B hears the `message` (one way, A→B) → the agent sends a reply → the shopper's socket on A hears it. Every
 * conversation sends at once, `rounds` times (lockstep: a round ends when every reply has arrived).
 *
 * Needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432; two instances cannot share an embedded database) and Redis
 * (REDIS_URL or 127.0.0.1:6379). A throwaway database is created and dropped at the end, also on failure.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { ChatServerFrameSchema, CHAT_MESSAGE_RATE, CHAT_WS_PATH, type ChatCurrent, type ChatServerFrame } from '@sf/contracts/chat';
import { openDatabase } from '../infra/server/src/db/client';
import { createMemoryStore } from '../infra/server/src/db/key-value';
import { createOperatorsService } from '../infra/server/src/modules/operators/service';
import { percentile } from './concurrent-figures';
import { postgresBaseUrl, postgresReachable } from './listing-databases';
import { sampleProcess, type ProcessSample } from './process-stats';
import { startStorefront, type Storefront } from './start-server';

export interface ChatBenchOptions {
  conversations?: number;
  /** Messages each shopper sends (each answered by its agent); CHAT_MESSAGE_RATE allows 10 per 10 s per visitor. */
  rounds?: number;
  /** Agents, each with one console socket on B following its share of the conversations. */
  agents?: number;
}

export interface ChatFigures {
  conversations: number;
  agents: number;
  rounds: number;
  roundTrips: number;
  failures: number;
  roundTripMs: { p50: number; p95: number; max: number };
  oneWayMs: { p50: number; p95: number };
  /** Shopper and agent messages stored and delivered per second during the rounds. */
  messagesPerSecond: number;
  seconds: number;
  servers: Array<{ label: string } & ProcessSample>;
  /** This process's CPU during the rounds (the 600 WebSocket clients), ms. */
  loadGeneratorCpuMs: number;
  cores: number;
  /** The machine's 1-minute load average when the rounds ended (other work on a shared machine shows here). */
  loadAverage: number;
  postgresVersion: string;
}

const REPLY_TIMEOUT_MS = 30_000;
const SETUP_CONCURRENCY = 25;
const AGENT_PASSWORD = 'bench-chat-agent-password';

function redisUrl(): string {
  return process.env.REDIS_URL || 'redis://127.0.0.1:6379';
}

/** A PING over a plain socket: whether Redis answers within 2 s. */
function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) || 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG') || data.toString().startsWith('-NOAUTH')));
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function adminQuery<T extends pg.QueryResultRow>(sql: string): Promise<pg.QueryResult<T>> {
  const admin = new pg.Client({ connectionString: postgresBaseUrl() });
  await admin.connect();
  try {
    return await admin.query<T>(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(postgresBaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T, index);
      }
    }),
  );
  return results;
}

/** Addresses unique to this run: the per-address limits count in Redis, which outlives a run. */
function addressesOfRun(): (index: number) => string {
  const [a = 0, b = 0] = randomBytes(2);
  return (index) => `10.${a}.${(b + Math.floor(index / 250)) % 256}.${(index % 250) + 1}`;
}

function cookieOf(response: Response, name: string): string {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie in the answer (${response.status})`);
  return header.split(';')[0] as string;
}

/** A WebSocket client that parses every frame against the contract and hands it to `onFrame`. */
function openSocket(url: string, cookie: string, onFrame: (frame: ChatServerFrame) => void): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers: { cookie } });
  socket.on('message', (data) => onFrame(ChatServerFrameSchema.parse(JSON.parse(data.toString()))));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

/** Resolves with the first frame `socket` gets that `matches`. */
function nextFrame(listeners: Set<(frame: ChatServerFrame) => void>, matches: (frame: ChatServerFrame) => boolean, what: string): Promise<ChatServerFrame> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      listeners.delete(listener);
      reject(new Error(`no ${what} within ${REPLY_TIMEOUT_MS} ms`));
    }, REPLY_TIMEOUT_MS);
    const listener = (frame: ChatServerFrame) => {
      if (!matches(frame)) return;
      clearTimeout(timer);
      listeners.delete(listener);
      resolve(frame);
    };
    listeners.add(listener);
  });
}

interface Client {
  socket: WebSocket;
  listeners: Set<(frame: ChatServerFrame) => void>;
}

async function connect(url: string, cookie: string, extra: (frame: ChatServerFrame) => void = () => undefined): Promise<Client> {
  const listeners = new Set<(frame: ChatServerFrame) => void>();
  const socket = await openSocket(url, cookie, (frame) => {
    extra(frame);
    for (const listener of [...listeners]) listener(frame);
  });
  return { socket, listeners };
}

interface Shopper {
  conversationId: string;
  cookie: string;
  client?: Client;
}

export async function runChatBench(options: ChatBenchOptions = {}): Promise<ChatFigures | null> {
  const conversations = options.conversations ?? 500;
  const rounds = Math.min(options.rounds ?? 5, CHAT_MESSAGE_RATE.limit);
  const agentCount = Math.min(options.agents ?? 100, conversations);
  const redis = redisUrl();
  if (!(await postgresReachable())) {
    console.log('\nChat round trip: PostgreSQL not reachable (DATABASE_URL or 127.0.0.1:5432): skipped (two instances need one shared database).');
    return null;
  }
  if (!(await redisReachable(redis))) {
    console.log(`\nChat round trip: Redis not reachable (${redis}): skipped (the instances share chat events through it).`);
    return null;
  }
  const dbName = `sf_bench_chat_${process.pid}`;
  const dataDirs: string[] = [];
  const servers: Storefront[] = [];
  const sockets: WebSocket[] = [];
  console.log(`\n[chat: ${conversations} conversations, ${agentCount} agents, ${rounds} rounds, two instances on PostgreSQL database ${dbName} and ${redis}]`);
  await adminQuery(`CREATE DATABASE "${dbName}"`);
  try {
    const postgresVersion = (await adminQuery<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
    // The agents' operator accounts (agent role only), written before the servers start: production seeds none.
    const handle = await openDatabase({ driver: 'postgres', url: databaseUrl(dbName), poolSize: 2 });
    const agentEmails = Array.from({ length: agentCount }, (_, index) => `bench-agent-${index + 1}@storefront.test`);
    try {
      await handle.migrate();
      const operators = createOperatorsService(handle.db, createMemoryStore());
      for (const email of agentEmails) await operators.ensure(email, AGENT_PASSWORD, ['agent']);
    } finally {
      await handle.close();
    }

    const channel = `bench-chat-${randomUUID()}`;
    const env = (label: string) => {
      const dataDir = path.join(os.tmpdir(), `sf-bench-chat-${process.pid}-${label}`);
      dataDirs.push(dataDir);
      return { DATABASE_URL: databaseUrl(dbName), DATA_DIR: dataDir, REDIS_URL: redis, CHAT_CHANNEL: channel, CHAT_HOURS: 'always', CHAT_BOT_FIRST: 'false' };
    };
    // One after the other: the first start of the empty database seeds it.
    const a = await startStorefront(await freePort(), env('a'));
    servers.push(a);
    const b = await startStorefront(await freePort(), env('b'));
    servers.push(b);
    const wsOf = (server: Storefront) => `${server.url.replace('http', 'ws')}${CHAT_WS_PATH}`;
    const address = addressesOfRun();

    const setupStarted = performance.now();
    const shoppers: Shopper[] = await inBatches(
      Array.from({ length: conversations }, (_, index) => index),
      SETUP_CONCURRENCY,
      async (index) => {
        const response = await fetch(`${a.url}/api/chat/conversations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address(index) },
          body: JSON.stringify({
            site: 'uk-en',
            email: `bench-shopper-${index + 1}@example.com`,
            topic: 'order',
            message: 'Where is my order?',
            page: { path: '/p/boot', type: 'product' },
            privacyAccepted: true,
          }),
        });
        if (response.status !== 201) throw new Error(`start conversation: ${response.status} ${await response.text()}`);
        const current = (await response.json()) as ChatCurrent;
        return { conversationId: current.conversation.id, cookie: cookieOf(response, 'sf_chat') };
      },
    );

    // Each agent signs in once on B (the per-account limit is 10 in 15 minutes) from an address of its own.
    const agentCookies = await inBatches(agentEmails, SETUP_CONCURRENCY, async (email, index) => {
      const response = await fetch(`${b.url}/api/operator/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address(conversations + index) },
        body: JSON.stringify({ email, password: AGENT_PASSWORD }),
      });
      if (response.status !== 204) throw new Error(`agent sign-in: ${response.status} ${await response.text()}`);
      return cookieOf(response, 'sf_operator');
    });
    const agentOf = (index: number) => index % agentCount;
    await inBatches(shoppers, SETUP_CONCURRENCY, async (shopper, index) => {
      const response = await fetch(`${b.url}/api/internal/chat/conversations/${shopper.conversationId}/claim`, {
        method: 'POST',
        headers: { cookie: agentCookies[agentOf(index)] as string },
      });
      if (response.status !== 204) throw new Error(`claim: ${response.status} ${await response.text()}`);
    });

    // Round-trip bookkeeping, keyed by the clientId of the shopper's message and of the agent's reply.
    const sentAt = new Map<string, number>();
    const replyTo = new Map<string, string>();
    const oneWay: number[] = [];
    const roundTrip: number[] = [];
    let errorFrames = 0;

    // Agents' consoles on B: hello, then watch each of their conversations; a shopper's message is answered at once.
    await inBatches(agentCookies, SETUP_CONCURRENCY, async (cookie, agentIndex) => {
      let client: Client | undefined;
      client = await connect(wsOf(b), cookie, (frame) => {
        if (frame.type === 'error') errorFrames += 1;
        if (frame.type !== 'message' || frame.message.author !== 'shopper' || !frame.message.clientId) return;
        const started = sentAt.get(frame.message.clientId);
        if (started === undefined || replyTo.has(frame.message.clientId)) return;
        oneWay.push(performance.now() - started);
        const reply = randomUUID();
        replyTo.set(frame.message.clientId, reply);
        sentAt.set(reply, started);
        client?.socket.send(
          JSON.stringify({ type: 'send', conversationId: frame.message.conversationId, clientId: reply, body: 'Your parcel left the warehouse today.' }),
        );
      });
      sockets.push(client.socket);
      const welcomed = nextFrame(client.listeners, (frame) => frame.type === 'welcome', 'agent welcome');
      client.socket.send(JSON.stringify({ type: 'hello', as: 'agent' }));
      await welcomed;
      for (const [index, shopper] of shoppers.entries()) {
        if (agentOf(index) === agentIndex) client.socket.send(JSON.stringify({ type: 'watch', conversationId: shopper.conversationId, lastSeq: 0 }));
      }
      // Frames are handled in order: the pong comes after every watch was.
      const ponged = nextFrame(client.listeners, (frame) => frame.type === 'pong', 'agent pong');
      client.socket.send(JSON.stringify({ type: 'ping' }));
      await ponged;
    });

    // Shoppers' sockets on A.
    await inBatches(shoppers, SETUP_CONCURRENCY, async (shopper) => {
      const client = await connect(wsOf(a), shopper.cookie, (frame) => {
        if (frame.type === 'error') errorFrames += 1;
      });
      sockets.push(client.socket);
      const welcomed = nextFrame(client.listeners, (frame) => frame.type === 'welcome', 'shopper welcome');
      client.socket.send(JSON.stringify({ type: 'hello', as: 'shopper', lastSeq: 0 }));
      const welcome = await welcomed;
      if (welcome.type !== 'welcome' || welcome.conversation?.status !== 'active') throw new Error(`shopper welcome: ${JSON.stringify(welcome).slice(0, 200)}`);
      shopper.client = client;
    });
    console.log(`  set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s (starts, sign-ins, claims, ${sockets.length} sockets)`);

    // One message and its answer; a missing answer counts as a failure after REPLY_TIMEOUT_MS.
    let failures = 0;
    const exchange = async (shopper: Shopper, round: number) => {
      const client = shopper.client as Client;
      const clientId = randomUUID();
      const answered = nextFrame(
        client.listeners,
        (frame) => frame.type === 'message' && frame.message.author === 'agent' && frame.message.clientId === replyTo.get(clientId),
        'reply',
      );
      const started = performance.now();
      sentAt.set(clientId, started);
      client.socket.send(JSON.stringify({ type: 'send', conversationId: shopper.conversationId, clientId, body: `Where is my order? (${round + 1})` }));
      try {
        await answered;
        roundTrip.push(performance.now() - started);
      } catch {
        failures += 1;
      }
    };

    const samplers = servers.map((server) => sampleProcess(server.pid));
    const ownCpu = process.cpuUsage();
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) await Promise.all(shoppers.map((shopper) => exchange(shopper, round)));
    const seconds = (performance.now() - started) / 1000;
    const [sampleA, sampleB] = samplers.map((sampler) => sampler.stop());
    const ownUsed = process.cpuUsage(ownCpu);

    const sortedTrips = [...roundTrip].sort((x, y) => x - y);
    const sortedOneWay = [...oneWay].sort((x, y) => x - y);
    if (errorFrames > 0) console.log(`  ${errorFrames} error frames`);
    return {
      conversations,
      agents: agentCount,
      rounds,
      roundTrips: roundTrip.length,
      failures,
      roundTripMs: { p50: percentile(sortedTrips, 50), p95: percentile(sortedTrips, 95), max: sortedTrips.at(-1) ?? 0 },
      oneWayMs: { p50: percentile(sortedOneWay, 50), p95: percentile(sortedOneWay, 95) },
      messagesPerSecond: (roundTrip.length * 2) / seconds,
      seconds,
      servers: [
        { label: 'A (shoppers)', peakRssMb: sampleA?.peakRssMb ?? null, cpuMs: sampleA?.cpuMs ?? null },
        { label: 'B (agents)', peakRssMb: sampleB?.peakRssMb ?? null, cpuMs: sampleB?.cpuMs ?? null },
      ],
      loadGeneratorCpuMs: (ownUsed.user + ownUsed.system) / 1000,
      cores: os.cpus().length,
      loadAverage: os.loadavg()[0] ?? 0,
      postgresVersion,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await Promise.all(servers.map((server) => server.stop()));
    await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch((error: unknown) =>
      console.error(`  could not drop ${dbName}: ${(error as Error).message}`),
    );
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

export function printChatFigures(figures: ChatFigures | null): void {
  if (!figures) return;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log('\nChat round trip (shopper on instance A → agent on instance B → reply to the shopper; Redis pub/sub between them)');
  console.log(
    `  ${figures.conversations} conversations, ${figures.agents} agents (one console socket each), ${figures.rounds} rounds: ${figures.roundTrips} round trips (${figures.roundTrips * 2} messages), ${figures.failures} without an answer in ${REPLY_TIMEOUT_MS / 1000} s`,
  );
  console.log(`  round trip   p50 ${ms(figures.roundTripMs.p50)}   p95 ${ms(figures.roundTripMs.p95)}   max ${ms(figures.roundTripMs.max)}`);
  console.log(`  one way A→B  p50 ${ms(figures.oneWayMs.p50)}   p95 ${ms(figures.oneWayMs.p95)}`);
  console.log(`  ${figures.messagesPerSecond.toFixed(0)} messages/s over ${figures.seconds.toFixed(1)} s`);
  const cpu = (ms: number) => `${(ms / 1000).toFixed(1)} s CPU (${(ms / 10 / figures.seconds).toFixed(0)}% of a core)`;
  for (const server of figures.servers) {
    const rss = server.peakRssMb === null ? 'n/a' : `${server.peakRssMb.toFixed(0)} MB`;
    console.log(`  server ${server.label.padEnd(13)} peak RSS ${rss}, ${server.cpuMs === null ? 'n/a' : cpu(server.cpuMs)}`);
  }
  console.log(`  load generator (this process, every socket) ${cpu(figures.loadGeneratorCpuMs)}`);
  console.log(
    `  machine: ${figures.cores} cores, load average ${figures.loadAverage.toFixed(1)} (load generator, both servers, PostgreSQL ${figures.postgresVersion} and Redis share them); APP_ENV=production`,
  );
}
