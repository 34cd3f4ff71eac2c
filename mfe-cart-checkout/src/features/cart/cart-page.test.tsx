import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { $cart, siteInfo } from '@sf/remote-contract';
import { basket, BASKET_ID, item, storeBasketId } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { CartPage } from './cart-page';

const two = basket({
  items: [item(), item({ itemId: 'item-2', name: 'Trail Runner', quantity: 2, lineTotal: { amount: 19800, currency: 'GBP' } })],
  totalItems: 3,
  subtotal: { amount: 34700, currency: 'GBP' },
  totals: { ...basket().totals, merchandiseTotal: 34700, total: 34700, merchandiseTotalTax: 5783 },
});

describe('CartPage', () => {
  it('shows the empty state with a way back to shopping when there is no basket', () => {
    const api = stubApi([]);
    renderInShell(<CartPage {...pageProps('/cart')} />);
    expect(screen.getByText('Your basket is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('lists the lines with prices for the site locale, the subtotal and the checkout link', async () => {
    storeBasketId();
    stubApi([{ path: `/api/baskets/${BASKET_ID}`, body: two }]);
    renderInShell(<CartPage {...pageProps('/cart')} />);
    const list = await screen.findByRole('list', { name: 'Items in your basket' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Trail Runner' }).getAttribute('href')).toBe('/p/ridge-hiker-boot-nb1001');
    // Items and total (no discount, free shipping in the fixture).
    expect(screen.getAllByText('£347.00')).toHaveLength(2);
    expect(screen.getByText('3 items')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    expect($cart.get()).toEqual({ basketId: BASKET_ID, totalItems: 3, currency: 'GBP' });
  });

  it('formats the basket currency for the site language', async () => {
    storeBasketId();
    localStorage.setItem('sf-basket-de', BASKET_ID);
    stubApi([
      {
        path: `/api/baskets/${BASKET_ID}`,
        body: basket({ currency: 'EUR', subtotal: { amount: 14900, currency: 'EUR' }, totals: { ...basket().totals, currency: 'EUR' } }),
      },
    ]);
    renderInShell(<CartPage {...pageProps('/cart')} />, siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default'));
    expect((await screen.findAllByText(/149,00\s€/)).length).toBeGreaterThan(0);
  });

  it('changes a quantity with PATCH and announces it', async () => {
    storeBasketId();
    const api = stubApi([
      { path: `/api/baskets/${BASKET_ID}`, body: basket() },
      { method: 'PATCH', path: `/api/baskets/${BASKET_ID}/items/item-1`, body: basket({ items: [item({ quantity: 3 })], totalItems: 3 }) },
    ]);
    renderInShell(<CartPage {...pageProps('/cart')} />);
    const select = await screen.findByLabelText(/^Quantity/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await act(async () => fireEvent.change(select, { target: { value: '3' } }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ridge Hiker Boot: quantity changed to 3.'));
    expect(api.calls[1]).toMatchObject({ method: 'PATCH', body: { quantity: 3 } });
    expect($cart.get().totalItems).toBe(3);
  });

  it("removes a line with DELETE and shows the server's reason when a change is refused", async () => {
    storeBasketId();
    stubApi([
      { path: `/api/baskets/${BASKET_ID}`, body: two },
      {
        method: 'PATCH',
        path: `/api/baskets/${BASKET_ID}/items/item-2`,
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Only 2 left in stock' },
      },
      { method: 'DELETE', path: `/api/baskets/${BASKET_ID}/items/item-1`, body: basket({ items: [two.items[1]!], totalItems: 2 }) },
    ]);
    renderInShell(<CartPage {...pageProps('/cart')} />);
    const selects = await screen.findAllByLabelText(/^Quantity/);
    await act(async () => fireEvent.change(selects[1]!, { target: { value: '5' } }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Only 2 left in stock'));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Ridge Hiker Boot' })));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ridge Hiker Boot was removed from your basket.'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect($cart.get().totalItems).toBe(2);
  });
});
