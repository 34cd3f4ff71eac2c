import type { Interest } from '@sf/contracts';

/**
 * The interests a shopper can pick, in menu order: contracts `INTEREST_KEYS` (kept here as a value because browser code
 * imports only types from the zod schemas). The check below stops the build if the two ever differ.
 */
export const INTEREST_KEYS_LIST = [
  'hiking',
  'running',
  'streetwear',
  'workwear',
  'outdoor',
  'sustainability',
  'kids',
  'new-arrivals',
] as const satisfies readonly Interest[];

type Missing = Exclude<Interest, (typeof INTEREST_KEYS_LIST)[number]>;
const everyInterestListed: [Missing] extends [never] ? true : Missing = true;
void everyInterestListed;
