import type { LocalePayload } from '@sf/contracts';
import en from '../../../infra/server/src/modules/i18n/texts/en/cart.json';

/** The English payload as the server would serve it: this remote's namespace, keys prefixed with `cart.`. */
export function englishPayload(): LocalePayload {
  const texts = Object.fromEntries(Object.entries(en).map(([key, value]) => [`cart.${key}`, value]));
  return { urls: {}, texts, seo: { title: '', description: '' }, alternateLinks: [] };
}
