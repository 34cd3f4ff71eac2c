import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue';

const deferred = () => {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('image work queue', () => {
  it('runs at most `concurrency` jobs and starts the next as one finishes', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 });
    const jobs = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = jobs.map((job, index) =>
      queue.run(`job-${index}`, () => {
        started.push(index);
        return job.promise;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.size).toEqual({ running: 2, waiting: 1 });
    jobs[0]?.resolve('a');
    await results[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    jobs[1]?.resolve('b');
    jobs[2]?.resolve('c');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('gives callers of the same key one shared run', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 10 });
    let runs = 0;
    const job = async () => {
      runs += 1;
      return 'bytes';
    };
    expect(await Promise.all([queue.run('same', job), queue.run('same', job), queue.run('same', job)])).toEqual(['bytes', 'bytes', 'bytes']);
    expect(runs).toBe(1);
  });

  it('refuses a job with a 503 and Retry-After when too many wait, and frees the slot of a failed job', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    const blocker = deferred();
    const running = queue.run('running', () => blocker.promise);
    const waiting = queue.run('waiting', async () => 'later');
    await expect(queue.run('refused', async () => 'never')).rejects.toMatchObject({ statusCode: 503, retryAfter: 1 });
    blocker.resolve('done');
    expect(await Promise.all([running, waiting])).toEqual(['done', 'later']);
    await expect(queue.run('broken', () => Promise.reject(new Error('corrupt original')))).rejects.toThrow('corrupt original');
    expect(await queue.run('after', async () => 'ok')).toBe('ok');
  });
});
