import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Basket, PersonalisationBatch, PersonalisationProfile } from '@sf/contracts';
import { $cart, $consent, $session, GUEST_SESSION } from '@sf/remote-contract';
import { PersonalisationBatchSchema } from '@sf/contracts/api';
import { PROFILE_LIMITS } from '@sf/contracts/personalisation';
import { customStates, pushPageData } from '../index';
import { addCategoryView, addProductView, EMPTY_HISTORY, readHistory } from './interests';
import { buildProfile, cartOf, profileStates, readCoordinates, readStealthGroup, rememberStealthGroup, type ProfileHost } from './profile-builder';
import { startProfileSender, type ProfileTransport } from './sender';

const TARGETING = { decided: true, required: true, performance: false, functional: false, targeting: true } as const;
const NONE = { decided: true, required: true, performance: true, functional: true, targeting: false } as const;

/** A memory Storage. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

type PermissionState = 'granted' | 'prompt' | 'denied';
/** A window stand-in with a permission state and a geolocation that counts its calls. */
function fakeHost(permission: PermissionState = 'prompt') {
  const getCurrentPosition = vi.fn((success: PositionCallback) => success({ coords: { latitude: 51.507351, longitude: -0.127758 } } as GeolocationPosition));
  const query = vi.fn(async () => ({ state: permission }) as PermissionStatus);
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState, cookie: '' });
  const host = Object.assign(new EventTarget(), {
    innerWidth: 390.4,
    innerHeight: 844,
    dataLayer: [] as unknown[],
    document,
    location: { search: '', protocol: 'https:' },
    navigator: { permissions: { query } as unknown as Permissions, geolocation: { getCurrentPosition } as unknown as Geolocation },
  });
  return { host: host as unknown as ProfileHost & Window, getCurrentPosition, query, document };
}

/** The parts of a basket the profile reads. */
const basketOf = (productId: string, quantity: number, merchandiseTotal: number, orderDiscount = 0) =>
  ({ currency: 'GBP', totals: { merchandiseTotal, orderDiscount }, items: [{ productId, quantity }] }) as unknown as Basket;

const globalHost = globalThis as { window?: unknown };
beforeEach(() => {
  $consent.set({ ...TARGETING });
  $session.set(GUEST_SESSION);
  $cart.set({ basketId: null, totalItems: 0, currency: null });
});
afterEach(() => {
  vi.useRealTimers();
  delete globalHost.window;
  $consent.set({ decided: false, required: true, performance: false, functional: false, targeting: false });
});

describe('interests and viewed products', () => {
  it('counts views per category, most viewed first, and keeps at most PROFILE_LIMITS.interests categories', () => {
    let history = EMPTY_HISTORY;
    for (const category of ['men/boots', 'women/boots', 'women/boots']) history = addCategoryView(history, category);
    expect(history.interests).toEqual([
      { category: 'women/boots', views: 2 },
      { category: 'men/boots', views: 1 },
    ]);
    for (let index = 0; index < 40; index += 1) history = addCategoryView(history, `c${index}`);
    expect(history.interests).toHaveLength(PROFILE_LIMITS.interests);
    expect(history.interests[0]).toEqual({ category: 'women/boots', views: 2 });
    // Not a category slug: ignored.
    expect(addCategoryView(EMPTY_HISTORY, '../../etc/passwd')).toBe(EMPTY_HISTORY);
  });

  it('caps the views of one category and the viewed products (most recent first, once each)', () => {
    let history = EMPTY_HISTORY;
    for (let index = 0; index < PROFILE_LIMITS.viewsPerCategory + 50; index += 1) history = addCategoryView(history, 'men');
    expect(history.interests).toEqual([{ category: 'men', views: PROFILE_LIMITS.viewsPerCategory }]);
    for (let index = 0; index < 30; index += 1) history = addProductView(history, `NB${1000 + index}`);
    history = addProductView(history, 'NB1029');
    expect(history.viewedProducts).toHaveLength(PROFILE_LIMITS.viewedProducts);
    expect(history.viewedProducts[0]).toBe('NB1029');
    expect(new Set(history.viewedProducts).size).toBe(PROFILE_LIMITS.viewedProducts);
    expect(addProductView(EMPTY_HISTORY, 'not-a-product')).toBe(EMPTY_HISTORY);
  });

  it('reads back only valid, bounded entries of what the storage holds', () => {
    const storage = memoryStorage();
    storage.setItem(
      'k',
      JSON.stringify({ interests: [{ category: 'men', views: 5000 }, { category: 'X Y', views: 1 }, 'junk'], viewedProducts: ['NB1001', 'NB1001', '<b>'] }),
    );
    expect(readHistory(storage, 'k')).toEqual({ interests: [{ category: 'men', views: PROFILE_LIMITS.viewsPerCategory }], viewedProducts: ['NB1001'] });
    storage.setItem('k', '{broken');
    expect(readHistory(storage, 'k')).toEqual(EMPTY_HISTORY);
  });
});

describe('profile builder', () => {
  it('builds every spec §3 field from the window, the atoms and the history, and the server schema accepts it', () => {
    const { host, document } = fakeHost();
    document.cookie = 'sf_stealth_group=beta-1';
    const cart = { basketId: 'b', totalItems: 3, currency: 'GBP' as const };
    const profile = buildProfile({
      host,
      session: { ...GUEST_SESSION, status: 'registered', customerId: 'c', isLoyaltyMember: true },
      cart,
      basket: cartOf(basketOf('NB1001', 3, 35700, 3570)),
      history: addCategoryView(EMPTY_HISTORY, 'women/boots'),
      coordinates: { latitude: 51.51, longitude: -0.13 },
    });
    expect(profile).toEqual<PersonalisationProfile>({
      viewport: { width: 390, height: 844 },
      coordinates: { latitude: 51.51, longitude: -0.13 },
      customStates: { cartEmpty: false, employeeLoggedIn: false, loggedIn: true, loyaltyEnrolled: true },
      interests: [{ category: 'women/boots', views: 1 }],
      viewedProducts: [],
      cart: { currency: 'GBP', itemTotal: 35700, discount: 3570, items: [{ productId: 'NB1001', quantity: 3 }] },
      stealthGroup: 'beta-1',
    });
    expect(PersonalisationBatchSchema.safeParse({ brand: 'northbound', locale: 'uk-en', events: [], profile }).success).toBe(true);
  });

  it('sends the custom states the data layer gets (the same four booleans for every session and basket)', () => {
    for (const status of ['guest', 'registered'] as const) {
      for (const isEmployee of [false, true]) {
        for (const isLoyaltyMember of [false, true]) {
          for (const totalItems of [0, 2]) {
            const session = { ...GUEST_SESSION, status, isEmployee, isLoyaltyMember };
            const cart = { basketId: null, totalItems, currency: null };
            expect(profileStates(session, cart)).toEqual(customStates(session, cart));
          }
        }
      }
    }
  });

  it('leaves coordinates out without targeting consent, even when it has them', () => {
    const { host } = fakeHost('granted');
    $consent.set({ ...NONE });
    const profile = buildProfile({
      host,
      session: GUEST_SESSION,
      cart: $cart.get(),
      basket: null,
      history: EMPTY_HISTORY,
      coordinates: { latitude: 1, longitude: 2 },
    });
    expect(profile.coordinates).toBeNull();
  });

  it('reads coordinates only when geolocation was granted before, rounded to about a kilometre, and never prompts', async () => {
    const granted = fakeHost('granted');
    expect(await readCoordinates(granted.host)).toEqual({ latitude: 51.51, longitude: -0.13 });
    for (const state of ['prompt', 'denied'] as const) {
      const other = fakeHost(state);
      expect(await readCoordinates(other.host)).toBeNull();
      // Asking for the position in these states would show the browser's prompt: never done.
      expect(other.getCurrentPosition).not.toHaveBeenCalled();
    }
    const noConsent = fakeHost('granted');
    $consent.set({ ...NONE });
    expect(await readCoordinates(noConsent.host)).toBeNull();
    expect(noConsent.query).not.toHaveBeenCalled();
    expect(noConsent.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('remembers a stealth group from the address outside production only, with targeting, for 3600 s', () => {
    const { host, document } = fakeHost();
    host.location.search = '?stealthGroup=beta-1';
    rememberStealthGroup(host, 'production');
    expect(document.cookie).toBe('');
    $consent.set({ ...NONE });
    rememberStealthGroup(host, 'development');
    expect(document.cookie).toBe('');
    $consent.set({ ...TARGETING });
    rememberStealthGroup(host, 'development');
    expect(document.cookie).toBe('sf_stealth_group=beta-1; Path=/; Max-Age=3600; SameSite=Lax; Secure');
    document.cookie = 'sf_stealth_group=NOT VALID';
    expect(readStealthGroup(host)).toBeNull();
  });
});

describe('profile sender', () => {
  const site = { brand: 'northbound', locale: 'uk-en', country: 'GB', environment: 'test' };

  it('sends page views of lists and products with the profile, debounced, and the history survives a reload', async () => {
    vi.useFakeTimers();
    const { host } = fakeHost();
    globalHost.window = host;
    const storage = memoryStorage();
    const sent: Array<{ batch: PersonalisationBatch; transport: ProfileTransport }> = [];
    // Pushed before the chunk loaded: still counted.
    pushPageData(
      { pageType: 'PLP', pageName: 'PLP:women/boots', pageTitle: 'Boots', categoryId: 'northbound:women/boots' },
      { country: 'GB', language: 'en', currency: 'GBP' },
    );
    const baskets: string[] = [];
    const loadBasket = async (basketId: string) => {
      baskets.push(basketId);
      return basketOf('NB1001', 1, 11900);
    };
    const sender = startProfileSender(site, {
      host,
      storage,
      send: (batch, transport) => sent.push({ batch, transport }),
      forget: () => {},
      flushMs: 2000,
      loadBasket,
    });
    pushPageData(
      { pageType: 'PDP', pageName: 'PDP:NB1001', pageTitle: 'Ridge', categoryId: 'women/boots' },
      { country: 'GB', language: 'en', currency: 'GBP' },
    );
    $cart.set({ basketId: 'b', totalItems: 1, currency: 'GBP' });
    await sender.ready;
    await vi.advanceTimersByTimeAsync(0);
    // The summary names the basket; its totals and lines are read from it, once per change.
    expect(baskets).toEqual(['b']);
    vi.advanceTimersByTime(1999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    const [{ batch, transport }] = sent as [{ batch: PersonalisationBatch; transport: ProfileTransport }];
    expect(transport).toBe('timer');
    expect(batch.events).toEqual([
      { name: 'categoryView', category: 'women/boots' },
      { name: 'productView', productId: 'NB1001', category: 'women/boots' },
      { name: 'cartChanged' },
    ]);
    expect(batch.profile.interests).toEqual([{ category: 'women/boots', views: 2 }]);
    expect(batch.profile.viewedProducts).toEqual(['NB1001']);
    expect(batch.profile.cart).toEqual({ currency: 'GBP', itemTotal: 11900, discount: 0, items: [{ productId: 'NB1001', quantity: 1 }] });
    expect(batch.profile.coordinates).toBeNull();
    expect(PersonalisationBatchSchema.safeParse(batch).success).toBe(true);
    // The next page load starts from the stored history.
    expect(readHistory(storage, 'sf-personalisation-northbound-gb').interests).toEqual([{ category: 'women/boots', views: 2 }]);
    sender.withdraw();
  });

  it('sends with a beacon when the page is hidden', () => {
    vi.useFakeTimers();
    const { host, document } = fakeHost();
    globalHost.window = host;
    const transports: ProfileTransport[] = [];
    const sender = startProfileSender(site, { host, storage: memoryStorage(), send: (_batch, transport) => transports.push(transport), forget: () => {} });
    $cart.set({ basketId: 'b', totalItems: 2, currency: 'GBP' });
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(transports).toEqual(['beacon']);
    sender.withdraw();
  });

  it('withdrawn, it drops the queue, sends nothing more, deletes the local history and asks the server to forget', () => {
    vi.useFakeTimers();
    const { host } = fakeHost();
    globalHost.window = host;
    const storage = memoryStorage();
    const sent: PersonalisationBatch[] = [];
    const forget = vi.fn();
    const sender = startProfileSender(site, { host, storage, send: (batch) => sent.push(batch), forget });
    pushPageData({ pageType: 'PLP', pageName: 'PLP:men', pageTitle: 'Men', categoryId: 'northbound:men' }, { country: 'GB', language: 'en', currency: 'GBP' });
    expect(storage.length).toBe(1);
    $consent.set({ ...NONE });
    sender.withdraw();
    pushPageData({ pageType: 'PLP', pageName: 'PLP:men', pageTitle: 'Men', categoryId: 'northbound:men' }, { country: 'GB', language: 'en', currency: 'GBP' });
    $cart.set({ basketId: 'b', totalItems: 5, currency: 'GBP' });
    vi.advanceTimersByTime(10_000);
    sender.flush('beacon');
    expect(sent).toEqual([]);
    expect(storage.length).toBe(0);
    expect(forget).toHaveBeenCalledTimes(1);
  });
});
