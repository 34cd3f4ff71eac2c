import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GiftCardItem } from '@sf/contracts';
import { basket } from '../../test/fixtures';
import { renderInShell } from '../../test/render';
import { OrderSummary } from './order-summary';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const giftCard: GiftCardItem = {
  type: 'gift-card',
  itemId: 'gc-1',
  amount: gbp(1000),
  recipientEmail: 'friend@example.com',
  recipientName: 'Grace',
  senderName: 'Ada',
  message: 'Happy birthday',
  quantity: 1,
  lineTotal: gbp(1000),
};
const totals = basket().totals;

describe('checkout order summary', () => {
  it('lists a basket of one e-gift card with its amount, without product subtotal, delivery or VAT rows', () => {
    const onlyGiftCard = basket({
      items: [],
      giftCardItems: [giftCard],
      totalItems: 1,
      subtotal: gbp(0),
      totals: { ...totals, merchandiseTotal: 0, shipping: 0, merchandiseTotalTax: 0, totalWithoutTaxAfterDiscount: 0, giftCardTotal: 1000, total: 1000 },
    });
    renderInShell(<OrderSummary basket={onlyGiftCard} />);
    const lines = within(screen.getByRole('list'));
    expect(lines.getByText('E-gift card')).toBeTruthy();
    expect(lines.getByText('E-gift card for Grace (friend@example.com)')).toBeTruthy();
    expect(lines.getByText('£10.00')).toBeTruthy();
    const rows = screen.getByRole('region', { name: 'Order summary' }).querySelectorAll('dt');
    expect([...rows].map((row) => row.textContent)).toEqual(['Gift cards', 'Total']);
    expect(screen.getByTestId('order-total').textContent).toBe('£10.00');
    expect(screen.getByText('1 item')).toBeTruthy();
  });

  it('shows product lines with subtotal, delivery and VAT, and the e-gift cards beside them', () => {
    renderInShell(<OrderSummary basket={basket({ giftCardItems: [giftCard], totals: { ...totals, giftCardTotal: 1000, total: 15900 } })} />);
    const rows = screen.getByRole('region', { name: 'Order summary' }).querySelectorAll('dt');
    expect([...rows].map((row) => row.textContent)).toEqual(['Subtotal', 'Delivery', 'Incl. VAT', 'Gift cards', 'Total']);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
