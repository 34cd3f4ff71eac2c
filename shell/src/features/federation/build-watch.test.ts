import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn<(path: string, options?: unknown) => Promise<unknown>>();
vi.mock('../api/shell-api', () => ({ shellTypedApi: { get: (path: string, options?: unknown) => get(path, options) } }));
const { startBuildWatch } = await import('./build-watch');
const { $reloadOnNextNavigation, isChunkLoadError } = await import('./reload-flag');

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  $reloadOnNextNavigation.set(null);
  get.mockReset();
  vi.useRealTimers();
});

describe('build watch (spec §4)', () => {
  it('polls builds/latest.json with a timestamp and marks a full reload when the id changed', async () => {
    vi.useFakeTimers();
    get.mockResolvedValueOnce({ id: 'build-1' }).mockResolvedValueOnce({ id: 'build-2' });
    stop = startBuildWatch('build-1', 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(get).toHaveBeenCalledWith('/builds/latest.json', { query: { timestamp: expect.stringMatching(/^\d+$/) } });
    expect($reloadOnNextNavigation.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect($reloadOnNextNavigation.get()).toBe('new-build');
  });

  it('keeps the page as it is when the edge cannot be reached', async () => {
    vi.useFakeTimers();
    get.mockRejectedValue(new Error('offline'));
    stop = startBuildWatch('build-1', 1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect($reloadOnNextNavigation.get()).toBeNull();
  });

  it('checks when the tab is shown again', async () => {
    get.mockResolvedValue({ id: 'build-2' });
    stop = startBuildWatch('build-1');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect($reloadOnNextNavigation.get()).toBe('new-build'));
  });

  it('marks a full reload on a chunk load error nobody caught', () => {
    stop = startBuildWatch('build-1');
    const chunkError = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new Error('unrelated') });
    window.dispatchEvent(event);
    expect($reloadOnNextNavigation.get()).toBeNull();
    const chunkEvent = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(chunkEvent, 'reason', { value: chunkError });
    window.dispatchEvent(chunkEvent);
    expect($reloadOnNextNavigation.get()).toBe('chunk-load-error');
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('fetch failed'))).toBe(false);
  });
});
