import type { LocalePayload } from '@sf/contracts';
import en from '../../../infra/server/src/modules/i18n/texts/en/cart.json';

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
  return { urls: {}, texts: flatten(en as TextTree, 'cart'), seo: { title: '', description: '' }, alternateLinks: [] };
}
