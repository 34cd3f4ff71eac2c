import { LOCALES, type LocaleCode } from '@sf/remote-contract';

/**
 * A country site as its own shoppers name it: country and language in that site's language ("Deutschland · Deutsch"),
 * so a visitor finds their own site whatever the current page's language is.
 */
export function siteLabel(locale: LocaleCode): string {
  const { country, language, tag } = LOCALES[locale];
  const region = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' }).of(country) ?? country;
  const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }).of(language) ?? language;
  return `${region} · ${name.charAt(0).toLocaleUpperCase(tag)}${name.slice(1)}`;
}

/** A country's name in a language (the prompt's title names the visitor's country in the page's language). */
export function countryName(country: string, tag: string): string {
  return new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' }).of(country) ?? country;
}
