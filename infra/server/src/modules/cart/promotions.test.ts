import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Basket, ProductDetail } from '@sf/contracts';
import type { LocaleCode } from '@sf/remote-contract';
import { describeDatabases } from '../../test/databases';
import { inventory, prices } from '../catalog/tables';
import { FREE_SHIPPING_THRESHOLDS } from './seed';

describeDatabases('cart promotions, shipping and tax', (context) => {
  const call = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, status = 200) => {
    const response = await context.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };
  /** A basket with `quantity` of NB1001 (variant `index`) at a fixed unit price, so totals are known. */
  const basketWith = async (locale: LocaleCode, unitAmount: number, quantity = 1, index = 0) => {
    const product = await call<ProductDetail>('GET', `/api/catalog/products/NB1001?brand=northbound&locale=${locale}`);
    const variant = product.variants[index];
    if (!variant) throw new Error('NB1001 has no variants');
    await context.db.update(inventory).set({ quantity: 50 }).where(eq(inventory.variantId, variant.variantId));
    const basket = await call<Basket>('POST', '/api/baskets', { brand: 'northbound', locale }, 201);
    await context.db
      .update(prices)
      .set({ listAmount: unitAmount, saleAmount: null })
      .where(and(eq(prices.productId, 'NB1001'), eq(prices.currency, basket.currency)));
    return call<Basket>('POST', `/api/baskets/${basket.basketId}/items`, { variantId: variant.variantId, quantity });
  };
  const url = (basket: Basket, rest = '') => `/api/baskets/${basket.basketId}${rest}`;

  it('applies a percent coupon with its localised text and amount, then removes it', async () => {
    const basket = await basketWith('de-de', 5000, 1);
    const applied = await call<Basket>('POST', url(basket, '/coupons'), { code: ' welcome10 ' });
    expect(applied.couponCodes).toEqual([{ code: 'WELCOME10', applied: true }]);
    const promotion = applied.orderPromotions.find((candidate) => candidate.couponCode === 'WELCOME10');
    expect(promotion).toMatchObject({
      promotionClass: 'ORDER',
      campaignId: 'northbound-welcome10',
      itemText: '10 % Rabatt auf Ihre Bestellung (WELCOME10)',
      price: { amount: -500, currency: 'EUR' },
      appliedDiscount: { amount: 500, currency: 'EUR' },
      thresholdStatus: null,
      applied: true,
    });
    expect(applied.totals).toMatchObject({ merchandiseTotal: 5000, orderDiscount: 500, total: 4500 + 495 });
    const removed = await call<Basket>('DELETE', url(basket, '/coupons/WELCOME10'));
    expect(removed.couponCodes).toEqual([]);
    expect(removed.totals.orderDiscount).toBe(0);
    await call('DELETE', url(basket, '/coupons/WELCOME10'), undefined, 404);
  });

  it('refuses unknown and expired codes with the spec wording', async () => {
    const basket = await basketWith('uk-en', 2000);
    expect((await call<{ message: string }>('POST', url(basket, '/coupons'), { code: 'NOPE' }, 400)).message).toBe('Coupon code NOPE is not valid');
    expect((await call<{ message: string }>('POST', url(basket, '/coupons'), { code: 'summer20' }, 400)).message).toBe('Coupon code SUMMER20 has expired');
    expect((await call<Basket>('GET', url(basket))).couponCodes).toEqual([]);
  });

  it('takes an amount off and makes shipping free with FREESHIP', async () => {
    const basket = await basketWith('uk-en', 2000);
    await call('POST', url(basket, '/coupons'), { code: 'TENOFF' });
    const both = await call<Basket>('POST', url(basket, '/coupons'), { code: 'FREESHIP' });
    expect(both.orderPromotions.find((promotion) => promotion.couponCode === 'TENOFF')).toMatchObject({
      itemText: '£10.00 off your order (TENOFF)',
      appliedDiscount: { amount: 1000 },
    });
    expect(both.shippingPromotions.find((promotion) => promotion.couponCode === 'FREESHIP')).toMatchObject({
      promotionClass: 'SHIPPING',
      appliedDiscount: { amount: 395 },
    });
    expect(both.totals).toMatchObject({ orderDiscount: 1000, shipping: 0, total: 1000 });
  });

  it('shows how much more to spend for free shipping, and applies it at the threshold', async () => {
    const below = await basketWith('uk-en', 3799);
    const free = below.shippingPromotions.find((promotion) => promotion.couponCode === null);
    expect(free).toMatchObject({
      itemText: 'Free shipping on orders over £50.00',
      applied: false,
      appliedDiscount: { amount: 0 },
      thresholdStatus: { threshold: { amount: FREE_SHIPPING_THRESHOLDS.GBP, currency: 'GBP' }, remaining: { amount: 1201, currency: 'GBP' }, reached: false },
    });
    expect(below.totals.shipping).toBe(395);
    const reached = await call<Basket>('PATCH', url(below, `/items/${below.items[0]?.itemId}`), { quantity: 2 });
    expect(reached.shippingPromotions.find((promotion) => promotion.couponCode === null)?.thresholdStatus?.reached).toBe(true);
    expect(reached.totals).toMatchObject({ shipping: 0, total: 7598 });
  });

  it('applies the automatic spend-and-save promotion over its threshold', async () => {
    const basket = await basketWith('uk-en', 7500, 2);
    const spendAndSave = basket.orderPromotions.find((promotion) => promotion.campaignId === 'northbound-spend-and-save');
    expect(spendAndSave).toMatchObject({ itemText: 'Spend £150.00, save £15.00', applied: true, appliedDiscount: { amount: 1500 } });
    expect(basket.totals).toMatchObject({
      merchandiseTotal: 15_000,
      orderDiscount: 1500,
      shipping: 0,
      total: 13_500,
      merchandiseTotalTax: 2250,
      totalWithoutTaxAfterDiscount: 11_250,
    });
  });

  it('changes the shipping method; store pickup (issue 25) pays no delivery', async () => {
    const basket = await basketWith('fr-fr', 2000);
    const express = await call<Basket>('PUT', url(basket, '/shipping-method'), { code: 'express' });
    expect(express.selectedShippingMethod).toBe('express');
    expect(express.totals.shipping).toBe(1195);
    const pickup = await call<Basket>('PUT', url(basket, '/shipping-method'), { code: 'pickup' });
    expect(pickup.selectedShippingMethod).toBe('pickup');
    expect(pickup.totals.shipping).toBe(0);
    expect(pickup.totals.total).toBe(express.totals.total - 1195);
  });

  it.each([
    ['pl-pl', 'PLN', 2300],
    ['ch-fr', 'CHF', 810],
    ['it-it', 'EUR', 2200],
    ['nl-nl', 'EUR', 2100],
  ] as const)('prices %s VAT-inclusive', async (locale, currency, basisPoints) => {
    const basket = await basketWith(locale, 12_300);
    expect(basket.totals).toMatchObject({ currency, taxIncluded: true, taxCalculated: true, taxRateBasisPoints: basisPoints });
    expect(basket.totals.total).toBe(12_300 + basket.totals.shipping);
  });

  it('adds US sales tax once the state is known', async () => {
    const basket = await basketWith('us-en', 10_000);
    expect(basket.totals).toMatchObject({ taxIncluded: false, taxCalculated: false, merchandiseTotalTax: 0, shipping: 0 });
    const texas = await call<Basket>('PUT', url(basket, '/shipping-region'), { region: 'TX' });
    expect(texas.shippingRegion).toBe('TX');
    expect(texas.totals).toMatchObject({ taxCalculated: true, merchandiseTotalTax: 625, total: 10_625 });
    const unknown = await call<{ message: string }>('PUT', url(basket, '/shipping-region'), { region: 'ZZ' }, 400);
    expect(unknown.message).toMatch(/^body\/region: Unknown state/);
    const priced = await context.app.cart.priceBasket(basket.basketId, { shippingRegion: 'NY' });
    expect(priced.totals.merchandiseTotalTax).toBe(400);
  });

  it('refuses a tax region on a VAT site', async () => {
    const basket = await basketWith('uk-en', 1000);
    await call('PUT', url(basket, '/shipping-region'), { region: 'CA' }, 400);
  });

  it('changes the size of a line, keeping the quantity', async () => {
    const basket = await basketWith('uk-en', 2000, 2);
    const line = basket.items[0];
    const other = line?.sizes.find((size) => size.variantId !== line.variantId);
    if (!line || !other) throw new Error('NB1001 needs two sizes in one colour');
    await context.db.update(inventory).set({ quantity: 50 }).where(eq(inventory.variantId, other.variantId));
    const changed = await call<Basket>('PATCH', url(basket, `/items/${line.itemId}`), { variantId: other.variantId });
    expect(changed.items).toHaveLength(1);
    expect(changed.items[0]).toMatchObject({ itemId: line.itemId, variantId: other.variantId, quantity: 2 });
    const otherProduct = await call<ProductDetail>('GET', '/api/catalog/products/NB1002?brand=northbound&locale=uk-en');
    const foreign = await call<{ message: string }>('PATCH', url(basket, `/items/${line.itemId}`), { variantId: otherProduct.variants[0]?.variantId }, 400);
    expect(foreign.message).toContain('is not a size of NB1001');
    expect(foreign.message).toMatch(/^body\/variantId:/);
  });

  it('keeps a gift option and gift-card lines, and priceBasket refuses lines over stock', async () => {
    const basket = await basketWith('uk-en', 2000);
    const gift = await call<Basket>('PUT', url(basket, '/gift-option'), { enabled: true, message: ' Happy birthday! ' });
    expect(gift.giftOption).toEqual({ enabled: true, message: 'Happy birthday!' });
    await call('PUT', url(basket, '/gift-option'), { enabled: true, message: 'x'.repeat(201) }, 400);
    const card = await call<Basket>('POST', url(basket, '/gift-cards'), {
      amount: 2500,
      recipientEmail: 'ana@example.com',
      recipientName: 'Ana',
      senderName: 'Bo',
    });
    expect(card.giftCardItems[0]).toMatchObject({
      type: 'gift-card',
      amount: { amount: 2500, currency: 'GBP' },
      recipientEmail: 'ana@example.com',
      message: '',
    });
    expect(card.totals).toMatchObject({ giftCardTotal: 2500, total: 2000 + 395 + 2500 });
    await call('POST', url(basket, '/gift-cards'), { amount: 250, recipientEmail: 'ana@example.com', recipientName: 'Ana', senderName: 'Bo' }, 400);
    const removed = await call<Basket>('DELETE', url(basket, `/items/${card.giftCardItems[0]?.itemId}`));
    expect(removed.giftCardItems).toEqual([]);
    await context.db
      .update(inventory)
      .set({ quantity: 0 })
      .where(eq(inventory.variantId, basket.items[0]?.variantId ?? ''));
    await expect(context.app.cart.priceBasket(basket.basketId)).rejects.toThrow(/out of stock/);
  });
});
