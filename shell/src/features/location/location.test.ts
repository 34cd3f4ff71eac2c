import { beforeEach, describe, expect, it } from 'vitest';
import { siteInfo } from '@sf/remote-contract';
import { COUNTRY_PROMPT_KEY, readCountryPromptMemory, shouldPrompt, writeCountryPromptMemory } from './country-prompt-memory';
import { equivalentPath, siteForCountry } from './equivalent-page';
import { siteLabel } from './site-label';

const uk = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const german = siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default');

describe('country prompt memory (once per country unless confirmed)', () => {
  beforeEach(() => localStorage.clear());

  it('prompts for a located country with its own site, once, and never after a confirmation', () => {
    const located = { country: 'DE', source: 'edge' };
    expect(shouldPrompt(readCountryPromptMemory(), located, 'GB', true)).toBe(true);
    writeCountryPromptMemory({ shown: ['DE'], confirmed: false });
    expect(shouldPrompt(readCountryPromptMemory(), located, 'GB', true)).toBe(false);
    expect(shouldPrompt(readCountryPromptMemory(), { country: 'FR', source: 'ip' }, 'GB', true)).toBe(true);
    writeCountryPromptMemory({ shown: ['DE'], confirmed: true });
    expect(shouldPrompt(readCountryPromptMemory(), { country: 'FR', source: 'ip' }, 'GB', true)).toBe(false);
  });

  it('does not prompt on a guess from the browser language, for this site’s country, or without a site', () => {
    const memory = readCountryPromptMemory();
    expect(shouldPrompt(memory, { country: 'DE', source: 'language' }, 'GB', true)).toBe(false);
    expect(shouldPrompt(memory, { country: 'GB', source: 'edge' }, 'GB', true)).toBe(false);
    expect(shouldPrompt(memory, { country: 'JP', source: 'edge' }, 'GB', false)).toBe(false);
  });

  it('reads a damaged record as empty', () => {
    localStorage.setItem(COUNTRY_PROMPT_KEY, '{"shown":[1,"<b>","FR"],"confirmed":"yes"}');
    expect(readCountryPromptMemory()).toEqual({ shown: ['FR'], confirmed: false });
    localStorage.setItem(COUNTRY_PROMPT_KEY, 'not json');
    expect(readCountryPromptMemory()).toEqual({ shown: [], confirmed: false });
  });
});

describe('the equivalent page on another site', () => {
  it('keeps the page and its query, in the other site’s prefix and local alias', () => {
    expect(equivalentPath('/help', '?topic=returns', uk, 'de-de')).toBe('/de-de/hilfe?topic=returns');
    expect(equivalentPath('/de-de/hilfe', '', german, 'uk-en')).toBe('/help');
    expect(equivalentPath('/de-de/c/men', '', german, 'fr-fr')).toBe('/fr-fr/c/men');
  });

  it('suggests the site of a country in the current language where there is one', () => {
    expect(siteForCountry('DE', uk)).toBe('de-de');
    expect(siteForCountry('CA', siteInfo('northbound', 'fr-fr', 'uk-en', 'prefix_except_default'))).toBe('ca-fr');
    expect(siteForCountry('CA', uk)).toBe('ca-en');
    expect(siteForCountry('JP', uk)).toBeNull();
  });

  it('names each site in its own language', () => {
    expect(siteLabel('de-de')).toBe('Deutschland · Deutsch');
    expect(siteLabel('uk-en')).toBe('United Kingdom · English');
  });
});
