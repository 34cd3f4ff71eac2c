import type { LocationSelector } from '@sf/contracts';
import { isLocaleCode, LOCALES, type Region } from '@sf/remote-contract';

export type CountrySite = LocationSelector[number];

export interface CountryGroup {
  /** null when the countries could not all be placed in a region: one alphabetical list, no region headings. */
  region: Region | null;
  countries: CountrySite[];
}

const REGION_ORDER: readonly Region[] = ['EMEA', 'NA'];

/** A country's region is its locales' (contracts LOCALES); null for a locale this build does not know. */
const regionOf = (country: CountrySite): Region | null => {
  const code = country.locales[0]?.code ?? '';
  return isLocaleCode(code) ? LOCALES[code].region : null;
};

/** The language tag of a country's first locale, for `lang` on its name (the geo service names it in that language). */
export const countryLanguageTag = (country: CountrySite): string | undefined => {
  const code = country.locales[0]?.code ?? '';
  return isLocaleCode(code) ? LOCALES[code].tag : undefined;
};

/**
 * Countries by region (Europe first, then North America), alphabetical within each in the page's language. If any
 * country has no known region, grouping would hide it, so the page lists all countries alphabetically instead.
 */
export function groupCountries(countries: readonly CountrySite[], languageTag: string): CountryGroup[] {
  const sorted = [...countries].sort((a, b) => a.name.localeCompare(b.name, languageTag));
  if (sorted.some((country) => regionOf(country) === null)) return [{ region: null, countries: sorted }];
  return REGION_ORDER.map((region) => ({ region, countries: sorted.filter((country) => regionOf(country) === region) })).filter(
    (group) => group.countries.length > 0,
  );
}
