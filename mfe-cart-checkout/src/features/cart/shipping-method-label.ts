import type { ShippingMethodCode } from '@sf/contracts';

const KEYS: Record<ShippingMethodCode, string> = {
  standard: 'cart.basket.methodStandard',
  express: 'cart.basket.methodExpress',
  pickup: 'cart.basket.methodPickup',
};

export const shippingMethodLabel = (code: ShippingMethodCode, t: (key: string) => string): string => t(KEYS[code]);
