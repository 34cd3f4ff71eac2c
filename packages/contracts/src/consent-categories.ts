/**
 * The consent categories and the one question every feature asks before it writes or sends anything (issue 24).
 * What stops and what is deleted on withdrawal: `@sf/contracts/consent-governance` (loaded only where it is used);
 * the category list and the Global Privacy Control signal: `@sf/contracts/consent-cookie`.
 */
import { $consent, type ConsentState } from '@sf/remote-contract';

/** The optional categories of spec §3/§4 ("required" is always allowed). */
export type ConsentCategory = 'performance' | 'functional' | 'targeting';

/** Whether a feature of `category` may write or send now: never before the shopper has decided. */
export function consentAllows(category: ConsentCategory | 'required', state: ConsentState = $consent.get()): boolean {
  return category === 'required' || (state.decided && state[category]);
}
