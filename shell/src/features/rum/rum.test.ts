import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';
import type { RumBatch } from '@sf/contracts';
import { $consent, siteInfo, type ConsentState } from '@sf/remote-contract';
import { rumPageContext, startRealUserMonitoring } from './start-rum';

/** The callbacks the reporter handed to web-vitals, so a test can report metrics as the browser would. */
const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: unknown) => void>() }));
vi.mock('web-vitals', () => {
  const register = (name: string) => (callback: (metric: unknown) => void) => vitals.callbacks.set(name, callback);
  return { onLCP: register('LCP'), onINP: register('INP'), onCLS: register('CLS'), onFCP: register('FCP'), onTTFB: register('TTFB') };
});

const site = siteInfo('kerbside', 'de-de', 'uk-en', 'prefix_except_default');
const state = { site, status: 200, buildId: 'shell-build-7' };
const NO_CHOICE: ConsentState = { decided: false, required: true, performance: false, functional: false, targeting: false };
const consent = (performance: boolean) => $consent.set({ ...NO_CHOICE, decided: true, performance });

let ids = 0;
function report(name: MetricType['name'], value: number) {
  ids += 1;
  const callback = vitals.callbacks.get(name);
  if (!callback) throw new Error(`web-vitals' ${name} is not observed`);
  callback({ name, value, id: `v6-1767225600000-${1_000_000_000_000 + ids}`, navigationType: 'navigate', rating: 'good', delta: value, entries: [] });
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
}

let beacon: ReturnType<typeof vi.fn>;
const sentBatches = () => beacon.mock.calls.map(([url, body]) => ({ url: String(url), batch: JSON.parse(String(body)) as RumBatch }));
let stop: () => void = () => {};

beforeEach(() => {
  vitals.callbacks.clear();
  $consent.set(NO_CHOICE);
  beacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  $consent.set(NO_CHOICE);
});

describe('real-user monitoring', () => {
  it('measures and sends nothing without performance consent', async () => {
    const load = vi.fn(() => import('./web-vitals-reporter'));
    stop = startRealUserMonitoring(state, { pathname: '/de-de/p/trail-boot-nb1001', load });
    consent(false);
    hidePage();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    expect(vitals.callbacks.size).toBe(0);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('starts when consent is given later in the visit and sends one batch when the page is hidden', async () => {
    stop = startRealUserMonitoring(state, { pathname: '/de-de/p/trail-boot-nb1001' });
    hidePage();
    consent(true);
    await vi.waitFor(() => expect(vitals.callbacks.size).toBe(5));
    report('TTFB', 312.4);
    report('FCP', 1010.6);
    report('LCP', 1840);
    report('CLS', 0.012345);
    hidePage();
    expect(sentBatches()).toEqual([
      {
        url: '/api/rum',
        batch: {
          brand: 'kerbside',
          locale: 'de-de',
          buildId: 'shell-build-7',
          pageType: 'PDP',
          metrics: [
            { name: 'TTFB', value: 312, id: expect.any(String), navigationType: 'navigate' },
            { name: 'FCP', value: 1011, id: expect.any(String), navigationType: 'navigate' },
            { name: 'LCP', value: 1840, id: expect.any(String), navigationType: 'navigate' },
            { name: 'CLS', value: 0.0123, id: expect.any(String), navigationType: 'navigate' },
          ],
        },
      },
    ]);
    // Nothing new, nothing sent; a metric reported after the shopper came back goes in the next batch.
    hidePage();
    report('INP', 180);
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBatches()).toHaveLength(2);
    expect(sentBatches()[1]?.batch.metrics).toEqual([{ name: 'INP', value: 180, id: expect.any(String), navigationType: 'navigate' }]);
  });

  it('stops sending when consent is withdrawn, and sends again once it is given back', async () => {
    stop = startRealUserMonitoring(state, { pathname: '/de-de/' });
    consent(true);
    await vi.waitFor(() => expect(vitals.callbacks.size).toBe(5));
    report('LCP', 2000);
    consent(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    report('CLS', 0.2);
    hidePage();
    expect(beacon).not.toHaveBeenCalled();
    consent(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    report('INP', 90);
    hidePage();
    // What was measured before the withdrawal is dropped, not kept for later.
    expect(sentBatches().map(({ batch }) => [batch.pageType, batch.metrics.map((metric) => metric.name)])).toEqual([['Home', ['INP']]]);
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    beacon.mockReturnValue(false);
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    stop = startRealUserMonitoring(state, { pathname: '/de-de/cart' });
    consent(true);
    await vi.waitFor(() => expect(vitals.callbacks.size).toBe(5));
    report('TTFB', 200);
    hidePage();
    expect(fetch).toHaveBeenCalledWith('/api/rum', expect.objectContaining({ method: 'POST', keepalive: true }));
    expect((JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as RumBatch).pageType).toBe('Cart');
  });

  it('names the page type of the document, an error page as Error, and leaves internal pages out', () => {
    expect(rumPageContext(state, '/de-de/c/women/boots')?.pageType).toBe('PLP');
    expect(rumPageContext(state, '/de-de/search')?.pageType).toBe('Search');
    expect(rumPageContext({ ...state, status: 404 }, '/de-de/p/nope')?.pageType).toBe('Error');
    expect(rumPageContext(state, '/de-de/internal/web-vitals')).toBeNull();
    expect(rumPageContext(state, '/de-de/lower-envs')).toBeNull();
  });
});
