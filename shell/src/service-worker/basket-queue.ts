/**
 * The offline basket queue (issue 26): a line change made without a connection is kept on the device, the page is
 * answered with the last basket it saw with the change applied (so it shows at once, marked pending by the shell),
 * and the change is sent again when the connection is back. The server's answer then tells whether the price or the
 * stock changed meanwhile. Pure logic over a storage interface; the worker gives it IndexedDB (queue-store.ts).
 */

/**
 * The part of the API's basket (contracts BasketSchema) the queue reads. The worker is typed against the webworker
 * library, which the contracts barrel (DOM code) does not compile under; a Basket is assignable to this.
 */
interface Money {
  amount: number;
  currency: string;
}
export interface BasketLine {
  itemId: string;
  variantId: string;
  name: string;
  quantity: number;
  unitPrice: Money;
  lineTotal: Money;
}
export interface BasketLike {
  basketId: string;
  currency: string;
  totalItems: number;
  items: BasketLine[];
  giftCardItems: unknown[];
}

export interface QueuedChange {
  id: number;
  url: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  body: string | null;
  queuedAt: number;
  /** The line as the shopper last saw it (absent for a product not in the basket yet). */
  seen: { itemId?: string; variantId?: string; name?: string; unitPrice?: number; quantity?: number } | null;
}

export interface QueueStore {
  add(change: Omit<QueuedChange, 'id'>): Promise<number>;
  all(): Promise<QueuedChange[]>;
  remove(id: number): Promise<void>;
}

export type ReplayOutcome =
  | { kind: 'applied'; name: string }
  | { kind: 'price-changed'; name: string; before: number; after: number; currency: string }
  | { kind: 'stock-changed'; name: string; message: string }
  | { kind: 'failed'; name: string; status: number };

const itemIdOf = (url: string): string | undefined => /\/items\/([^/?]+)/.exec(url)?.[1]?.replace(/%[0-9A-F]{2}/gi, decodeURIComponent);

function parseBody(body: string | null): { quantity?: number; variantId?: string } {
  try {
    return body ? (JSON.parse(body) as { quantity?: number; variantId?: string }) : {};
  } catch {
    return {};
  }
}

/** What the shopper saw of the line a change is about, kept with the change to compare with the server's answer. */
export function seenLine(basket: BasketLike | null, url: string, body: string | null): QueuedChange['seen'] {
  const itemId = itemIdOf(url);
  const variantId = parseBody(body).variantId;
  const line = basket?.items.find((item) => (itemId ? item.itemId === itemId : item.variantId === variantId));
  if (!line) return variantId ? { variantId } : null;
  return { itemId: line.itemId, variantId: line.variantId, name: line.name, unitPrice: line.unitPrice.amount, quantity: line.quantity };
}

/** The last basket with a queued change applied to its lines: quantities and line totals (the totals follow on replay). */
export function applyOptimistically<B extends BasketLike>(basket: B, change: Pick<QueuedChange, 'url' | 'method' | 'body'>): B {
  const itemId = itemIdOf(change.url);
  const { quantity } = parseBody(change.body);
  let items: B['items'] = basket.items;
  if (change.method === 'DELETE' && itemId) items = items.filter((item) => item.itemId !== itemId);
  else if (change.method === 'PATCH' && itemId && quantity) {
    items = items.map((item) =>
      item.itemId === itemId ? { ...item, quantity, lineTotal: { ...item.lineTotal, amount: item.unitPrice.amount * quantity } } : item,
    );
  } else if (change.method === 'POST' && !itemId && quantity) {
    const { variantId } = parseBody(change.body);
    items = items.map((item) =>
      item.variantId === variantId
        ? { ...item, quantity: item.quantity + quantity, lineTotal: { ...item.lineTotal, amount: item.unitPrice.amount * (item.quantity + quantity) } }
        : item,
    );
  }
  const totalItems = items.reduce((sum, item) => sum + item.quantity, 0) + basket.giftCardItems.length;
  return { ...basket, items, totalItems };
}

/** Compares the server's answer to a replayed change with what the shopper saw when making it. */
export function outcomeOf(change: QueuedChange, status: number, answer: unknown): ReplayOutcome {
  const name = change.seen?.name ?? '';
  if (status === 409) {
    const message = typeof answer === 'object' && answer && 'message' in answer ? String((answer as { message: unknown }).message) : '';
    return { kind: 'stock-changed', name, message };
  }
  if (status < 200 || status >= 300) return { kind: 'failed', name, status };
  const basket = answer as BasketLike | undefined;
  const requested = parseBody(change.body).quantity;
  const line = basket?.items?.find((item) => (change.seen?.itemId ? item.itemId === change.seen.itemId : item.variantId === change.seen?.variantId));
  if (line && change.seen?.unitPrice !== undefined && line.unitPrice.amount !== change.seen.unitPrice) {
    return { kind: 'price-changed', name: line.name, before: change.seen.unitPrice, after: line.unitPrice.amount, currency: line.unitPrice.currency };
  }
  if (line && change.method === 'PATCH' && requested && line.quantity < requested) {
    return { kind: 'stock-changed', name: line.name, message: '' };
  }
  return { kind: 'applied', name: line?.name ?? name };
}

export type Send = (change: QueuedChange) => Promise<{ status: number; answer: unknown }>;

/**
 * Sends the queued changes in order. A change the network still refuses stops the replay and stays queued (still
 * offline); any answer from the server, success or not, takes the change off the queue with its outcome.
 */
export async function replayQueue(store: QueueStore, send: Send): Promise<{ outcomes: ReplayOutcome[]; basket: BasketLike | null; remaining: number }> {
  const outcomes: ReplayOutcome[] = [];
  let basket: BasketLike | null = null;
  const queued = await store.all();
  for (const [index, change] of queued.entries()) {
    let result: { status: number; answer: unknown };
    try {
      result = await send(change);
    } catch {
      return { outcomes, basket, remaining: queued.length - index };
    }
    outcomes.push(outcomeOf(change, result.status, result.answer));
    if (result.status >= 200 && result.status < 300 && result.answer && typeof result.answer === 'object' && 'basketId' in result.answer) {
      basket = result.answer as BasketLike;
    }
    await store.remove(change.id);
  }
  return { outcomes, basket, remaining: 0 };
}

/** An in-memory store, for tests and for a browser that refuses IndexedDB (the queue then lives as long as the worker). */
export function memoryQueueStore(): QueueStore {
  const items = new Map<number, QueuedChange>();
  let next = 1;
  return {
    add: async (change) => {
      const id = next++;
      items.set(id, { ...change, id });
      return id;
    },
    all: async () => [...items.values()].sort((a, b) => a.id - b.id),
    remove: async (id) => {
      items.delete(id);
    },
  };
}
