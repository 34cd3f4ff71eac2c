/** The worker's side of the offline basket queue (basket-queue.ts): queue a line change that found no network, replay later. */
/// <reference lib="webworker" />
import { applyOptimistically, memoryQueueStore, replayQueue, seenLine, type BasketLike, type QueueStore, type QueuedChange } from './basket-queue';
import { indexedDbQueueStore } from './queue-store';
import type { WorkerMessage } from './worker-messages';

const BASKET_CACHE = 'sf-basket';
const store: QueueStore = typeof indexedDB === 'undefined' ? memoryQueueStore() : indexedDbQueueStore();
let replaying: Promise<void> | null = null;

const basketUrlOf = (url: URL): string => `${url.origin}${/^\/api\/baskets\/[^/]+/.exec(url.pathname)?.[0] ?? url.pathname}`;

async function broadcast(scope: ServiceWorkerGlobalScope, message: WorkerMessage): Promise<void> {
  for (const client of await scope.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

export const basketQueueSize = async (): Promise<number> => (await store.all()).length;

export async function handleBasketChange(scope: ServiceWorkerGlobalScope, request: Request, url: URL): Promise<Response> {
  const body = request.method === 'DELETE' ? null : await request.clone().text();
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(BASKET_CACHE);
    const basketUrl = basketUrlOf(url);
    const cached = await cache.match(basketUrl, { ignoreSearch: true });
    const basket = cached ? ((await cached.json()) as BasketLike) : null;
    const method = request.method as QueuedChange['method'];
    await store.add({ url: url.href, method, body, queuedAt: Date.now(), seen: seenLine(basket, url.href, body) });
    const registration = scope.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
    await registration.sync?.register('sf-basket-replay').catch(() => undefined);
    await broadcast(scope, { type: 'sf-basket-queue', pending: await basketQueueSize() });
    if (!basket) {
      return Response.json({ code: 'OFFLINE_QUEUED', message: 'Saved on this device; it is sent when you are back online.' }, { status: 503 });
    }
    const next = applyOptimistically(basket, { url: url.href, method, body });
    await cache.put(basketUrl, Response.json(next));
    return Response.json(next, { headers: { 'x-sf-offline-queued': '1' } });
  }
}

async function send(change: QueuedChange): Promise<{ status: number; answer: unknown }> {
  const init: RequestInit = { method: change.method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (change.body) init.body = change.body;
  if (change.body) init.headers = { accept: 'application/json', 'content-type': 'application/json' };
  const response = await fetch(change.url, init);
  const answer: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  return { status: response.status, answer };
}

/** Sends the queued changes once at a time (a sync event and a page's message may both ask). */
export function replayBasketQueue(scope: ServiceWorkerGlobalScope): Promise<void> {
  replaying ??= (async () => {
    const queued = await store.all();
    if (!queued.length) return;
    const { outcomes, basket, remaining } = await replayQueue(store, send);
    if (basket)
      await (await caches.open(BASKET_CACHE)).put(`${scope.location.origin}/api/baskets/${encodeURIComponent(basket.basketId)}`, Response.json(basket));
    if (outcomes.length) await broadcast(scope, { type: 'sf-basket-replayed', outcomes, basket, pending: remaining });
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}
