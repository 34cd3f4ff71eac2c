import type { LocalePayload } from '@sf/contracts';
import en from '../../../infra/server/src/modules/i18n/texts/en/cart.json';
import checkoutAccountEn from '../../../infra/server/src/modules/i18n/texts/en/checkout-account.json';
import loyaltyEn from '../../../infra/server/src/modules/i18n/texts/en/loyalty.json';

type TextTree = { [key: string]: string | TextTree };

/** Nested keys flattened to `a.b.c`, as the server's text catalogue does. */
function flatten(tree: TextTree, prefix: string, into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}.${key}`] = value;
    else flatten(value, `${prefix}.${key}`, into);
  }
  return into;
}

/** The English payload as the server would serve it: this remote's namespace, keys prefixed with `cart.`. */
export function englishPayload(): LocalePayload {
  // The points tender of the payment step uses the loyalty namespace.
  const texts = {
    ...flatten(en as TextTree, 'cart'),
    ...flatten(loyaltyEn as TextTree, 'loyalty'),
    // A signed-in shopper's saved addresses and cards.
    ...flatten(checkoutAccountEn as TextTree, 'checkout-account'),
  };
  return { urls: {}, texts, seo: { title: '', description: '' }, alternateLinks: [] };
}
