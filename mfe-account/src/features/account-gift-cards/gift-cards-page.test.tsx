import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { stubApi } from '@sf/test-kit/testing';
import { apiError, giftCard, pageProps } from '../../testing/account-fixtures';
import { loadAccountAreaTexts, renderAccountArea } from '../../testing/render-account-area';
import { validateGiftCard } from './gift-card-rules';
import { GiftCardsPage } from './gift-cards-page';

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('saved gift cards', () => {
  beforeAll(() => loadAccountAreaTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks number and PIN like the balance check', () => {
    expect(validateGiftCard('', '')).toEqual({ number: 'required', pin: 'required' });
    expect(validateGiftCard('1234 5678 9012 345', '12')).toEqual({ number: 'invalid', pin: 'invalid' });
    expect(validateGiftCard('1234-5678-9012-3456', '1234')).toEqual({});
  });

  it('lists saved cards with their balances and removes one', async () => {
    const api = stubApi([
      { path: '/api/account/gift-cards', body: { giftCards: [giftCard(), giftCard({ id: 'g2', maskedNumber: '•••• 1111', status: 'disabled' })], max: 20 } },
      { method: 'DELETE', path: `/api/account/gift-cards/${giftCard().id}`, body: { ok: true } },
    ]);
    renderAccountArea(<GiftCardsPage {...pageProps('/account/gift-cards')} />);
    const cards = await screen.findAllByTestId('saved-gift-card');
    expect(cards[0]!.textContent).toContain('Gift card •••• 4821Balance: £25.00');
    expect(within(cards[1]!).getByText('Disabled')).toBeTruthy();
    await act(async () => fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Remove Gift card •••• 4821' })));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Gift card •••• 4821 has been removed from your account.')).toBeTruthy();
    expect(screen.getAllByTestId('saved-gift-card')).toHaveLength(1);
    expect(document.activeElement?.textContent).toBe('Saved gift cards');
  });

  it('says a card removed in another tab is already gone, and the list catches up', async () => {
    stubApi([
      { path: '/api/account/gift-cards', body: { giftCards: [giftCard()], max: 20 }, once: true },
      { path: '/api/account/gift-cards', body: { giftCards: [], max: 20 } },
      { method: 'DELETE', path: `/api/account/gift-cards/${giftCard().id}`, status: 404, body: apiError(404, 'Gift card not found') },
    ]);
    renderAccountArea(<GiftCardsPage {...pageProps('/account/gift-cards')} />);
    const [card] = await screen.findAllByTestId('saved-gift-card');
    await act(async () => fireEvent.click(within(card!).getByRole('button', { name: 'Remove Gift card •••• 4821' })));
    expect(await screen.findByText('This gift card had already been removed.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryAllByTestId('saved-gift-card')).toHaveLength(0));
  });

  it('adds a card by number and PIN, with one message whichever is wrong', async () => {
    const api = stubApi([
      { path: '/api/account/gift-cards', body: { giftCards: [], max: 20 }, once: true },
      { method: 'POST', path: '/api/account/gift-cards', status: 404, body: apiError(404, 'not found'), once: true },
      { method: 'POST', path: '/api/account/gift-cards', body: giftCard() },
      { path: '/api/account/gift-cards', body: { giftCards: [giftCard()], max: 20 } },
    ]);
    renderAccountArea(<GiftCardsPage {...pageProps('/account/gift-cards')} />);
    expect(await screen.findByText('You have no saved gift cards.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add a gift card' });
    const number = within(form).getByLabelText('Gift card number');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add gift card' })));
    expect(document.activeElement).toBe(number);
    expect(describedBy(number)).toBe('The 16 digits on the back of the card or in the e-mail. | Enter the gift card number.');

    fireEvent.change(number, { target: { value: '6000 0000 0000 4821' } });
    fireEvent.change(within(form).getByLabelText('PIN'), { target: { value: '9999' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add gift card' })));
    expect(await within(form).findByText('The gift card number or PIN is not right.')).toBeTruthy();

    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add gift card' })));
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ number: '6000000000004821', pin: '9999' });
    expect(await screen.findByText('Gift card •••• 4821 has been added.')).toBeTruthy();
    expect(await screen.findAllByTestId('saved-gift-card')).toHaveLength(1);
  });
});
