import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@sf/contracts';
import { siteInfo, type PageProps } from '@sf/remote-contract';
import { basket, BASKET_ID, storeBasketId } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { pagePropsFor } from '@sf/test-kit/testing';
import { CheckoutPage } from './checkout-page';

const checkoutProps = (): PageProps => pageProps('/checkout');
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const address = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' };
const stored = { shipping: { email: 'ada@example.com', address }, shippingMethod: 'standard', billingAddress: null };
const order = (overrides: Partial<Order> = {}) => ({ orderNumber: 'NB12345678', isFinalized: true, ...overrides }) as Order;
const basketRoute = { path: `/api/baskets/${BASKET_ID}`, body: basket() };

async function atSummary(routes: Parameters<typeof stubApi>[0]) {
  storeBasketId();
  sessionStorage.setItem(`sf-checkout-${BASKET_ID}`, JSON.stringify(stored));
  const api = stubApi([
    basketRoute,
    { method: 'POST', path: '/api/gift-cards/balance', body: { maskedNumber: '•••• 0002', balance: { amount: 20000, currency: 'GBP' }, status: 'active' } },
    ...routes,
  ]);
  const props = checkoutProps();
  renderInShell(<CheckoutPage {...props} />);
  await screen.findByRole('heading', { name: 'Billing and payment' });
  // A gift card covering the whole order: no card frame needed to reach the summary.
  fill('Gift card number', '6010 0000 0000 0002');
  fill('PIN', '2345');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' })));
  expect(screen.getByRole('list', { name: 'Applied gift cards' }).textContent).toContain('£149.00');
  fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
  await screen.findByRole('heading', { name: 'Review your order' });
  return { api, props };
}

describe('CheckoutPage', () => {
  it('redirects to /cart without a basket, and never calls the API', () => {
    const api = stubApi([]);
    const props = checkoutProps();
    const { container } = renderInShell(<CheckoutPage {...props} />);
    expect(props.navigate).toHaveBeenCalledWith('/cart', { replace: true });
    expect(api.fetch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });

  it('redirects to /cart when the basket has no items', async () => {
    storeBasketId();
    stubApi([{ path: `/api/baskets/${BASKET_ID}`, body: basket({ items: [], totalItems: 0 }) }]);
    const props = checkoutProps();
    renderInShell(<CheckoutPage {...props} />);
    await vi.waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/cart', { replace: true }));
  });

  it('starts at the shipping step with its own header, steps, totals and delivery methods', async () => {
    storeBasketId();
    stubApi([basketRoute]);
    const props = checkoutProps();
    renderInShell(<CheckoutPage {...props} />);
    expect(await screen.findByRole('heading', { name: 'Shipping address' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Checkout']);
    const steps = screen.getByRole('list', { name: 'Checkout steps' });
    expect(within(steps).getByText('Shipping').closest('li')?.getAttribute('aria-current')).toBe('step');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('Ridge Hiker Boot');
    expect(within(summary).getByTestId('order-total').textContent).toContain('£149.00');
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('United Kingdom');
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['standard', 'express']);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('shows field errors, then offers the suggested address and continues with it', async () => {
    storeBasketId();
    const api = stubApi([
      basketRoute,
      {
        method: 'POST',
        path: '/api/checkout/address/validate',
        body: { valid: true, problems: [], suggestion: { ...address, postalCode: 'SW1Y 4JH', city: 'London' }, changed: true },
      },
    ]);
    renderInShell(<CheckoutPage {...checkoutProps()} />);
    await screen.findByRole('heading', { name: 'Shipping address' });
    fill('Postcode', '10115');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' })));
    expect(screen.getByRole('alert').textContent).toMatch(/There are 6 problems/);
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));

    fill('Email address', 'ada@example.com');
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Street address', '12 St James Square');
    fill('Town or city', 'london');
    fill('Postcode', 'sw1y4jh');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' })));
    expect(api.calls.find((call) => call.url.pathname === '/api/checkout/address/validate')?.body).toEqual({
      address: { ...address, city: 'london', postalCode: 'sw1y4jh' },
    });
    expect(screen.getByText('Check your address')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use suggested address' })));
    expect(await screen.findByRole('heading', { name: 'Billing and payment' })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(`sf-checkout-${BASKET_ID}`) ?? '{}').shipping.address).toMatchObject({ city: 'London', postalCode: 'SW1Y 4JH' });
  });

  it('places the order once with one Idempotency-Key, then goes to the confirmation', async () => {
    const { api, props } = await atSummary([{ method: 'POST', path: '/api/checkout/orders', status: 201, body: { order: order(), action: null } }]);
    const place = screen.getByRole('button', { name: 'Place order' });
    await act(async () => {
      fireEvent.click(place);
      fireEvent.click(place);
    });
    const posts = api.calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/checkout/orders');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      basketId: BASKET_ID,
      email: 'ada@example.com',
      sameAsShipping: true,
      shippingMethod: 'standard',
      tenders: [{ code: 'GIFT_CARD', number: '6010000000000002', pin: '2345', amount: 14900 }],
    });
    const headers = (api.fetch.mock.calls[api.fetch.mock.calls.length - 1]![1] as RequestInit).headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(props.navigate).toHaveBeenCalledWith('/order-confirmation?orderNumber=NB12345678', { replace: true });
    expect(JSON.parse(sessionStorage.getItem('sf-last-order') ?? '{}')).toEqual({ orderNumber: 'NB12345678', email: 'ada@example.com' });
    expect(localStorage.getItem('sf-basket-gb')).toBeNull();
  });

  it('retries a failed request with the same key', async () => {
    const { api } = await atSummary([
      { method: 'POST', path: '/api/checkout/orders', status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'busy' }, once: true },
      { method: 'POST', path: '/api/checkout/orders', status: 200, body: { order: order(), action: null } },
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    expect(screen.getByText(/you will not be charged twice/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    const keys = api.fetch.mock.calls
      .filter(([url, init]) => String(url).includes('/api/checkout/orders') && (init as RequestInit).method === 'POST')
      .map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a declined payment returns to the payment step with a clear message', async () => {
    await atSummary([{ method: 'POST', path: '/api/checkout/orders', status: 402, body: { statusCode: 402, error: 'Payment Required', message: 'declined' } }]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    expect(await screen.findByRole('heading', { name: 'Billing and payment' })).toBeTruthy();
    expect(screen.getByText(/Your payment was declined/)).toBeTruthy();
  });

  it('shows the 3-D Secure challenge without a close button and completes the order after it', async () => {
    const { api, props } = await atSummary([
      {
        method: 'POST',
        path: '/api/checkout/orders',
        status: 202,
        body: { order: order({ isFinalized: false }), action: { type: '3ds', paymentId: 'pay_1', challengeUrl: '/payments/test-provider/challenge/pay_1' } },
      },
      { method: 'POST', path: '/api/checkout/orders/NB12345678/challenge', body: { order: order(), action: null } },
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    const dialog = screen.getByTestId('three-ds-dialog');
    expect(within(dialog).queryAllByRole('button')).toHaveLength(0);
    const frame = within(dialog).getByTitle("Your bank's confirmation page") as HTMLIFrameElement;
    // The test DOM does not load frames: give the iframe a window of its own to post from.
    const frameWindow = { postMessage: () => undefined } as unknown as Window;
    Object.defineProperty(frame, 'contentWindow', { value: frameWindow });
    // A forged result from another window is ignored; the one from the challenge frame completes the order.
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: window,
          data: { source: 'sf-test-psp', type: 'challenge-result', paymentId: 'pay_1', result: 'approved' },
        }),
      );
    });
    expect(screen.getByTestId('three-ds-dialog')).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: frameWindow,
          data: { source: 'sf-test-psp', type: 'challenge-result', paymentId: 'pay_1', result: 'approved' },
        }),
      );
    });
    expect(api.calls.some((call) => call.url.pathname === '/api/checkout/orders/NB12345678/challenge')).toBe(true);
    await vi.waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/order-confirmation?orderNumber=NB12345678', { replace: true }));
  });

  it('asks US shoppers for a state and reprices the basket with it (sales tax) before payment', async () => {
    const us = siteInfo('northbound', 'us-en', 'uk-en', 'prefix_except_default');
    localStorage.setItem('sf-basket-us', BASKET_ID);
    const usBasket = basket({ country: 'US', currency: 'USD' });
    const api = stubApi([
      { path: `/api/baskets/${BASKET_ID}`, body: usBasket },
      { method: 'POST', path: '/api/checkout/address/validate', body: { valid: true, problems: [], suggestion: null, changed: false } },
      { method: 'PUT', path: `/api/baskets/${BASKET_ID}/shipping-method`, body: { ...usBasket, selectedShippingMethod: 'express' } },
      { method: 'PUT', path: `/api/baskets/${BASKET_ID}/shipping-region`, body: { ...usBasket, shippingRegion: 'NY' } },
    ]);
    renderInShell(<CheckoutPage {...pagePropsFor(us, '/checkout')} />, us);
    await screen.findByRole('heading', { name: 'Shipping address' });
    fill('Email address', 'ada@example.com');
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Street address', '350 Fifth Avenue');
    fill('Town or city', 'New York');
    fill('Postcode', '10118');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' })));
    expect(document.activeElement?.getAttribute('name')).toBe('shipping-region');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'NY' } });
    fireEvent.click(screen.getByRole('radio', { name: /Express/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' })));
    expect(await screen.findByRole('heading', { name: 'Billing and payment' })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => [call.url.pathname.split('/').pop(), call.body])).toEqual([
      ['shipping-method', { code: 'express' }],
      ['shipping-region', { region: 'NY' }],
    ]);
  });
});
