import type { LocalePayload } from '@sf/contracts';

/** Locale payloads shaped like GET /fapi/i18n/{locale}, shared by the tests. */
export function payloadFor(texts: Record<string, string>, urls: Record<string, string> = {}): LocalePayload {
  return {
    urls,
    texts,
    seo: { title: texts['seo.title'] ?? 'Storefront', description: '' },
    alternateLinks: [{ hreflang: 'en-GB', href: 'https://northbound.test/' }],
  };
}

export const ukEnglish = payloadFor(
  {
    'catalog.addToCart': 'Add to basket',
    'common.retry': 'Try again',
    'cart.itemCount': '{{count}} items in your basket',
    'greeting.named': 'Hello, {{name}}',
  },
  { '/help': '/help-centre' },
);

export const german = payloadFor({ 'catalog.addToCart': 'In den Warenkorb', 'common.retry': 'Erneut versuchen' }, { '/help': '/hilfe' });
