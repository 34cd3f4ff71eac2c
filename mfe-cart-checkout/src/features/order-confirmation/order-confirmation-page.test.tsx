import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $sessionResolved, type Order } from '@sf/contracts';
import { readPlusAccountOffer } from '@sf/contracts/plus-account';
import { $session, GUEST_SESSION, on } from '@sf/remote-contract';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { OrderConfirmationPage } from './order-confirmation-page';

const money = (amount: number) => ({ amount, currency: 'GBP' as const });
const order = (isFinalized: boolean) =>
  ({
    orderNumber: 'NB12345678',
    isFinalized,
    status: isFinalized ? 'paid' : 'created',
    billingAddress: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    paymentMethod: [
      { code: 'GIFT_CARD', additionalData: { amount: 5000, label: '•••• 0002' } },
      { code: 'CARD', additionalData: { amount: 9900, label: 'visa •••• 3220' } },
    ],
    totals: { currency: 'GBP', totalWithoutTaxAfterDiscount: 12417, shipping: 0, merchandiseTotalTax: 2483, total: 14900 },
    items: [{ itemId: 'i1', name: 'Ridge Hiker Boot', quantity: 1, lineTotal: money(14900) }],
  }) as unknown as Order;
const props = (query: Record<string, string>) =>
  pageProps('/order-confirmation', { route: { name: 'order-confirmation', path: '/order-confirmation', params: {}, query } });

describe('OrderConfirmationPage (spec §4)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    $session.set(GUEST_SESSION);
    $sessionResolved.set(false);
    sessionStorage.clear();
  });

  it("offers a guest an account with the order's e-mail (plus-account dialog); a signed-in shopper is not asked", async () => {
    $sessionResolved.set(true);
    sessionStorage.setItem('sf-last-order', JSON.stringify({ orderNumber: 'NB12345678', email: 'ada@example.com' }));
    stubApi([{ path: '/api/orders/NB12345678/confirmation', body: order(true) }]);
    const opened: string[] = [];
    const stop = on('dialog:open', ({ name }) => opened.push(name));
    const view = renderInShell(<OrderConfirmationPage {...props({ orderNumber: 'NB12345678' })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    stop();
    expect(opened).toEqual(['plus-account']);
    expect(readPlusAccountOffer()).toEqual({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', orderNumber: 'NB12345678' });
    view.unmount();

    $session.set({ ...GUEST_SESSION, status: 'registered', customerId: 'c1', email: 'ada@example.com', firstName: 'Ada' });
    sessionStorage.setItem('sf-last-order', JSON.stringify({ orderNumber: 'NB12345678', email: 'ada@example.com' }));
    renderInShell(<OrderConfirmationPage {...props({ orderNumber: 'NB12345678' })} />);
    expect(await screen.findByText(/Your order NB12345678 is confirmed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create an account' })).toBeNull();
  });

  it('shows the finalized order this tab placed, with its tenders, keeping storeContext on links', async () => {
    sessionStorage.setItem('sf-last-order', JSON.stringify({ orderNumber: 'NB12345678', email: 'ada@example.com' }));
    const api = stubApi([{ path: '/api/orders/NB12345678/confirmation', body: order(true) }]);
    renderInShell(<OrderConfirmationPage {...props({ orderNumber: 'NB12345678', storeContext: 'S1' })} />);
    expect(await screen.findByText(/Your order NB12345678 is confirmed/)).toBeTruthy();
    expect(api.urls[0]).toContain('email=ada%40example.com');
    expect(screen.getByText(/Gift card \(•••• 0002\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/?storeContext=S1');
  });

  it('resets an order that is not finalized, logs why and sends the visitor home', async () => {
    sessionStorage.setItem('sf-last-order', JSON.stringify({ orderNumber: 'NB12345678', email: 'ada@example.com' }));
    stubApi([{ path: '/api/orders/NB12345678/confirmation', body: order(false) }]);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const page = props({ orderNumber: 'NB12345678', storeContext: 'S1' });
    renderInShell(<OrderConfirmationPage {...page} />);
    await vi.waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/?storeContext=S1', { replace: true }));
    expect(info.mock.calls[0]?.[0]).toContain('order-not-finalized');
    expect(sessionStorage.getItem('sf-last-order')).toBeNull();
  });

  it('resets an order the server does not know (404) and sends the visitor home', async () => {
    sessionStorage.setItem('sf-last-order', JSON.stringify({ orderNumber: 'NB12345678', email: 'ada@example.com' }));
    stubApi([{ path: '/api/orders/NB12345678/confirmation', status: 404, body: { message: 'no such order' } }]);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const page = props({ orderNumber: 'NB12345678' });
    renderInShell(<OrderConfirmationPage {...page} />);
    await vi.waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(info.mock.calls[0]?.[0]).toContain('order-not-found');
    expect(sessionStorage.getItem('sf-last-order')).toBeNull();
  });

  it('says the confirmation could not be loaded when the server fails, keeping the stored order', async () => {
    sessionStorage.setItem('sf-last-order', JSON.stringify({ orderNumber: 'NB12345678', email: 'ada@example.com' }));
    stubApi([{ path: '/api/orders/NB12345678/confirmation', status: 400, body: { message: 'bad' } }]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = props({ orderNumber: 'NB12345678' });
    renderInShell(<OrderConfirmationPage {...page} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Your basket could not be loaded.');
    expect(logged).toHaveBeenCalledWith('[mfe-cart-checkout] confirmation failed to load', expect.anything());
    expect(page.navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('sf-last-order')).not.toBeNull();
  });

  it('sends a visitor without a stored order home without asking the server', async () => {
    const api = stubApi([]);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const page = props({ orderNumber: 'NB12345678' });
    renderInShell(<OrderConfirmationPage {...page} />);
    await vi.waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(api.fetch).not.toHaveBeenCalled();
  });
  it('offers no account before the session is known (a signed-in shopper reloading the page)', async () => {
    sessionStorage.setItem('sf-last-order', JSON.stringify({ orderNumber: 'NB12345678', email: 'ada@example.com' }));
    stubApi([{ path: '/api/orders/NB12345678/confirmation', body: order(true) }]);
    renderInShell(<OrderConfirmationPage {...props({ orderNumber: 'NB12345678' })} />);
    expect(await screen.findByText(/Your order NB12345678 is confirmed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create an account' })).toBeNull();
  });
});
