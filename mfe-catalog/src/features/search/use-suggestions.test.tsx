import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestions } from '@sf/contracts';
import { site } from '../../test/fixtures';
import { SUGGEST_DEBOUNCE_MS, useSuggestions } from './use-suggestions';

const answerFor = (term: string): Suggestions => ({ term, phrases: [`${term} one`], categories: [], products: [] });

/** Answers each suggestions request when the test says so; records the terms asked for and those aborted unanswered. */
function heldApi() {
  const pending = new Map<string, (ok: boolean) => void>();
  const asked: string[] = [];
  const aborted: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const term = new URL(input, 'http://storefront.test').searchParams.get('q') ?? '';
      asked.push(term);
      let answered = false;
      init.signal?.addEventListener('abort', () => answered || aborted.push(term));
      const ok = await new Promise<boolean>((resolve) => pending.set(term, resolve));
      answered = true;
      return new Response(JSON.stringify(ok ? answerFor(term) : { message: 'bad' }), {
        status: ok ? 200 : 400,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const answer = (term: string, ok = true) => act(async () => pending.get(term)?.(ok));
  return { asked, aborted, answer };
}

const pauseOver = () => act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 10));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSuggestions', () => {
  it('asks only after a pause in typing, and keeps the last answer on screen while the next term loads', async () => {
    vi.useFakeTimers();
    const api = heldApi();
    const view = renderHook(({ term }) => useSuggestions(site, term), { initialProps: { term: 'b' } });
    view.rerender({ term: 'bo' });
    view.rerender({ term: 'boo' });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 50));
    expect(api.asked).toEqual([]);
    await pauseOver();
    expect(api.asked).toEqual(['boo']);
    await api.answer('boo');
    expect(view.result.current).toEqual(answerFor('boo'));

    view.rerender({ term: 'boot' });
    await pauseOver();
    expect(view.result.current).toEqual(answerFor('boo'));
    // A newer term aborts the request of the one before; its late answer is never shown.
    view.rerender({ term: 'boots' });
    expect(api.aborted).toEqual(['boot']);
    await pauseOver();
    await api.answer('boots');
    expect(view.result.current).toEqual(answerFor('boots'));
  });

  it('shows nothing for a short term, and a term typed after clearing starts empty', async () => {
    vi.useFakeTimers();
    const api = heldApi();
    const view = renderHook(({ term }) => useSuggestions(site, term), { initialProps: { term: 'boo' } });
    await pauseOver();
    await api.answer('boo');
    expect(view.result.current).toEqual(answerFor('boo'));
    view.rerender({ term: ' b ' });
    expect(view.result.current).toBeNull();
    // The short term's null answer settles in a microtask, as it does between two input events.
    await act(async () => {});
    view.rerender({ term: 'sh' });
    expect(view.result.current).toBeNull();
    await pauseOver();
    await api.answer('sh');
    expect(view.result.current).toEqual(answerFor('sh'));
    expect(api.asked).toEqual(['boo', 'sh']);
  });

  it('a failure shows nothing and is logged; the next term starts empty', async () => {
    vi.useFakeTimers();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = heldApi();
    const view = renderHook(({ term }) => useSuggestions(site, term), { initialProps: { term: 'boo' } });
    await pauseOver();
    await api.answer('boo', false);
    expect(view.result.current).toBeNull();
    expect(warned).toHaveBeenCalledWith('[mfe-catalog] suggestions failed', expect.anything());
    view.rerender({ term: 'boot' });
    expect(view.result.current).toBeNull();
    warned.mockRestore();
  });
});
