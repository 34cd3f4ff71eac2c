import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readBasketId } from '@sf/contracts';
import { $cart } from '@sf/remote-contract';
import { basket, BASKET_ID, storeBasketId } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { GiftCardPage } from './gift-card-page';

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const balance = { maskedNumber: '•••• 0001', balance: { amount: 10000, currency: 'GBP' }, status: 'active' };
const withGiftLine = basket({ totalItems: 1 });

describe('GiftCardPage', () => {
  it('shows the balance of a card, formatted for the site', async () => {
    const api = stubApi([{ method: 'POST', path: '/api/gift-cards/balance', body: balance }]);
    renderInShell(<GiftCardPage {...pageProps('/gift-card')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeTruthy();
    type('Gift card number', '6010 0000 0000 0001');
    type('PIN', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('Card •••• 0001 has £100.00 left.')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ number: '6010000000000001', pin: '1234' });
  });

  it('checks the format before asking the server, and moves focus to the first problem', () => {
    const api = stubApi([]);
    renderInShell(<GiftCardPage {...pageProps('/gift-card')} />);
    type('Gift card number', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(screen.getByText('Enter the 16-digit gift card number')).toBeTruthy();
    expect(screen.getByText('Enter the PIN (4 to 8 digits)')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Gift card number'));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'The gift card number or PIN is not right.'],
    [429, 'Too many attempts. Try again later.'],
    [503, 'The balance could not be checked. Try again.'],
  ])('explains a %i from the balance check', async (status, message) => {
    stubApi([{ method: 'POST', path: '/api/gift-cards/balance', status, body: { statusCode: status, error: 'x', message: 'x' } }]);
    renderInShell(<GiftCardPage {...pageProps('/gift-card')} />);
    type('Gift card number', '6010000000000001');
    type('PIN', '9999');
    fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('adds an e-gift card line to a new basket and updates the cart summary', async () => {
    localStorage.clear();
    const api = stubApi([
      { method: 'POST', path: '/api/baskets', body: basket() },
      { method: 'POST', path: `/api/baskets/${BASKET_ID}/gift-cards`, body: withGiftLine },
    ]);
    renderInShell(<GiftCardPage {...pageProps('/gift-card')} />);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: 'other' } });
    type('Other amount', '75');
    type("Recipient's name", 'Sam');
    type("Recipient's e-mail", 'sam@example.com');
    type('Your name', 'Alex');
    type(/Message/, 'Happy birthday');
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('The e-gift card is in your basket.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/cart');
    const line = api.calls.find((call) => call.url.pathname.endsWith('/gift-cards'));
    expect(line?.body).toEqual({ amount: 7500, recipientName: 'Sam', recipientEmail: 'sam@example.com', senderName: 'Alex', message: 'Happy birthday' });
    expect(readBasketId('GB')).toBe(BASKET_ID);
    expect($cart.get()).toEqual({ basketId: BASKET_ID, totalItems: 1, currency: 'GBP' });
  });

  it('lists what is missing with field errors and sends nothing', async () => {
    storeBasketId();
    const api = stubApi([]);
    renderInShell(<GiftCardPage {...pageProps('/gift-card')} />);
    type("Recipient's e-mail", 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(screen.getByText("Enter the recipient's name")).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByLabelText("Recipient's e-mail").getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText("Recipient's name"));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows the server reason when the basket refuses the line', async () => {
    storeBasketId();
    stubApi([
      {
        method: 'POST',
        path: `/api/baskets/${BASKET_ID}/gift-cards`,
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'At most 5 gift cards per basket' },
      },
    ]);
    renderInShell(<GiftCardPage {...pageProps('/gift-card')} />);
    type("Recipient's name", 'Sam');
    type("Recipient's e-mail", 'sam@example.com');
    type('Your name', 'Alex');
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('At most 5 gift cards per basket'));
  });
});
