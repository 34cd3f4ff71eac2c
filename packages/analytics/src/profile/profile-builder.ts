/**
 * Builds the spec §3 personalisation profile in the browser (issue 24): viewport size, coordinates, custom states,
 * interests, cart totals and items, stealth group. Called by the sender, which runs only with targeting consent;
 * the builder checks that consent again itself for what is most sensitive (coordinates, the stealth-group cookie).
 *
 * Coordinates never prompt: they are read only when the shopper has already granted this site geolocation
 * (`navigator.permissions`, state "granted"); "prompt" or "denied" gives none. Rounded to two decimals (about 1 km).
 */
import { consentAllows, type Basket, type PersonalisationProfile } from '@sf/contracts';
import type { CartSummary, SessionState } from '@sf/remote-contract';
import { PROFILE_LIMITS, STEALTH_GROUP_COOKIE, STEALTH_GROUP_MAX_AGE_S, STEALTH_GROUP_PATTERN } from '@sf/contracts/personalisation';
import type { ViewHistory } from './interests';

/**
 * Spec §3 custom states, as `customStates` of ../personalisation.ts pushes them to the data layer (a test holds the
 * two equal). Not imported from there: sharing that module with this chunk made the first-load copy of @sf/analytics
 * keep its exports, 77 bytes more on every page.
 */
export function profileStates(session: SessionState, cart: CartSummary): PersonalisationProfile['customStates'] {
  const loggedIn = session.status === 'registered';
  return {
    cartEmpty: cart.totalItems === 0,
    employeeLoggedIn: loggedIn && session.isEmployee,
    loggedIn,
    loyaltyEnrolled: loggedIn && session.isLoyaltyMember,
  };
}

export type Coordinates = NonNullable<PersonalisationProfile['coordinates']>;

/** The parts of `window` the builder reads (tests pass a stand-in). */
export interface ProfileHost {
  innerWidth: number;
  innerHeight: number;
  navigator: Partial<Pick<Navigator, 'permissions' | 'geolocation'>>;
  document: { cookie: string };
  location: { search: string; protocol: string };
}

const clampSide = (value: number) => Math.min(Math.max(Math.round(Number.isFinite(value) ? value : 0), 0), PROFILE_LIMITS.viewport);

export function readViewport(host: Pick<ProfileHost, 'innerWidth' | 'innerHeight'>): PersonalisationProfile['viewport'] {
  return { width: clampSide(host.innerWidth), height: clampSide(host.innerHeight) };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The shopper's position, only with targeting consent and a geolocation permission granted before; else null. */
export async function readCoordinates(host: Pick<ProfileHost, 'navigator'>, timeoutMs = 5000): Promise<Coordinates | null> {
  if (!consentAllows('targeting')) return null;
  const { permissions, geolocation } = host.navigator;
  if (!permissions?.query || !geolocation) return null;
  try {
    const status = await permissions.query({ name: 'geolocation' });
    // Only "granted": asking in any other state would show the browser's prompt, which is never ours to raise.
    if (status.state !== 'granted' || !consentAllows('targeting')) return null;
    return await new Promise<Coordinates | null>((resolve) => {
      geolocation.getCurrentPosition(
        (position) => {
          const latitude = round2(position.coords.latitude);
          const longitude = round2(position.coords.longitude);
          resolve(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null);
        },
        () => resolve(null),
        { enableHighAccuracy: false, maximumAge: 10 * 60 * 1000, timeout: timeoutMs },
      );
    });
  } catch {
    return null;
  }
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The stealth group cookie's value when it is a valid group name; null otherwise. */
export function readStealthGroup(host: Pick<ProfileHost, 'document'>): string | null {
  const value = cookieValue(host.document.cookie, STEALTH_GROUP_COOKIE);
  return value !== null && STEALTH_GROUP_PATTERN.test(value) ? value : null;
}

/**
 * Spec §9: outside production a tester joins a stealth group with `?stealthGroup=<name>` for 3600 s. Written only
 * with targeting consent (the shell's governance deletes the cookie when targeting is off); never on production.
 */
export function rememberStealthGroup(host: Pick<ProfileHost, 'document' | 'location'>, environment: string): void {
  if (environment === 'production' || !consentAllows('targeting')) return;
  const group = new URLSearchParams(host.location.search).get('stealthGroup');
  if (group === null || !STEALTH_GROUP_PATTERN.test(group)) return;
  const secure = host.location.protocol === 'https:' ? '; Secure' : '';
  host.document.cookie = `${STEALTH_GROUP_COOKIE}=${group}; Path=/; Max-Age=${STEALTH_GROUP_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export type ProfileCart = PersonalisationProfile['cart'];

/**
 * Spec §3 cart totals (item total before discounts, order discount; minor units) and items, from the basket the
 * shared `$cart` summary names. The summary carries only the count, so the sender reads the basket when it changes.
 */
export function cartOf(basket: Pick<Basket, 'currency' | 'totals' | 'items'>): ProfileCart {
  return {
    currency: basket.currency,
    itemTotal: Math.max(0, basket.totals.merchandiseTotal),
    discount: Math.max(0, basket.totals.orderDiscount),
    items: basket.items.slice(0, PROFILE_LIMITS.cartItems).map((item) => ({ productId: item.productId, quantity: Math.min(Math.max(item.quantity, 1), 999) })),
  };
}

/** Before the basket was read (or with none): its currency and nothing in it. */
export const emptyCartOf = (cart: CartSummary): ProfileCart => ({ currency: cart.currency, itemTotal: 0, discount: 0, items: [] });

export interface ProfileInputs {
  host: ProfileHost;
  session: SessionState;
  cart: CartSummary;
  /** The basket's totals and items when read; else the summary's empty cart. */
  basket: ProfileCart | null;
  history: ViewHistory;
  coordinates: Coordinates | null;
}

/** The profile as it stands; coordinates only with targeting consent (checked again here, synchronously). */
export function buildProfile({ host, session, cart, basket, history, coordinates }: ProfileInputs): PersonalisationProfile {
  return {
    viewport: readViewport(host),
    coordinates: consentAllows('targeting') ? coordinates : null,
    customStates: profileStates(session, cart),
    interests: history.interests.slice(0, PROFILE_LIMITS.interests),
    viewedProducts: history.viewedProducts.slice(0, PROFILE_LIMITS.viewedProducts),
    cart: basket ?? emptyCartOf(cart),
    stealthGroup: readStealthGroup(host),
  };
}
