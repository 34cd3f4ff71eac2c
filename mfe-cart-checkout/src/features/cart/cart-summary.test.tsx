import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Basket, Promotion } from '@sf/contracts';
import { basket, BASKET_ID, item, storeBasketId } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { AUTO_PROMO_CODE_KEY } from './auto-promo-code';
import { CartPage } from './cart-page';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const freeShipping = (remaining: number): Promotion => ({
  promotionId: 'nb-gbp-free',
  campaignId: 'nb-free',
  promotionClass: 'SHIPPING',
  couponCode: null,
  itemText: 'Free shipping on orders over £50.00',
  price: gbp(0),
  appliedDiscount: gbp(0),
  applied: remaining === 0,
  thresholdStatus: { threshold: gbp(5000), remaining: gbp(remaining), reached: remaining === 0 },
});
const welcome: Promotion = {
  promotionId: 'nb-gbp-welcome10',
  campaignId: 'nb-welcome10',
  promotionClass: 'ORDER',
  couponCode: 'WELCOME10',
  itemText: '10% off your order (WELCOME10)',
  price: gbp(-380),
  appliedDiscount: gbp(380),
  applied: true,
  thresholdStatus: null,
};
const small = basket({
  items: [item({ unitPrice: gbp(3799), lineTotal: gbp(3799) })],
  subtotal: gbp(3799),
  shippingPromotions: [freeShipping(1201)],
  totals: { ...basket().totals, merchandiseTotal: 3799, shipping: 395, total: 4194, merchandiseTotalTax: 699 },
});
const withCoupon: Basket = {
  ...small,
  orderPromotions: [welcome],
  couponCodes: [{ code: 'WELCOME10', applied: true }],
  totals: { ...small.totals, orderDiscount: 380, total: 3814 },
};

describe('cart summary', () => {
  it('shows how much more to spend for free shipping, and stores the threshold', async () => {
    storeBasketId();
    stubApi([{ path: `/api/baskets/${BASKET_ID}`, body: small }]);
    renderInShell(<CartPage {...pageProps('/cart')} />);
    expect(await screen.findByText('Spend £12.01 more for free shipping')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress towards free shipping' })).toBeTruthy();
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('sf-shipping-threshold-gb') ?? 'null')).toEqual(gbp(5000)));
    expect(screen.getByText('Includes VAT of £6.99')).toBeTruthy();
  });

  it('applies a promo code and lists the promotion with its amount', async () => {
    storeBasketId();
    const api = stubApi([
      { path: `/api/baskets/${BASKET_ID}`, body: small },
      { method: 'POST', path: `/api/baskets/${BASKET_ID}/coupons`, body: withCoupon },
    ]);
    renderInShell(<CartPage {...pageProps('/cart')} />);
    fireEvent.change(await screen.findByLabelText('Promo code'), { target: { value: 'welcome10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    const promotions = await screen.findByRole('list', { name: 'Promotions' });
    expect(within(promotions).getByText('10% off your order (WELCOME10): £3.80 off')).toBeTruthy();
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', body: { code: 'WELCOME10' } });
    expect(screen.getByRole('status').textContent).toBe('Promo code WELCOME10 applied.');
    expect(screen.getByRole('button', { name: 'Remove promo code WELCOME10' })).toBeTruthy();
  });

  it('announces an expired or unknown code as an alert', async () => {
    storeBasketId();
    stubApi([
      { path: `/api/baskets/${BASKET_ID}`, body: small },
      {
        method: 'POST',
        path: `/api/baskets/${BASKET_ID}/coupons`,
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Coupon code SUMMER20 has expired' },
      },
    ]);
    renderInShell(<CartPage {...pageProps('/cart')} />);
    fireEvent.change(await screen.findByLabelText('Promo code'), { target: { value: 'summer20' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Promo code SUMMER20 has expired.'));
    expect(screen.getByLabelText('Promo code').getAttribute('aria-invalid')).toBe('true');
  });

  it('applies the remembered autoPromoCode once and forgets it', async () => {
    storeBasketId();
    sessionStorage.setItem(AUTO_PROMO_CODE_KEY, 'welcome10');
    const api = stubApi([
      { path: `/api/baskets/${BASKET_ID}`, body: small },
      { method: 'POST', path: `/api/baskets/${BASKET_ID}/coupons`, body: withCoupon },
    ]);
    renderInShell(<CartPage {...pageProps('/cart')} />);
    expect(await screen.findByRole('list', { name: 'Promotions' })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(sessionStorage.getItem(AUTO_PROMO_CODE_KEY)).toBeNull();
  });

  it('says tax is calculated at checkout on US sites until the state is known', async () => {
    storeBasketId();
    stubApi([
      { path: `/api/baskets/${BASKET_ID}`, body: basket({ totals: { ...basket().totals, taxIncluded: false, taxCalculated: false, merchandiseTotalTax: 0 } }) },
    ]);
    renderInShell(<CartPage {...pageProps('/cart')} />);
    expect(await screen.findByText('Calculated at checkout')).toBeTruthy();
  });
});
