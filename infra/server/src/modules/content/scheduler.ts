/**
 * Issue 25: applies due scheduled publishes and unpublishes. Every instance runs it every
 * CONTENT_SCHEDULER_INTERVAL_MS (default 30 s); schedules are rows, so a restart loses none, and the editor's
 * row locks (`FOR UPDATE SKIP LOCKED`) make each due row apply once however many instances run it. A pass that
 * changed a live page tells every instance's caches through the change feed.
 */
import type { ContentEditor } from './editor';

export interface SchedulerOptions {
  editor: Pick<ContentEditor, 'applyDue'>;
  intervalMs: number;
  /** Called after a pass changed at least one live page. */
  changed: () => Promise<void>;
  log: (message: string, error?: unknown) => void;
}

export function startContentScheduler(options: SchedulerOptions): { stop: () => Promise<void>; runOnce: () => Promise<number> } {
  let running: Promise<number> | null = null;
  const runOnce = (): Promise<number> => {
    // One pass at a time per instance; an overlapping tick waits for the running pass instead of starting another.
    running ??= options.editor
      .applyDue()
      .then(async (applied) => {
        if (applied > 0) await options.changed();
        return applied;
      })
      .catch((error: unknown) => {
        options.log('content scheduler: a pass failed; the next one retries', error);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a running pass (the database closes after this). */
    async stop() {
      clearInterval(timer);
      if (running) await running;
    },
    runOnce,
  };
}
