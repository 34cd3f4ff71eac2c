import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IngestBatch } from '@sf/contracts';
import { $site, siteInfo } from '@sf/remote-contract';
import { ANALYTICS_SESSION_COOKIE } from '@sf/contracts/analytics-ingest';
import { pushAddToCart, pushCheckoutStep, pushImpressions, pushPageData, pushPurchase } from '../index';
import { startIngestCollector, type IngestTransport } from './collector';

/** A window stand-in: events, a data layer and a cookie jar that keeps each cookie by name, like a browser. */
function fakeWindow() {
  const jar = new Map<string, string>();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState, location: { protocol: 'https:' }, cookie: '' });
  // Object.assign would copy a getter's value: the jar's accessors are defined on the object itself.
  Object.defineProperty(document, 'cookie', {
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (line: string) => {
      const [pair] = line.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name) jar.set(name, value ?? '');
    },
  });
  return Object.assign(new EventTarget(), { dataLayer: [] as unknown[], document, jar });
}

const host = globalThis as { window?: unknown };
let win: ReturnType<typeof fakeWindow>;
let sent: Array<{ batch: IngestBatch; transport: IngestTransport }>;
const start = () =>
  startIngestCollector(
    { brand: 'northbound', locale: 'uk-en' },
    { host: win as unknown as Window, send: (batch, transport) => sent.push({ batch, transport }), flushMs: 500 },
  );

beforeEach(() => {
  vi.useFakeTimers();
  win = fakeWindow();
  host.window = win;
  sent = [];
  $site.set(siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default'));
});
afterEach(() => {
  vi.useRealTimers();
  delete host.window;
  $site.set(null);
});

const boot = { id: 'NB1001', name: 'Ridge Hiker Boot', price: { amount: 11900, currency: 'GBP' as const } };

describe('ingest collector', () => {
  it('sends what the page pushed before it loaded and after, in one batch 500 ms after the first event', () => {
    pushPageData({ pageType: 'PLP', pageName: 'PLP:women/boots', pageTitle: 'Boots', searchResults: 30 });
    start();
    pushImpressions({ list: 'PLP:women/boots', items: [{ ...boot, position: 1 }] });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    const [{ batch, transport }] = sent as [{ batch: IngestBatch; transport: IngestTransport }];
    expect(transport).toBe('timer');
    expect(batch).toMatchObject({ brand: 'northbound', locale: 'uk-en' });
    expect(batch.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(batch.events).toEqual([
      { name: 'loadPageData', pageType: 'PLP', searchTerm: null, searchResults: 30 },
      { name: 'productImpressions', list: 'PLP:women/boots', productIds: ['NB1001'] },
    ]);
  });

  it('keeps one session id in a cookie without expiry, and a guest id cookie of a year', () => {
    start();
    const first = win.jar.get(ANALYTICS_SESSION_COOKIE);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(win.jar.get('sf_gid')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    start().stop();
    expect(win.jar.get(ANALYTICS_SESSION_COOKIE)).toBe(first);
  });

  it('forwards basket, checkout and purchase events and leaves the rest (user data, states) in the browser', () => {
    start();
    win.dataLayer.push({ event: 'userData', user: { loggedIn: false } });
    pushAddToCart({ id: 'NB1001', name: 'Ridge Hiker Boot', variant: 'NB1001-42', quantity: 1 });
    pushCheckoutStep(2, [{ id: 'NB1001', name: 'Ridge Hiker Boot', quantity: 1 }]);
    pushPurchase({
      orderNumber: 'NB12345678',
      items: [{ id: 'NB1001', name: 'Ridge Hiker Boot', quantity: 1 }],
      total: { amount: 11900, currency: 'GBP' },
      shipping: { amount: 0, currency: 'GBP' },
      tax: { amount: 1983, currency: 'GBP' },
      tenders: [
        { code: 'GIFT_CARD', amount: { amount: 2000, currency: 'GBP' } },
        { code: 'CARD', amount: { amount: 9900, currency: 'GBP' } },
      ],
    });
    vi.advanceTimersByTime(500);
    expect(sent[0]?.batch.events).toEqual([
      { name: 'addToCart', productIds: ['NB1001'], currency: 'GBP' },
      { name: 'checkoutStep', step: 2, productIds: ['NB1001'] },
      { name: 'purchase', productIds: ['NB1001'], value: 119, currency: 'GBP' },
    ]);
  });

  it('sends with a beacon when the page is hidden', () => {
    start();
    pushAddToCart({ id: 'NB1001', name: 'Ridge Hiker Boot', quantity: 1 });
    win.document.visibilityState = 'hidden';
    win.document.dispatchEvent(new Event('visibilitychange'));
    expect(sent.map((entry) => entry.transport)).toEqual(['beacon']);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });

  it('splits a long queue into batches of 50', () => {
    start();
    for (let index = 0; index < 120; index += 1) pushAddToCart({ id: `P${index}`, name: 'x', quantity: 1 });
    vi.advanceTimersByTime(500);
    expect(sent.map((entry) => entry.batch.events.length)).toEqual([50, 50, 20]);
  });

  it('disabled (consent withdrawn), it drops the queue and never sends what was pushed meanwhile', () => {
    const collector = start();
    pushAddToCart({ id: 'A', name: 'x', quantity: 1 });
    collector.setEnabled(false);
    pushAddToCart({ id: 'B', name: 'x', quantity: 1 });
    vi.advanceTimersByTime(1000);
    collector.flush('beacon');
    expect(sent).toEqual([]);
    collector.setEnabled(true);
    pushAddToCart({ id: 'C', name: 'x', quantity: 1 });
    vi.advanceTimersByTime(500);
    expect(sent.flatMap((entry) => entry.batch.events.map((event) => event.productIds?.[0]))).toEqual(['C']);
  });
});
