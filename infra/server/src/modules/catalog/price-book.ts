/** Demo list and sale prices per currency, derived from one GBP base price so currencies stay consistent. */
import type { Currency } from '@sf/remote-contract';
import type { SeededRandom } from '../../db/seeded-random';

export interface GeneratedPrice {
  currency: Currency;
  listAmount: number;
  saleAmount: number | null;
}

/** Rough rates from GBP and the step prices snap to; results read like shop prices (149.00, 659.00). */
const RATES: Array<[Currency, number, number]> = [
  ['GBP', 1, 5],
  ['EUR', 1.17, 5],
  ['PLN', 5.1, 10],
  ['CHF', 1.12, 5],
  ['USD', 1.27, 5],
  ['CAD', 1.73, 5],
];

const shopPrice = (major: number, step: number): number => Math.max(step, Math.round(major / step) * step) - 1;

export function generatePrices(rng: SeededRandom, priceRange: readonly [number, number], kids: boolean): GeneratedPrice[] {
  const [min, max] = priceRange;
  const base = rng.int(min, max) * (kids ? 0.6 : 1);
  const saleEverywhere = rng.chance(0.2);
  // A few UK-only clearance prices, so badges and prices visibly depend on the locale's currency.
  const saleInGbpOnly = !saleEverywhere && rng.chance(0.06);
  const discount = rng.pick([0.7, 0.75, 0.8]);
  return RATES.map(([currency, rate, step]) => {
    const list = shopPrice(base * rate, step);
    const onSale = saleEverywhere || (saleInGbpOnly && currency === 'GBP');
    const sale = onSale ? Math.min(shopPrice(list * discount, step), list - step) : null;
    return { currency, listAmount: list * 100, saleAmount: sale === null ? null : sale * 100 };
  });
}
