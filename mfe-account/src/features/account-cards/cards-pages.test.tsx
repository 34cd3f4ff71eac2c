import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { PAYMENT_MESSAGE_SOURCE } from '@sf/contracts';
import { stubApi } from '@sf/test-kit/testing';
import { apiError, card, pageProps } from '../../testing/account-fixtures';
import { loadAccountAreaTexts, renderAccountArea } from '../../testing/render-account-area';
import { AddCardPage } from './add-card-page';
import { CardsPage } from './cards-page';

const token = { token: 'tok_0123456789abcdef', brand: 'mastercard', last4: '4444', expiryMonth: 7, expiryYear: 2031 };

/**
 * What the provider's card form posts to its parent once it has tokenised a card. happy-dom does not load iframe
 * pages, so the frame gets a stand-in window for the message to come from.
 */
function postFromFrame(data: unknown, from: 'frame' | 'elsewhere' = 'frame') {
  const frame = document.querySelector('iframe') as HTMLIFrameElement;
  if (!frame.contentWindow) Object.defineProperty(frame, 'contentWindow', { value: { name: 'card-form' } });
  const source = (from === 'frame' ? frame.contentWindow : { name: 'another-frame' }) as MessageEventSource;
  window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source }));
}

describe('saved cards', () => {
  beforeAll(() => loadAccountAreaTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists brand, last four and expiry, marks the default and an expired card', async () => {
    stubApi([
      {
        path: '/api/account/cards',
        body: { cards: [card(), card({ id: 'c2', brand: 'amex', last4: '0005', isDefault: false, expired: true, expiryYear: 2024 })], max: 10 },
      },
    ]);
    renderAccountArea(<CardsPage {...pageProps('/account/credit-cards')} />);
    const cards = await screen.findAllByTestId('saved-card');
    expect(cards.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Visa ending in 4242Expires 03/30Default card'),
      expect.stringContaining('American Express ending in 0005Expired 03/24: it cannot be used at checkout'),
    ]);
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe('/account/credit-cards/add');
  });

  it('deletes a card after the "delete card" dialog', async () => {
    const api = stubApi([
      { path: '/api/account/cards', body: { cards: [card()], max: 10 }, once: true },
      { method: 'DELETE', path: `/api/account/cards/${card().id}`, body: { ok: true } },
      { path: '/api/account/cards', body: { cards: [], max: 10 } },
    ]);
    renderAccountArea(<CardsPage {...pageProps('/account/credit-cards')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Visa ending in 4242' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
    expect(within(dialog).getByText('Visa ending in 4242 (expires 03/30) will be removed from your account.')).toBeTruthy();
    // "Keep it" closes without deleting.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete card' })));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('You have no saved cards.')).toBeTruthy();
    expect(screen.getByText('The card has been deleted.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Saved cards');
  });
});

describe('add a card', () => {
  beforeAll(() => loadAccountAreaTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the provider card form and saves only the token it posts back', async () => {
    const api = stubApi([{ method: 'POST', path: '/api/account/cards', body: card({ brand: 'mastercard', last4: '4444' }) }]);
    const props = pageProps('/account/credit-cards/add');
    renderAccountArea(<AddCardPage {...props} />);
    const frame = screen.getByTitle('Card details (secure payment form)') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/payments/test-provider/card-form?lang=en');
    fireEvent.click(screen.getByLabelText('Use as my default card'));

    // A message from another window is ignored.
    await act(async () => postFromFrame({ source: PAYMENT_MESSAGE_SOURCE, type: 'tokenized', card: token }, 'elsewhere'));
    expect(api.calls).toHaveLength(0);

    await act(async () => postFromFrame({ source: PAYMENT_MESSAGE_SOURCE, type: 'tokenized', card: token }));
    expect(api.calls[0]?.body).toEqual({ cardToken: 'tok_0123456789abcdef', makeDefault: true });
    expect(props.navigate).toHaveBeenCalledWith('/account/credit-cards');
  });

  it('asks for the card again when saving fails, with a fresh form', async () => {
    stubApi([{ method: 'POST', path: '/api/account/cards', status: 409, body: apiError(409, 'too many cards') }]);
    const props = pageProps('/account/credit-cards/add');
    renderAccountArea(<AddCardPage {...props} />);
    await act(async () => postFromFrame({ source: PAYMENT_MESSAGE_SOURCE, type: 'tokenized', card: token }));
    expect(await screen.findByText('You have saved the most cards allowed. Delete one first.')).toBeTruthy();
    expect(screen.getByTitle('Card details (secure payment form)')).toBeTruthy();
    expect(props.navigate).not.toHaveBeenCalled();
  });
});
