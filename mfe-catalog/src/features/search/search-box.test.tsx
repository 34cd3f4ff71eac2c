import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Suggestions } from '@sf/contracts';
import { stubApi } from '../../test/fake-api';
import { site } from '../../test/fixtures';
import { renderInShell } from '../../test/render';
import { SearchBox } from './search-box';

const answer: Suggestions = {
  term: 'boo',
  phrases: ['boots', 'boots waterproof'],
  categories: [{ slug: 'women/boots', name: 'Women’s boots' }],
  products: [
    {
      productId: 'NB1001',
      name: 'Ridge Hiker Boot',
      path: '/p/ridge-hiker-boot-nb1001',
      image: '/x.svg',
      price: { list: { amount: 14900, currency: 'GBP' }, sale: null },
    },
  ],
};

function setup() {
  const api = stubApi([{ path: '/api/search/suggestions', body: answer }]);
  const navigate = vi.fn();
  renderInShell(<SearchBox site={site} navigate={navigate} />);
  const input = screen.getByRole('combobox', { name: 'Search products' });
  return { api, navigate, input };
}

async function typeAndWait(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  await vi.waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
}

const key = (input: HTMLElement, name: string) =>
  act(() => {
    fireEvent.keyDown(input, { key: name });
  });

describe('SearchBox', () => {
  it('is a labelled combobox with a submit button; a typed term goes to /search?q=', () => {
    const { navigate, input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('listbox');
    fireEvent.change(input, { target: { value: ' gore-tex boots ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/search?q=gore-tex+boots');
  });

  it('asks once after a pause (debounced), aborting the request of an earlier term, and announces the count', async () => {
    const { api, input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'bo' } });
    fireEvent.change(input, { target: { value: 'boo' } });
    await vi.waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(api.calls.map((call) => call.url.searchParams.get('q'))).toEqual(['boo']);
    expect(screen.getByRole('status').textContent).toBe('4 suggestions available');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(within(listbox).getByRole('group', { name: 'Searches' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Products' })).toBeTruthy();
  });

  it('moves through the options with ArrowDown/ArrowUp/Home/End and follows the active phrase with Enter (st=click)', async () => {
    const { navigate, input } = setup();
    await typeAndWait(input, 'boo');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    await key(input, 'ArrowDown');
    expect(active()).toBe('boots');
    expect(screen.getByRole('option', { name: 'boots' }).getAttribute('aria-selected')).toBe('true');
    await key(input, 'End');
    expect(active()).toBe('Ridge Hiker Boot');
    await key(input, 'ArrowDown');
    expect(active()).toBe('boots');
    await key(input, 'ArrowUp');
    expect(active()).toBe('Ridge Hiker Boot');
    await key(input, 'Home');
    expect(active()).toBe('boots');
    await key(input, 'ArrowDown');
    fireEvent.submit(input.closest('form')!);
    expect(navigate).toHaveBeenCalledWith('/search?q=boots+waterproof&st=click');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to a category or product page when one of those is chosen', async () => {
    const { navigate, input } = setup();
    await typeAndWait(input, 'boo');
    fireEvent.click(screen.getByRole('option', { name: 'Women’s boots' }));
    expect(navigate).toHaveBeenCalledWith('/c/women/boots');
    await typeAndWait(input, 'boot');
    fireEvent.click(screen.getByRole('option', { name: 'Ridge Hiker Boot' }));
    expect(navigate).toHaveBeenLastCalledWith('/p/ridge-hiker-boot-nb1001');
  });

  it('Escape closes the list, a second Escape clears the input', async () => {
    const { input } = setup();
    await typeAndWait(input, 'boo');
    await key(input, 'ArrowDown');
    await key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('boo');
    await key(input, 'Escape');
    expect((input as HTMLInputElement).value).toBe('');
  });
});
