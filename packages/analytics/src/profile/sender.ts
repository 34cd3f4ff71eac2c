/**
 * The personalisation sender (issue 24), loaded lazily by the shell once the shopper allows **targeting** cookies.
 * It turns what the pages push to the data layer (page views of lists and products) into personalisation events,
 * adds basket and state changes, and sends them with the spec §3 profile to `POST /api/personalisation/events`:
 * PERSONALISATION_FLUSH_MS after the first event of a batch (keepalive fetch), at once with `sendBeacon` when the page
 * is hidden or left. `withdraw()` (targeting withdrawn) stops it at once, drops what is queued and asks the server to
 * delete the stored profile; the shell's consent governance deletes the local history.
 */
import { consentAllows, type Basket, type PersonalisationBatch, type PersonalisationEvent } from '@sf/contracts';
import { $cart, $session } from '@sf/remote-contract';
import { PERSONALISATION_EVENTS_PATH, PERSONALISATION_FLUSH_MS, PERSONALISATION_PROFILE_PATH, PROFILE_LIMITS } from '@sf/contracts/personalisation';
import { DATA_LAYER_PUSHED_EVENT } from '../data-layer';
import { addCategoryView, addProductView, historyKey, readHistory, writeHistory, type ViewHistory } from './interests';
import {
  buildProfile,
  cartOf,
  emptyCartOf,
  readCoordinates,
  rememberStealthGroup,
  type Coordinates,
  type ProfileCart,
  type ProfileHost,
} from './profile-builder';

export type ProfileTransport = 'beacon' | 'timer';
export type ProfileSend = (batch: PersonalisationBatch, transport: ProfileTransport) => void;

export interface ProfileSite {
  brand: string;
  locale: string;
  country: string;
  environment: string;
}

export interface ProfileSender {
  flush(transport?: ProfileTransport): void;
  /** Targeting withdrawn: stop listening, drop the queue, delete the stored profile (server) and history (here). */
  withdraw(): void;
  /** Resolves once the coordinates were looked up (tests). */
  ready: Promise<void>;
}

export function sendProfileBatch(batch: PersonalisationBatch, transport: ProfileTransport): void {
  const body = JSON.stringify(batch);
  if (transport === 'beacon' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(PERSONALISATION_EVENTS_PATH, body)) return;
  // The answer has no body (spec §7: "response not shown"); a failure costs only this batch.
  void fetch(PERSONALISATION_EVENTS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  }).catch(() => {});
}

export function forgetStoredProfile(): void {
  void fetch(PERSONALISATION_PROFILE_PATH, { method: 'DELETE', keepalive: true, credentials: 'same-origin' }).catch(() => {});
}

/** The basket the `$cart` summary names (its totals and lines); the cart module checks it is this shopper's. */
export async function loadBasket(basketId: string): Promise<Basket> {
  const response = await fetch(`/api/baskets/${encodeURIComponent(basketId)}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`basket ${response.status}`);
  return (await response.json()) as Basket;
}

export interface SenderOptions {
  loadBasket?: (basketId: string) => Promise<Basket>;
  host?: ProfileHost & Window;
  send?: ProfileSend;
  forget?: () => void;
  flushMs?: number;
  storage?: Storage;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The personalisation event a data-layer entry means, if any (page views only; basket and states come from atoms). */
export function eventOfEntry(entry: unknown, brand: string): PersonalisationEvent | null {
  if (!isObject(entry) || entry.event !== 'loadPageData' || !isObject(entry.page)) return null;
  const { pageType, pageName, categoryId } = entry.page;
  if (pageType === 'PLP' && typeof categoryId === 'string') {
    // A list page's category id is `<brand>:<slug>`.
    const slug = categoryId.startsWith(`${brand}:`) ? categoryId.slice(brand.length + 1) : categoryId;
    return { name: 'categoryView', category: slug };
  }
  if (pageType === 'PDP' && typeof pageName === 'string' && pageName.startsWith('PDP:')) {
    return { name: 'productView', productId: pageName.slice(4), ...(typeof categoryId === 'string' ? { category: categoryId } : {}) };
  }
  return { name: 'pageView' };
}

export function startProfileSender(site: ProfileSite, options: SenderOptions = {}): ProfileSender {
  const host = options.host ?? window;
  const send = options.send ?? sendProfileBatch;
  const forget = options.forget ?? forgetStoredProfile;
  const flushMs = options.flushMs ?? PERSONALISATION_FLUSH_MS;
  const storage = options.storage ?? globalThis.localStorage;
  const key = historyKey(site);
  let history: ViewHistory = readHistory(storage, key);
  let coordinates: Coordinates | null = null;
  let basket: ProfileCart | null = null;
  let basketKey = '';
  const readBasket = options.loadBasket ?? loadBasket;
  let queue: PersonalisationEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cursor = 0;
  let active = true;

  rememberStealthGroup(host, site.environment);

  const layer = (): unknown[] => {
    const found = (host as unknown as { dataLayer?: unknown }).dataLayer;
    return Array.isArray(found) ? found : [];
  };

  const flush = (transport: ProfileTransport = 'timer') => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!active || queue.length === 0 || !consentAllows('targeting')) return;
    const events = queue;
    queue = [];
    const profile = buildProfile({ host, session: $session.get(), cart: $cart.get(), basket, history, coordinates });
    for (let start = 0; start < events.length; start += PROFILE_LIMITS.events) {
      send({ brand: site.brand, locale: site.locale, events: events.slice(start, start + PROFILE_LIMITS.events), profile }, transport);
    }
  };

  const enqueue = (event: PersonalisationEvent) => {
    // The shell calls withdraw() on the change; this also holds should a send race the change.
    if (!active || !consentAllows('targeting')) return;
    queue.push(event);
    if (!timer) timer = setTimeout(() => flush('timer'), flushMs);
  };

  const record = (event: PersonalisationEvent) => {
    if (!active || !consentAllows('targeting')) return;
    if (event.category) history = addCategoryView(history, event.category);
    if (event.productId) history = addProductView(history, event.productId);
    if (event.category || event.productId) writeHistory(storage, key, history);
    enqueue(event);
  };

  const collect = () => {
    const entries = layer();
    if (cursor > entries.length) cursor = 0;
    const fresh = entries.slice(cursor);
    cursor = entries.length;
    for (const entry of fresh) {
      const event = eventOfEntry(entry, site.brand);
      if (event) record(event);
    }
  };

  /** Reads the basket again when the summary changed (added, removed, another basket); the last one stays on failure. */
  const refreshBasket = async () => {
    const cart = $cart.get();
    const key = `${cart.basketId}|${cart.totalItems}|${cart.currency}`;
    if (key === basketKey) return;
    basketKey = key;
    if (!cart.basketId || cart.totalItems === 0) {
      basket = emptyCartOf(cart);
      return;
    }
    try {
      const read = await readBasket(cart.basketId);
      if (basketKey === key) basket = cartOf(read);
    } catch {
      basketKey = '';
    }
  };

  const onHidden = () => {
    if (host.document.visibilityState === 'hidden') flush('beacon');
  };
  const onPageHide = () => flush('beacon');
  const stopCart = $cart.listen(() => {
    void refreshBasket();
    enqueue({ name: 'cartChanged' });
  });
  const stopSession = $session.listen(() => enqueue({ name: 'statesChanged' }));
  host.addEventListener(DATA_LAYER_PUSHED_EVENT, collect);
  host.document.addEventListener('visibilitychange', onHidden);
  host.addEventListener('pagehide', onPageHide);
  // What the page pushed before this chunk loaded belongs to this visit.
  collect();
  // Looked up once per page (never prompting); sends after it carry it.
  const ready = Promise.all([
    readCoordinates(host).then((found) => {
      coordinates = found;
    }),
    refreshBasket(),
  ]).then(() => undefined);

  return {
    flush,
    ready,
    withdraw() {
      if (!active) return;
      active = false;
      queue = [];
      if (timer) clearTimeout(timer);
      timer = null;
      coordinates = null;
      basket = null;
      stopCart();
      stopSession();
      host.removeEventListener(DATA_LAYER_PUSHED_EVENT, collect);
      host.document.removeEventListener('visibilitychange', onHidden);
      host.removeEventListener('pagehide', onPageHide);
      try {
        storage?.removeItem(key);
      } catch {
        /* blocked storage: nothing was written either */
      }
      forget();
    },
  };
}
