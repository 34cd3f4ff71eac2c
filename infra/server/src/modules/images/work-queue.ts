/**
 * Runs CPU-heavy jobs a few at a time. Encoding an AVIF takes a core for tens to hundreds of milliseconds, and this
 * server may have two: unbounded, a burst of cold images would starve every other request. Jobs with the same key
 * share one run (twenty visitors asking for the same cold variant cost one encode), and when too many are waiting
 * a new job is refused at once rather than queued for seconds.
 */
import { HttpError } from '../../http-errors';

export interface WorkQueueOptions {
  /** Jobs running at the same time. */
  concurrency: number;
  /** Jobs allowed to wait; one more is refused with a 503. */
  maxWaiting: number;
}

export interface WorkQueue {
  run<T>(key: string, job: () => Promise<T>): Promise<T>;
  /** Running and waiting jobs (tests, health). */
  readonly size: { running: number; waiting: number };
}

export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const inFlight = new Map<string, Promise<unknown>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  const slot = (): Promise<void> => {
    if (running < options.concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= options.maxWaiting) return Promise.reject(new HttpError(503, 'Too many images are being prepared. Please try again in a moment.', 1));
    return new Promise((resolve) => waiting.push(resolve));
  };

  return {
    run<T>(key: string, job: () => Promise<T>): Promise<T> {
      const shared = inFlight.get(key);
      if (shared) return shared as Promise<T>;
      const result = slot().then(async () => {
        try {
          return await job();
        } finally {
          release();
        }
      });
      inFlight.set(key, result);
      const forget = () => inFlight.delete(key);
      result.then(forget, forget);
      return result;
    },
    get size() {
      return { running, waiting: waiting.length };
    },
  };
}
