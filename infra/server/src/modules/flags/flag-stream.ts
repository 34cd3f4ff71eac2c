/**
 * Server-Sent Events for `/fapi/featureFlags/stream` (issue 24): each instance keeps its own open streams and, when
 * its flag snapshot changes (an edit here, or on another instance through the change feed), sends every stream the
 * flags evaluated for that stream's visitor. Visitors with the same context share one evaluation per change.
 *
 * Heartbeat comments keep proxies from closing idle streams; a stream is dropped when its socket closes or a write
 * fails; an address may hold at most `maxPerAddress` streams (a tab per page is normal, hundreds are not).
 */
import type { ServerResponse } from 'node:http';
import type { FeatureFlags } from '@sf/remote-contract';
import { FLAG_STREAM_EVENT } from '@sf/contracts/feature-flags';

export const HEARTBEAT_MS = 15_000;

export interface StreamClient {
  response: ServerResponse;
  address: string;
  /** Visitors with the same key get the same flags (site, consumer, passthrough). */
  contextKey: string;
  evaluate: () => FeatureFlags;
}

export function createFlagStreamHub(options: { maxPerAddress: number; heartbeatMs?: number }) {
  const clients = new Set<StreamClient>();
  const perAddress = new Map<string, number>();
  let heartbeat: NodeJS.Timeout | null = null;

  const frame = (flags: FeatureFlags, version: number) => `id: ${version}\nevent: ${FLAG_STREAM_EVENT}\ndata: ${JSON.stringify(flags)}\n\n`;

  function drop(client: StreamClient): void {
    if (!clients.delete(client)) return;
    const left = (perAddress.get(client.address) ?? 1) - 1;
    if (left > 0) perAddress.set(client.address, left);
    else perAddress.delete(client.address);
    if (!client.response.writableEnded) client.response.end();
    if (clients.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  function write(client: StreamClient, text: string): void {
    try {
      client.response.write(text);
    } catch {
      drop(client);
    }
  }

  return {
    size: () => clients.size,
    /** False when the address already holds its share of streams (the route answers 429). */
    admits: (address: string) => (perAddress.get(address) ?? 0) < options.maxPerAddress,
    /** Registers an open stream and sends its first event at once. */
    add(client: StreamClient, version: number): void {
      clients.add(client);
      perAddress.set(client.address, (perAddress.get(client.address) ?? 0) + 1);
      client.response.on('close', () => drop(client));
      client.response.on('error', () => drop(client));
      write(client, `retry: 2000\n${frame(client.evaluate(), version)}`);
      heartbeat ??= setInterval(() => {
        for (const open of [...clients]) write(open, `: heartbeat ${Date.now()}\n\n`);
      }, options.heartbeatMs ?? HEARTBEAT_MS).unref();
    },
    /** A new snapshot: every stream gets its visitor's flags. */
    broadcast(version: number): void {
      const frames = new Map<string, string>();
      for (const client of [...clients]) {
        let text = frames.get(client.contextKey);
        if (text === undefined) {
          text = frame(client.evaluate(), version);
          frames.set(client.contextKey, text);
        }
        write(client, text);
      }
    },
    /** Ends every stream (the app is closing; browsers reconnect to another instance). */
    closeAll(): void {
      for (const client of [...clients]) drop(client);
    },
  };
}

export type FlagStreamHub = ReturnType<typeof createFlagStreamHub>;
