import { useEffect } from 'react';
import { useApiData } from '@sf/api-client/use-api-data';
import type { Suggestions } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import { catalogApi } from '../../shared/catalog-api';

/** Typing pauses shorter than this do not ask the server. */
export const SUGGEST_DEBOUNCE_MS = 150;
export const SUGGEST_MIN_CHARS = 2;
/** The key of every term too short to ask about: its load answers null at once, without a request. */
const TOO_SHORT = 'too-short';

/** Resolves after `ms`; an abort first clears the timer (so nothing is asked) and rejects. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * As-you-type suggestions for a term: asked after a short pause, and each newer term aborts the pause or request of
 * the one before, so a slow answer for "bo" never replaces the answer for "boots".
 */
export function useSuggestions(site: Pick<SiteInfo, 'brand' | 'locale'>, term: string): Suggestions | null {
  const trimmed = term.trim();
  const asks = trimmed.length >= SUGGEST_MIN_CHARS;
  // The previous term's answer stays until the new one arrives, so the list does not flicker while typing. After a
  // short term (its answer is null) or a failure there is none: a term typed after clearing the box starts empty.
  const { state } = useApiData(
    asks ? `${site.brand}|${site.locale}|${trimmed}` : TOO_SHORT,
    async (signal): Promise<Suggestions | null> => {
      if (!asks) return null;
      await pause(SUGGEST_DEBOUNCE_MS, signal);
      return catalogApi(site).suggestions(trimmed, signal);
    },
    { keepPrevious: true },
  );
  const failed = state.status === 'failed' || state.status === 'not-found' ? state : null;
  useEffect(() => {
    // Suggestions are a convenience: a failure leaves the plain search form working.
    if (failed) console.warn('[mfe-catalog] suggestions failed', failed.error);
  }, [failed]);

  return asks && state.status === 'ready' ? state.data : null;
}

export interface SuggestionOption {
  id: string;
  group: 'phrases' | 'categories' | 'products';
  label: string;
  /** Locale-free path the option leads to. */
  href: string;
}

/** The answer as one ordered list of options (phrases, then categories, then products), for keyboard movement. */
export function suggestionOptions(answer: Suggestions | null, idPrefix: string, phraseHref: (phrase: string) => string): SuggestionOption[] {
  if (!answer) return [];
  return [
    ...answer.phrases.map((phrase, index) => ({ id: `${idPrefix}-phrase-${index}`, group: 'phrases' as const, label: phrase, href: phraseHref(phrase) })),
    ...answer.categories.map((category, index) => ({
      id: `${idPrefix}-category-${index}`,
      group: 'categories' as const,
      label: category.name,
      href: `/c/${category.slug}`,
    })),
    ...answer.products.map((product, index) => ({ id: `${idPrefix}-product-${index}`, group: 'products' as const, label: product.name, href: product.path })),
  ];
}
