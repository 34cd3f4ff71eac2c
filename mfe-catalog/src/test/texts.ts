import type { LocalePayload } from '@sf/contracts';
import en from '../../../infra/server/src/modules/i18n/texts/en/catalog.json';
import searchBoxEn from '../../../infra/server/src/modules/i18n/texts/en/search-box.json';
import buyBoxEn from '../../../infra/server/src/modules/i18n/texts/en/buy-box.json';
import reviewsEn from '../../../infra/server/src/modules/i18n/texts/en/reviews.json';

type TextTree = { [key: string]: string | TextTree };

/** Nested groups (facet.title.size) become dotted keys, as the server's text catalogue flattens them. */
function flatten(tree: TextTree, prefix: string): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}.${key}`, value] as [string, string]] : flatten(value, `${prefix}.${key}`),
  );
}

/** The English payload as the server would serve it: this remote's namespaces, keys prefixed with `catalog.`, `search-box.`, `buy-box.` and `reviews.`. */
export function englishPayload(): LocalePayload {
  const texts = Object.fromEntries([
    ...flatten(en as TextTree, 'catalog'),
    ...flatten(searchBoxEn as TextTree, 'search-box'),
    ...flatten(buyBoxEn as TextTree, 'buy-box'),
    ...flatten(reviewsEn as TextTree, 'reviews'),
  ]);
  return { urls: {}, texts, seo: { title: '', description: '' }, alternateLinks: [] };
}
