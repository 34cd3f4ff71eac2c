/**
 * The chat's fan-out: a conversation's events (a message, typing, the conversation changed) reach every socket
 * following it, and "the queues changed" reaches every agent console, whichever instance holds the socket. In process
 * by default; across instances through Redis pub/sub (ioredis) when REDIS_URL is set, the way db/change-feed.ts does:
 * the publishing instance delivers to its own sockets first, whatever Redis does; while Redis is down `publish` never
 * throws and nothing waits on it for more than a second (other instances' sockets miss live events and catch up with
 * `hello`/`watch` after their lastSeq, since every message is stored before it is published).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ChatServerFrameSchema, type ChatServerFrame } from '@sf/contracts/chat';
import { createFanOut, redisPubSubPair, type Log } from '../../db/pubsub';

export type ChatHubEvent =
  /** `exceptSocket`: the socket that caused it (it got an `ack`, or is the one typing). */
  { kind: 'conversation'; conversationId: string; frame: ChatServerFrame; exceptSocket?: string } | { kind: 'queues' };

export type ChatHubListener = (event: ChatHubEvent) => void;

export interface ChatHub {
  /** Delivers on this instance at once, then to the others; never rejects. */
  publish(event: ChatHubEvent): Promise<void>;
  subscribe(listener: ChatHubListener): () => void;
  close(): Promise<void>;
}

const EventSchema = z.object({
  from: z.string().max(64),
  event: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('conversation'), conversationId: z.string().uuid(), frame: ChatServerFrameSchema, exceptSocket: z.string().max(64).optional() }),
    z.object({ kind: z.literal('queues') }),
  ]),
});

export function createLocalChatHub(log: Log): ChatHub {
  const fanOut = createFanOut<ChatHubEvent>(log, 'chat-hub');
  return { publish: async (event) => fanOut.deliver(event), subscribe: fanOut.subscribe, close: async () => undefined };
}

export async function createRedisChatHub(url: string, channel: string, log: Log, timeoutMs = 1000): Promise<ChatHub> {
  const instanceId = randomUUID();
  const fanOut = createFanOut<ChatHubEvent>(log, 'chat-hub');
  const { publisher, subscriber, warn } = redisPubSubPair(url, timeoutMs, log, 'chat-hub');
  publisher.on('error', (error: Error) => warn(`Redis unavailable (${error.message}); chat events reach this instance's sockets only`));
  subscriber.on('error', (error: Error) => warn(`Redis unavailable (${error.message}); chat events of other instances are missed until it is back`));

  let subscribed: Promise<void> = Promise.resolve();
  subscriber.on('ready', () => {
    subscribed = subscriber
      .subscribe(channel)
      .then(() => {
        // Sockets on other instances may have missed events: agents' consoles re-read their queues.
        fanOut.deliver({ kind: 'queues' });
      })
      .catch((error: Error) => warn(`subscribing failed (${error.message}); retrying on the next connection`));
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    let json: unknown = null;
    try {
      json = JSON.parse(message);
    } catch {
      // Reported below like any malformed message.
    }
    const parsed = EventSchema.safeParse(json);
    if (!parsed.success) return warn('ignored a malformed chat event');
    if (parsed.data.from !== instanceId) fanOut.deliver(parsed.data.event);
  });

  // Boot does not wait for Redis to come up: the hub starts local-only and heals when it connects.
  await Promise.all([publisher.connect().catch(() => undefined), subscriber.connect().catch(() => undefined)]);
  if (subscriber.status === 'ready') await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);

  return {
    async publish(event) {
      fanOut.deliver(event);
      try {
        await publisher.publish(channel, JSON.stringify({ from: instanceId, event }));
      } catch (error) {
        warn(`publishing a ${event.kind} event failed (${error instanceof Error ? error.message : String(error)}); delivered on this instance only`);
      }
    },
    subscribe: fanOut.subscribe,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** Redis when a URL is configured, else this process only. */
export function openChatHub(redisUrl: string | undefined, channel: string, log: Log): Promise<ChatHub> {
  return redisUrl ? createRedisChatHub(redisUrl, channel, log) : Promise.resolve(createLocalChatHub(log));
}
