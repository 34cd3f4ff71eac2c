import type { GeoCountry } from '@sf/contracts';
import { $site } from '@sf/remote-contract';
import { readCountryPromptMemory, shouldPrompt } from './country-prompt-memory';

export type CountryPromptModule = typeof import('./country-prompt');

/**
 * The country prompt's idle-time check (spec §2/§4), a chunk of its own loaded once the page is idle: asks where the
 * visitor is (GET /get-user-geo-country) unless the memory says not to, and only when another site fits loads the
 * prompt's code and texts. Null when there is nothing to suggest.
 */
export async function countryToPrompt(): Promise<{ module: CountryPromptModule; country: string } | null> {
  const site = $site.get();
  if (!site || readCountryPromptMemory().confirmed) return null;
  const response = await fetch('/get-user-geo-country', { headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const located = (await response.json()) as GeoCountry;
  const where = { country: located.country.code, source: located.source };
  if (!shouldPrompt(readCountryPromptMemory(), where, site.country, true)) return null;
  const module = await import('./country-prompt');
  if (module.siteForCountry(located.country.code, site) === null) return null;
  await module.loadPromptTexts(site.brand);
  return { module, country: located.country.code };
}
