import type { LocalePayload } from '@sf/contracts';
import en from '../../../infra/server/src/modules/i18n/texts/en/catalog.json';

/** The English payload as the server would serve it: this remote's namespace, keys prefixed with `catalog.`. */
export function englishPayload(): LocalePayload {
  const texts = Object.fromEntries(Object.entries(en).map(([key, value]) => [`catalog.${key}`, value]));
  return { urls: {}, texts, seo: { title: '', description: '' }, alternateLinks: [] };
}
