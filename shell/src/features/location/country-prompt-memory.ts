/**
 * What the country prompt remembers (spec §2/§4: suggested once per country unless confirmed): the countries it was
 * shown for, and whether the shopper confirmed their site (then it never asks again). A choice the shopper made, kept
 * in localStorage as strictly necessary (like the consent choice itself): no tracking, nothing sent anywhere.
 */
export const COUNTRY_PROMPT_KEY = 'sf-country-prompt';

export interface CountryPromptMemory {
  shown: string[];
  confirmed: boolean;
}

export function readCountryPromptMemory(): CountryPromptMemory {
  try {
    const parsed = JSON.parse(localStorage.getItem(COUNTRY_PROMPT_KEY) ?? 'null') as Partial<CountryPromptMemory> | null;
    const shown = Array.isArray(parsed?.shown) ? parsed.shown.filter((code): code is string => typeof code === 'string' && /^[A-Z]{2}$/.test(code)) : [];
    return { shown, confirmed: parsed?.confirmed === true };
  } catch {
    return { shown: [], confirmed: false };
  }
}

export function writeCountryPromptMemory(memory: CountryPromptMemory): void {
  try {
    localStorage.setItem(COUNTRY_PROMPT_KEY, JSON.stringify({ shown: memory.shown.slice(-20), confirmed: memory.confirmed }));
  } catch {
    /* storage blocked: the prompt may show again on a later visit */
  }
}

/** Whether to suggest another site: a located country (edge header or geo-IP) with a site, not this site's, not yet asked. */
export function shouldPrompt(memory: CountryPromptMemory, located: { country: string; source?: string }, siteCountry: string, hasSite: boolean): boolean {
  if (memory.confirmed || !hasSite || located.country === siteCountry) return false;
  if (located.source !== 'edge' && located.source !== 'ip') return false;
  return !memory.shown.includes(located.country);
}
