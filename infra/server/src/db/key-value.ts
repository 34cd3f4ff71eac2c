/**
 * A small expiring key-value store for state that must be shared between server instances (payment tokens,
 * challenges, rate-limit counters): in process by default, Redis when REDIS_URL is set. The Redis side speaks RESP
 * over one socket itself, so the server needs no Redis client dependency for these few commands.
 */
import net from 'node:net';

export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  /** Sets with a time to live in seconds. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Increments a counter, starting its window of `ttlSeconds` on the first hit; returns the count and seconds left. */
  hit(key: string, ttlSeconds: number): Promise<{ count: number; ttlSeconds: number }>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, ttlSeconds) => void entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 }),
    hit: async (key, ttlSeconds) => {
      const entry = live(key) ?? { value: '0', expiresAt: now() + ttlSeconds * 1000 };
      entry.value = String(Number(entry.value) + 1);
      entries.set(key, entry);
      return { count: Number(entry.value), ttlSeconds: Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000)) };
    },
    del: async (key) => void entries.delete(key),
    close: async () => entries.clear(),
  };
}

type Reply = string | number | null | Reply[];

/** Parses one RESP reply from `buffer` at `offset`; returns undefined while incomplete. */
function parseReply(buffer: Buffer, offset: number): { value: Reply; next: number } | undefined {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return undefined;
  const kind = String.fromCharCode(buffer[offset] ?? 0);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  if (kind === '+') return { value: line, next };
  if (kind === '-') throw new Error(`Redis: ${line}`);
  if (kind === ':') return { value: Number(line), next };
  if (kind === '$') {
    const length = Number(line);
    if (length < 0) return { value: null, next };
    if (buffer.length < next + length + 2) return undefined;
    return { value: buffer.toString('utf8', next, next + length), next: next + length + 2 };
  }
  if (kind === '*') {
    const count = Number(line);
    const items: Reply[] = [];
    let cursor = next;
    for (let i = 0; i < count; i++) {
      const item = parseReply(buffer, cursor);
      if (!item) return undefined;
      items.push(item.value);
      cursor = item.next;
    }
    return { value: count < 0 ? null : items, next: cursor };
  }
  throw new Error(`Redis: unexpected reply type ${kind}`);
}

export async function createRedisStore(url: string, prefix = 'sf:'): Promise<KeyValueStore> {
  const { hostname, port, password, pathname } = new URL(url);
  const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const pending: Array<{ resolve: (reply: Reply) => void; reject: (error: Error) => void }> = [];
  let buffer = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      let parsed: { value: Reply; next: number } | undefined;
      try {
        parsed = parseReply(buffer, 0);
      } catch (error) {
        const lineEnd = buffer.indexOf('\r\n');
        buffer = buffer.subarray(lineEnd + 2);
        pending.shift()?.reject(error as Error);
        continue;
      }
      if (!parsed) break;
      buffer = buffer.subarray(parsed.next);
      pending.shift()?.resolve(parsed.value);
    }
  });
  socket.on('error', (error) => pending.splice(0).forEach((request) => request.reject(error)));
  const command = (...args: string[]) =>
    new Promise<Reply>((resolve, reject) => {
      pending.push({ resolve, reject });
      socket.write(`*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`);
    });
  if (password) await command('AUTH', decodeURIComponent(password));
  const db = pathname.replace('/', '');
  if (db) await command('SELECT', db);

  return {
    get: async (key) => {
      const value = await command('GET', prefix + key);
      return typeof value === 'string' ? value : null;
    },
    set: async (key, value, ttlSeconds) => void (await command('SET', prefix + key, value, 'EX', String(ttlSeconds))),
    hit: async (key, ttlSeconds) => {
      const count = Number(await command('INCR', prefix + key));
      if (count === 1) await command('EXPIRE', prefix + key, String(ttlSeconds));
      const ttl = Number(await command('TTL', prefix + key));
      return { count, ttlSeconds: ttl > 0 ? ttl : ttlSeconds };
    },
    del: async (key) => void (await command('DEL', prefix + key)),
    close: async () => {
      await command('QUIT').catch(() => null);
      socket.destroy();
    },
  };
}

/** The store the app uses: Redis when a URL is configured, else this process's memory. */
export function openKeyValueStore(redisUrl: string | undefined): Promise<KeyValueStore> {
  return redisUrl ? createRedisStore(redisUrl) : Promise.resolve(createMemoryStore());
}
