/** Shipping methods and their prices per currency (minor units). Store pickup (issue 25) is free: checkout asks for the store. */
import type { Currency } from '@sf/remote-contract';
import type { ShippingMethod, ShippingMethodCode } from '@sf/contracts';

interface MethodDefinition {
  code: ShippingMethodCode;
  label: string;
  prices: Record<Currency, number>;
  /** Working days in Europe and in North America. */
  estimate: { emea: [number, number]; na: [number, number] };
  available: boolean;
}

const METHODS: readonly MethodDefinition[] = [
  {
    code: 'standard',
    label: 'Standard delivery',
    prices: { GBP: 395, EUR: 495, PLN: 1999, CHF: 690, USD: 695, CAD: 995 },
    estimate: { emea: [3, 5], na: [4, 7] },
    available: true,
  },
  {
    code: 'express',
    label: 'Express delivery',
    prices: { GBP: 895, EUR: 1195, PLN: 3999, CHF: 1490, USD: 1995, CAD: 2495 },
    estimate: { emea: [1, 2], na: [1, 2] },
    available: true,
  },
  {
    code: 'pickup',
    label: 'Collect in store',
    prices: { GBP: 0, EUR: 0, PLN: 0, CHF: 0, USD: 0, CAD: 0 },
    estimate: { emea: [2, 4], na: [2, 4] },
    available: true,
  },
];

export function shippingMethodsFor(currency: Currency, northAmerica: boolean): ShippingMethod[] {
  return METHODS.map((method) => {
    const [minDays, maxDays] = northAmerica ? method.estimate.na : method.estimate.emea;
    return {
      code: method.code,
      label: method.label,
      price: { amount: method.prices[currency], currency },
      estimate: { minDays, maxDays },
      available: method.available,
    };
  });
}
