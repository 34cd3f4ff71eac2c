/**
 * The signed-in shopper's side of checkout: what `GET /api/account/checkout-profile` prefills (account e-mail, saved
 * addresses with their defaults, saved cards) and the "save this card" call after a successful order. Guests get
 * nothing from here and see the checkout exactly as before. Data only: the choices are drawn in saved-choices.tsx.
 */
import { useStore } from '@nanostores/react';
import { createTypedApiClient, siteQuery } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import { validateAddress, type CheckoutProfile, type PostalAddress, type SavedAddress, type SavedCard } from '@sf/contracts';
import { $session, type SessionState, type SiteInfo } from '@sf/remote-contract';
import { emptyAddress, type ShippingDetails } from './shipping-address';
import type { StoredCheckout } from './shipping-storage';
import type { RestPayment } from './tenders';

export const ACCOUNT_CHECKOUT_PATHS = { profile: '/api/account/checkout-profile', cards: '/api/account/cards' } as const;

export function checkoutAccountApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const client = createTypedApiClient({ defaultQuery: () => siteQuery(site) });
  return {
    profile: (signal?: AbortSignal) => client.get(ACCOUNT_CHECKOUT_PATHS.profile, { signal }),
    /** Vaults the one-time token of a card that just paid (the provider keeps it valid for an hour). */
    saveCard: (cardToken: string) => client.post(ACCOUNT_CHECKOUT_PATHS.cards, { body: { cardToken } }),
  };
}

/** What checkout offers a signed-in shopper, already narrowed to what this site's checkout can use. */
export interface CheckoutAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** Saved delivery addresses in the site's country (checkout delivers there only), default first. */
  shippingAddresses: SavedAddress[];
  /** Saved billing addresses, default first. */
  billingAddresses: SavedAddress[];
  defaultShippingAddressId: string | null;
  defaultBillingAddressId: string | null;
  /** Saved cards that have not expired, default first: they pay with `savedCardId`. */
  cards: SavedCard[];
}

const defaultFirst = (addresses: SavedAddress[]) => [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

/** Narrows the profile: the site's country for delivery, only addresses that pass today's rules, no expired card. */
export function checkoutAccountOf(profile: CheckoutProfile, country: string): CheckoutAccount {
  const usable = profile.addresses.filter((address) => validateAddress(postalAddressOf(address)).length === 0);
  return {
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    shippingAddresses: defaultFirst(usable.filter((address) => address.kind === 'shipping' && address.country === country)),
    billingAddresses: defaultFirst(usable.filter((address) => address.kind === 'billing')),
    defaultShippingAddressId: profile.defaultShippingAddressId,
    defaultBillingAddressId: profile.defaultBillingAddressId,
    cards: profile.cards.filter((card) => !card.expired),
  };
}

/** When the profile cannot be read, the session still knows the account e-mail and name. */
export function sessionAccount(session: SessionState): CheckoutAccount {
  return {
    email: session.email ?? '',
    firstName: session.firstName ?? '',
    lastName: session.lastName ?? '',
    shippingAddresses: [],
    billingAddresses: [],
    defaultShippingAddressId: null,
    defaultBillingAddressId: null,
    cards: [],
  };
}

const ADDRESS_KEYS = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'region', 'postalCode', 'country'] as const;

/** The postal part of a saved address (no id, kind or dates); empty optional fields are left out, as checkout sends them. */
export function postalAddressOf(saved: SavedAddress): PostalAddress {
  const address: PostalAddress = { firstName: '', lastName: '', addressLine1: '', city: '', postalCode: '', country: '' };
  for (const key of ADDRESS_KEYS) {
    const value = saved[key]?.trim();
    if (value) address[key] = value;
  }
  return address;
}

const sameAddress = (a: PostalAddress, b: PostalAddress) => ADDRESS_KEYS.every((key) => (a[key] ?? '').trim() === (b[key] ?? '').trim());

/** The saved address `address` is (same fields), if any: the choice to preselect when the shopper comes back. */
export function matchSaved(address: PostalAddress | null, saved: readonly SavedAddress[]): SavedAddress | null {
  if (!address) return null;
  return saved.find((candidate) => sameAddress(postalAddressOf(candidate), address)) ?? null;
}

/** "use a new address": an empty form with the account holder's name already in. */
export function newAddressFor(account: CheckoutAccount | null, country: string): PostalAddress {
  return { ...emptyAddress(country), firstName: account?.firstName ?? '', lastName: account?.lastName ?? '' };
}

/**
 * The shipping step's start: what this tab entered before (with the account e-mail for a signed-in shopper), else
 * the default delivery address of the site's country, else an empty form with the account holder's name.
 */
export function initialShipping(stored: StoredCheckout | null, account: CheckoutAccount | null, country: string): ShippingDetails {
  if (stored) return account ? { ...stored.shipping, email: account.email } : stored.shipping;
  if (!account) return { email: '', address: emptyAddress(country) };
  const preferred = account.shippingAddresses[0];
  return { email: account.email, address: preferred ? postalAddressOf(preferred) : newAddressFor(account, country) };
}

/** The billing address to start with: this tab's choice, else the default billing address when it is not the delivery one. */
export function initialBilling(stored: StoredCheckout | null, account: CheckoutAccount | null, shipping: PostalAddress | null): PostalAddress | null {
  if (stored) return stored.billingAddress;
  const preferred = account?.billingAddresses[0];
  if (!preferred) return null;
  const billing = postalAddressOf(preferred);
  return shipping && sameAddress(billing, shipping) ? null : billing;
}

/** The billing form behind "same as shipping": the chosen address, else the default billing address, else the holder's name. */
export function billingStart(chosen: PostalAddress | null, account: CheckoutAccount | null, country: string): PostalAddress {
  if (chosen) return chosen;
  const preferred = account?.billingAddresses[0];
  return preferred ? postalAddressOf(preferred) : newAddressFor(account, country);
}

/** A signed-in shopper's default saved card pays unless they choose otherwise. */
export function initialRest(account: CheckoutAccount | null, label: (card: SavedCard) => string): RestPayment {
  const card = account?.cards[0];
  return card ? { code: 'CARD', savedCardId: card.id, label: label(card) } : null;
}

/** A new card the shopper asked to keep: its token is saved to the account after the order succeeded. */
export function withSaveFlag(rest: RestPayment, save: boolean): RestPayment {
  if (rest?.code !== 'CARD' || !('token' in rest)) return rest;
  const { save: _previous, ...card } = rest;
  return save ? { ...card, save: true } : card;
}

export const wantsCardSaved = (rest: RestPayment): rest is Extract<RestPayment, { token: string }> =>
  rest?.code === 'CARD' && 'token' in rest && rest.save === true;

/**
 * After a successful order: keeps the new card the shopper ticked "save" for. A failure never spoils the order
 * (the card is added from the account page then); answers whether it was saved.
 */
export async function keepNewCard(rest: RestPayment, site: Pick<SiteInfo, 'brand' | 'locale'>): Promise<boolean> {
  if (!wantsCardSaved(rest)) return false;
  try {
    await checkoutAccountApi(site).saveCard(rest.token);
    return true;
  } catch (error) {
    console.warn('[mfe-cart-checkout] the card could not be saved to the account', error);
    return false;
  }
}

export type CheckoutAccountState = { status: 'guest' } | { status: 'loading' } | { status: 'ready'; account: CheckoutAccount; failed: boolean };

/**
 * `$session` registered: the checkout profile, narrowed to the site's country. A failed read still gives the
 * session's e-mail and name (`failed: true`), so a signed-in shopper is never asked for an address they cannot see.
 */
export function useCheckoutAccount(site: Pick<SiteInfo, 'brand' | 'locale' | 'country'>): CheckoutAccountState {
  const session = useStore($session);
  const customerId = session.status === 'registered' ? session.customerId : null;
  // The account is in the key: a result for another account (signed out and in as someone else) is never shown.
  const key = customerId ? `${site.brand}|${site.locale}|${site.country}|${customerId}` : null;
  const { state } = useApiData<Extract<CheckoutAccountState, { status: 'ready' }>>(key, (signal) =>
    checkoutAccountApi(site)
      .profile(signal)
      .then(
        (profile) => ({ status: 'ready', account: checkoutAccountOf(profile, site.country), failed: false }),
        (error: unknown) => {
          if (signal.aborted) throw error;
          console.warn('[mfe-cart-checkout] checkout profile unavailable', error);
          return { status: 'ready', account: sessionAccount($session.get()), failed: true };
        },
      ),
  );

  if (!customerId) return { status: 'guest' };
  return state.status === 'ready' ? state.data : { status: 'loading' };
}
