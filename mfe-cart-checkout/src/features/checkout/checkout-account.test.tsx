import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutProfile, LoyaltyAccount, Order, SavedAddress, SavedCard } from '@sf/contracts';
import { $session, GUEST_SESSION } from '@sf/remote-contract';
import { renderPaymentStep, renderSummaryStep } from '../../test/checkout-steps';
import { basket, BASKET_ID, storeBasketId } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { checkoutAccountOf, initialBilling, initialShipping, withSaveFlag } from './checkout-account';
import { CheckoutPage } from './checkout-page';

const signedIn = { ...GUEST_SESSION, status: 'registered' as const, customerId: 'c-1', email: 'mia@example.com', firstName: 'Mia', lastName: 'Member' };
const stamp = '2026-01-01T00:00:00.000Z';

const savedAddress = (overrides: Partial<SavedAddress>): SavedAddress => ({
  id: 'a-0',
  kind: 'shipping',
  isDefault: false,
  firstName: 'Mia',
  lastName: 'Member',
  addressLine1: '1 Road',
  city: 'London',
  postalCode: 'SW1A 1AA',
  country: 'GB',
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

const savedCard = (overrides: Partial<SavedCard>): SavedCard => ({
  id: '0b9d3c1e-0000-4000-8000-000000000001',
  brand: 'visa',
  last4: '4242',
  expiryMonth: 12,
  expiryYear: 2034,
  isDefault: true,
  expired: false,
  createdAt: stamp,
  ...overrides,
});

const HOME = savedAddress({ id: 'a-home', isDefault: true, addressLine1: '12 St James Square', postalCode: 'SW1Y 4JH' });
const WORK = savedAddress({ id: 'a-work', addressLine1: '221B Baker Street', postalCode: 'NW1 6XE' });
const ABROAD = savedAddress({ id: 'a-paris', addressLine1: '5 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' });
const BILLING = savedAddress({ id: 'a-bill', kind: 'billing', isDefault: true, addressLine1: '1 Bank Street', city: 'Manchester', postalCode: 'M1 1AA' });
const VISA = savedCard({});
const MASTERCARD = savedCard({
  id: '0b9d3c1e-0000-4000-8000-000000000002',
  brand: 'mastercard',
  last4: '4444',
  expiryMonth: 3,
  expiryYear: 2031,
  isDefault: false,
});

const profile = (overrides: Partial<CheckoutProfile> = {}): CheckoutProfile => ({
  email: 'mia@example.com',
  firstName: 'Mia',
  lastName: 'Member',
  addresses: [HOME, BILLING, WORK, ABROAD],
  defaultShippingAddressId: HOME.id,
  defaultBillingAddressId: BILLING.id,
  cards: [VISA, MASTERCARD],
  ...overrides,
});

const noPoints: LoyaltyAccount = {
  member: false,
  membership: null,
  tier: null,
  balance: 0,
  lifetimePoints: 0,
  balanceValue: { amount: 0, currency: 'GBP' },
  nextTier: null,
  ledger: { entries: [], page: 1, pageSize: 1, total: 0 },
};

const placed = { order: { orderNumber: 'NB12345678', isFinalized: true } as Order, action: null };
const basketRoute = { path: `/api/baskets/${BASKET_ID}`, body: basket() };
const accountRoutes = (body: CheckoutProfile = profile()) => [
  basketRoute,
  { path: '/api/account/checkout-profile', body },
  { path: '/api/loyalty', body: noPoints },
  { method: 'POST', path: '/api/checkout/orders', status: 201, body: placed },
];

afterEach(() => $session.set(GUEST_SESSION));

describe('checkout for a signed-in shopper', () => {
  it('prefills the account e-mail (read-only) and preselects the default delivery address of this country', async () => {
    $session.set(signedIn);
    storeBasketId();
    const api = stubApi(accountRoutes());
    renderInShell(<CheckoutPage {...pageProps('/checkout')} />);
    await screen.findByRole('heading', { name: 'Shipping address' });
    expect(api.urls).toContain('/api/account/checkout-profile?brand=northbound&locale=uk-en');

    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.value).toBe('mia@example.com');
    expect(email.readOnly).toBe(true);
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/order confirmation goes to your account e-mail address/)).toBeTruthy();

    const choices = within(screen.getByRole('group', { name: 'Deliver to' }));
    const radios = choices.getAllByRole('radio') as HTMLInputElement[];
    // The French address cannot be delivered to from the UK site; the billing-only address is not offered here.
    expect(radios.map((radio) => radio.value)).toEqual(['a-home', 'a-work', 'new']);
    expect(radios[0]?.checked).toBe(true);
    expect(choices.getByText('Default')).toBeTruthy();
    // A saved address needs no form.
    expect(screen.queryByLabelText('Street address')).toBeNull();

    // "Use a new address" shows today's form, with the account holder's name already in.
    fireEvent.click(choices.getByRole('radio', { name: 'Use a new address' }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Mia');
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '9 New Lane' } });
    fireEvent.click(choices.getByRole('radio', { name: /221B Baker Street/ }));
    expect(screen.queryByLabelText('Street address')).toBeNull();
    // Back to "new": what was typed is still there.
    fireEvent.click(choices.getByRole('radio', { name: 'Use a new address' }));
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('9 New Lane');
    fireEvent.click(choices.getByRole('radio', { name: /221B Baker Street/ }));

    // A saved address passed the checks when it was saved: straight on to payment, no address check call.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' })));
    expect(await screen.findByRole('heading', { name: 'Billing and payment' })).toBeTruthy();
    expect(api.urls.some((url) => url.startsWith('/api/checkout/address/validate'))).toBe(false);
    const stored = JSON.parse(sessionStorage.getItem(`sf-checkout-${BASKET_ID}`) ?? '{}');
    expect(stored.shipping).toEqual({
      email: 'mia@example.com',
      address: { firstName: 'Mia', lastName: 'Member', addressLine1: '221B Baker Street', city: 'London', postalCode: 'NW1 6XE', country: 'GB' },
    });
  });

  it('pays with the default saved card (savedCardId, no card form) and bills the default billing address', async () => {
    $session.set(signedIn);
    storeBasketId();
    const api = stubApi(accountRoutes());
    renderInShell(<CheckoutPage {...pageProps('/checkout')} />);
    await screen.findByRole('heading', { name: 'Shipping address' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' })));
    await screen.findByRole('heading', { name: 'Billing and payment' });

    // The default billing address differs from the delivery address: it is preselected.
    expect((screen.getByRole('checkbox', { name: 'Same as the shipping address' }) as HTMLInputElement).checked).toBe(false);
    const billing = within(screen.getByRole('group', { name: 'Bill to' }));
    expect((billing.getByRole('radio', { name: /1 Bank Street/ }) as HTMLInputElement).checked).toBe(true);

    const cards = within(screen.getByRole('group', { name: 'Your saved cards' }));
    const visa = cards.getByRole('radio', { name: /Visa ending in 4242, expires 12\/34/ }) as HTMLInputElement;
    expect(visa.checked).toBe(true);
    expect(cards.getByRole('radio', { name: /Mastercard ending in 4444, expires 03\/31/ })).toBeTruthy();
    expect(screen.queryByTitle('Card details (secure payment form)')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Save this card to my account' })).toBeNull();

    // The other saved card, then on to the summary.
    fireEvent.click(cards.getByRole('radio', { name: /Mastercard/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    await screen.findByRole('heading', { name: 'Review your order' });
    expect(screen.getByText('Card Mastercard ending in 4444')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));

    const post = api.calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/checkout/orders');
    expect(post?.body).toMatchObject({
      email: 'mia@example.com',
      shippingAddress: { addressLine1: '12 St James Square', postalCode: 'SW1Y 4JH' },
      billingAddress: { addressLine1: '1 Bank Street', city: 'Manchester', postalCode: 'M1 1AA', country: 'GB' },
      sameAsShipping: false,
      tenders: [{ code: 'CARD', savedCardId: MASTERCARD.id }],
    });
    // Nothing was saved: no new card was entered.
    expect(api.calls.some((call) => call.url.pathname === '/api/account/cards')).toBe(false);
  });

  it('"use a new card" shows the provider form and offers to save the card', () => {
    $session.set(signedIn);
    stubApi([{ path: '/api/loyalty', body: noPoints }]);
    const account = checkoutAccountOf(profile({ addresses: [] }), 'GB');
    const onComplete = renderPaymentStep({ account });
    // No card chosen (e.g. after a decline): "use a new card" is selected and its form is there.
    expect((screen.getByRole('radio', { name: 'Use a new card' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTitle('Card details (secure payment form)')).toBeTruthy();
    const save = screen.getByRole('checkbox', { name: 'Save this card to my account' }) as HTMLInputElement;
    expect(save.checked).toBe(false);
    expect(document.getElementById(save.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/never the card number/);
    fireEvent.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    expect(screen.queryByTitle('Card details (secure payment form)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(onComplete).toHaveBeenCalledWith({
      billingAddress: null,
      giftCards: [],
      rest: { code: 'CARD', savedCardId: VISA.id, label: 'Visa ending in 4242' },
    });
  });

  it('a new card with "save" ticked is sent as a token and saved to the account after the order', async () => {
    $session.set(signedIn);
    stubApi([{ path: '/api/loyalty', body: noPoints }]);
    const onComplete = renderPaymentStep({
      initial: { billingAddress: null, giftCards: [], rest: { code: 'CARD', token: 'tok_abcdefghijklmnop', label: 'visa •••• 1881' } },
      account: checkoutAccountOf(profile({ cards: [] }), 'GB'),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this card to my account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    const choice = onComplete.mock.calls[0]?.[0];
    expect(choice.rest).toEqual({ code: 'CARD', token: 'tok_abcdefghijklmnop', label: 'visa •••• 1881', save: true });

    const api = stubApi([
      { method: 'POST', path: '/api/checkout/orders', status: 201, body: placed },
      { method: 'POST', path: '/api/account/cards', status: 201, body: savedCard({ last4: '1881' }) },
    ]);
    const onPlaced = renderSummaryStep(choice);
    expect(screen.getByText('This card will be saved to your account once the order is placed.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    const order = api.calls.find((call) => call.url.pathname === '/api/checkout/orders');
    expect((order?.body as { tenders?: unknown } | undefined)?.tenders).toEqual([{ code: 'CARD', token: 'tok_abcdefghijklmnop' }]);
    // Saved only after the order succeeded, with the same one-time token.
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['POST /api/checkout/orders', 'POST /api/account/cards']);
    expect(api.calls[1]?.body).toEqual({ cardToken: 'tok_abcdefghijklmnop' });
    expect(onPlaced).toHaveBeenCalled();
  });

  it('a card that cannot be saved does not spoil the order', async () => {
    $session.set(signedIn);
    const api = stubApi([
      { method: 'POST', path: '/api/checkout/orders', status: 201, body: placed },
      { method: 'POST', path: '/api/account/cards', status: 409, body: { statusCode: 409, error: 'Conflict', message: 'You can save up to 10 cards' } },
    ]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onPlaced = renderSummaryStep({
      billingAddress: null,
      giftCards: [],
      rest: { code: 'CARD', token: 'tok_abcdefghijklmnop', label: 'visa •••• 1881', save: true },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    expect(api.calls.filter((call) => call.url.pathname === '/api/account/cards')).toHaveLength(1);
    expect(onPlaced).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the profile cannot be read, the session e-mail is used and the forms are as today', async () => {
    $session.set(signedIn);
    storeBasketId();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi([
      basketRoute,
      { path: '/api/account/checkout-profile', status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue' } },
      { path: '/api/loyalty', body: noPoints },
    ]);
    renderInShell(<CheckoutPage {...pageProps('/checkout')} />);
    await screen.findByRole('heading', { name: 'Shipping address' });
    expect(screen.getByText(/saved addresses and cards could not be loaded/)).toBeTruthy();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('mia@example.com');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Mia');
    expect(screen.queryByRole('group', { name: 'Deliver to' })).toBeNull();
  });
});

describe('checkout for a guest', () => {
  it('asks nothing of the account API and shows exactly the guest forms', async () => {
    storeBasketId();
    const api = stubApi([basketRoute]);
    renderInShell(<CheckoutPage {...pageProps('/checkout')} />);
    await screen.findByRole('heading', { name: 'Shipping address' });
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.value).toBe('');
    expect(email.readOnly).toBe(false);
    expect(email.getAttribute('aria-describedby')).toBeNull();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('group', { name: 'Deliver to' })).toBeNull();
    expect(api.urls.filter((url) => url.startsWith('/api/account') || url.startsWith('/api/loyalty'))).toEqual([]);
  });

  it('pays with a fresh token and is never offered to save the card', () => {
    stubApi([]);
    const onComplete = renderPaymentStep({
      initial: { billingAddress: null, giftCards: [], rest: { code: 'CARD', token: 'tok_abcdefghijklmnop', label: 'visa •••• 4242' } },
    });
    expect(screen.queryByRole('group', { name: 'Your saved cards' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Save this card to my account' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as the shipping address' }));
    // The billing form is today's: empty, no saved choices.
    expect(screen.queryByRole('group', { name: 'Bill to' })).toBeNull();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as the shipping address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(onComplete).toHaveBeenCalledWith({
      billingAddress: null,
      giftCards: [],
      rest: { code: 'CARD', token: 'tok_abcdefghijklmnop', label: 'visa •••• 4242' },
    });
  });
});

describe('checkout profile rules', () => {
  it('offers only deliverable, valid addresses and unexpired cards, defaults first', () => {
    const broken = savedAddress({ id: 'a-broken', postalCode: 'NOT A CODE' });
    const expired = savedCard({ id: 'x', expired: true, isDefault: false });
    const account = checkoutAccountOf(profile({ addresses: [WORK, broken, HOME, ABROAD, BILLING], cards: [VISA, expired] }), 'GB');
    expect(account.shippingAddresses.map((address) => address.id)).toEqual(['a-home', 'a-work']);
    expect(account.billingAddresses.map((address) => address.id)).toEqual(['a-bill']);
    expect(account.cards.map((card) => card.id)).toEqual([VISA.id]);
  });

  it('keeps what this tab entered, with the account e-mail; bills the default only when it is not the delivery address', () => {
    const account = checkoutAccountOf(profile(), 'GB');
    const stored = {
      shipping: {
        email: 'guest@example.com',
        address: { firstName: 'A', lastName: 'B', addressLine1: '1 Lane', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' },
      },
      shippingMethod: 'standard',
      billingAddress: null,
    };
    expect(initialShipping(stored, account, 'GB')).toEqual({ ...stored.shipping, email: 'mia@example.com' });
    expect(initialShipping(stored, null, 'GB')).toEqual(stored.shipping);
    expect(initialBilling(null, account, null)).toMatchObject({ addressLine1: '1 Bank Street' });
    const billingAsDelivery = { firstName: 'Mia', lastName: 'Member', addressLine1: '1 Bank Street', city: 'Manchester', postalCode: 'M1 1AA', country: 'GB' };
    expect(initialBilling(null, account, billingAsDelivery)).toBeNull();
    expect(withSaveFlag({ code: 'CARD', token: 'tok_x', label: 'x', save: true }, false)).toEqual({ code: 'CARD', token: 'tok_x', label: 'x' });
    expect(withSaveFlag({ code: 'CARD', savedCardId: 'id', label: 'x' }, true)).toEqual({ code: 'CARD', savedCardId: 'id', label: 'x' });
  });
});
