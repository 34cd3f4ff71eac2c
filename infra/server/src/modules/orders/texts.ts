/** Server-rendered texts (e-mails, the return label) from the `orders` namespace, in the order's language. */
import { BRANDS, LOCALES, isLocaleCode, type BrandKey, type Currency } from '@sf/remote-contract';
import type { I18nService } from '../i18n';

export type Translate = (key: string, values?: Record<string, string>) => string;

export interface OrderTexts {
  t: Translate;
  /** BCP 47 tag of the locale, for number and date formats. */
  tag: string;
  money: (amount: number, currency: Currency) => string;
  date: (value: Date) => string;
}

/** Building an Intl format costs more than using it many times; an e-mail formats a dozen amounts. */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cachedFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function orderTexts(i18n: I18nService, brand: string, locale: string): OrderTexts {
  const site = isLocaleCode(locale) ? LOCALES[locale] : LOCALES['uk-en'];
  const texts = i18n.texts(site.language);
  const brandName = brand in BRANDS ? BRANDS[brand as BrandKey].name : brand;
  const t: Translate = (key, values = {}) =>
    (texts[`orders.${key}`] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name === 'brandName' ? brandName : (values[name] ?? '')));
  return {
    t,
    tag: site.tag,
    // Minor units: every currency of the shop has two decimals.
    money: (amount, currency) =>
      cachedFormat(`money:${site.tag}:${currency}`, () => new Intl.NumberFormat(site.tag, { style: 'currency', currency })).format(amount / 100),
    date: (value) => cachedFormat(`date:${site.tag}`, () => new Intl.DateTimeFormat(site.tag, { dateStyle: 'long', timeZone: 'UTC' })).format(value),
  };
}
