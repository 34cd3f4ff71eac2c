/** Messages between pages and the EMEA service worker (issue 26); shared by both sides so they cannot drift. */
import type { BasketLike, ReplayOutcome } from './basket-queue';

/** Worker → pages. */
export type WorkerMessage =
  | { type: 'sf-basket-queue'; pending: number }
  | { type: 'sf-basket-replayed'; outcomes: ReplayOutcome[]; basket: BasketLike | null; pending: number };

/** Pages → worker. `SKIP_WAITING` is workbox-window's own message (messageSkipWaiting). */
export type PageMessage = { type: 'SKIP_WAITING' } | { type: 'sf-basket-replay' } | { type: 'sf-basket-status' };

export const isWorkerMessage = (data: unknown): data is WorkerMessage =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { type?: unknown }).type === 'string' &&
  (data as { type: string }).type.startsWith('sf-basket-');
