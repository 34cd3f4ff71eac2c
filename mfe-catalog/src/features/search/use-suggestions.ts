import { useEffect, useState } from 'react';
import type { SiteInfo, Suggestions } from '@sf/contracts';
import { catalogApi } from '../../shared/catalog-api';

/** Typing pauses shorter than this do not ask the server. */
export const SUGGEST_DEBOUNCE_MS = 150;
export const SUGGEST_MIN_CHARS = 2;

/**
 * As-you-type suggestions for a term: asked after a short pause, and each newer term aborts the request of the one
 * before, so a slow answer for "bo" never replaces the answer for "boots".
 */
export function useSuggestions(site: Pick<SiteInfo, 'brand' | 'locale'>, term: string): Suggestions | null {
  const [answer, setAnswer] = useState<Suggestions | null>(null);
  const trimmed = term.trim();

  useEffect(() => {
    if (trimmed.length < SUGGEST_MIN_CHARS) {
      setAnswer(null);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      catalogApi(site)
        .suggestions(trimmed, controller.signal)
        .then((result) => {
          if (!controller.signal.aborted) setAnswer(result);
        })
        .catch((error: unknown) => {
          // Suggestions are a convenience: a failure leaves the plain search form working.
          if (!controller.signal.aborted) {
            console.warn('[mfe-catalog] suggestions failed', error);
            setAnswer(null);
          }
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [site.brand, site.locale, trimmed]);

  // The previous term's answer stays until the new one arrives, so the list does not flicker while typing.
  return trimmed.length >= SUGGEST_MIN_CHARS ? answer : null;
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
