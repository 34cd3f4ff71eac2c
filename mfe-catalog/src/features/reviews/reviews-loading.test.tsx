import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFixture } from '@sf/api-mocks';
import type { DialogProps } from '@sf/remote-contract';
import { site } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { renderInShell } from '../../test/render';
import { ReviewsDialog, WriteReviewDialog } from './review-dialogs';
import ReviewsSection from './reviews-section';

const LIST = '/api/reviews/NB1001';
const list = mockFixture('reviews-list');
const dialogProps = (arg: string): DialogProps => ({ arg, close: vi.fn(), setTitle: vi.fn(), locale: site.locale, site, navigate: vi.fn() });

describe('reviews section', () => {
  it('shows the most helpful reviews and the questions, and a vote counts on the card', async () => {
    const first = list.items[0]!;
    const api = stubApi([
      { path: LIST, body: list },
      { path: `${LIST}/questions`, body: mockFixture('reviews-questions') },
      { method: 'POST', path: `/api/reviews/${first.id}/helpful`, body: { helpfulCount: first.helpfulCount + 1 } },
    ]);
    renderInShell(<ReviewsSection productId="NB1001" />);
    expect(await screen.findAllByTestId('review')).toHaveLength(3);
    expect(api.calls[0]?.url.searchParams.get('sort')).toBe('helpful');
    expect(await screen.findByTestId('question')).toBeTruthy();
    const card = screen.getAllByTestId('review')[0]!;
    fireEvent.click(within(card).getByRole('button', { name: `Helpful (${first.helpfulCount})` }));
    expect(await within(card).findByRole('button', { name: `Helpful (${first.helpfulCount + 1})`, pressed: true })).toBeTruthy();
  });

  it('says the reviews could not be loaded; questions that fail are simply not listed', async () => {
    stubApi([
      { path: LIST, status: 400, body: { message: 'bad' } },
      { path: `${LIST}/questions`, status: 400, body: { message: 'bad' } },
    ]);
    renderInShell(<ReviewsSection productId="NB1001" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Reviews could not be loaded.');
    expect(screen.queryByTestId('question')).toBeNull();
  });
});

describe('reviews dialog', () => {
  it('keeps the reviews and their controls on screen while another sort loads', async () => {
    const sorted = { ...list, sort: 'helpful' as const, items: list.items.slice(0, 2) };
    const api = stubApi([{ path: LIST, body: list }]);
    let answer = (_value?: unknown) => {};
    const held = new Promise((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (!String(input).includes('sort=helpful')) return api.fetch(input, init);
      await held;
      return new Response(JSON.stringify(sorted), { headers: { 'content-type': 'application/json' } });
    });
    renderInShell(<ReviewsDialog {...dialogProps('nb1001')} />);
    expect(await screen.findAllByTestId('review')).toHaveLength(10);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'helpful' } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getAllByTestId('review')).toHaveLength(10);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading reviews…' })).toBeNull();
    answer();
    await vi.waitFor(() => expect(screen.getAllByTestId('review')).toHaveLength(2));
  });

  it('the write-a-review dialog names the product from its first page of reviews', async () => {
    stubApi([{ path: LIST, body: list }]);
    renderInShell(<WriteReviewDialog {...dialogProps('NB1001')} />);
    expect(await screen.findByText(`Your review of ${list.productName}`)).toBeTruthy();
  });
});
