/** The cart's texts name each delivery method (basket.methodStandard…); checkout shows the same words. */
export const methodKey = (code: 'standard' | 'express' | 'pickup'): string => `cart.basket.method${code.charAt(0).toUpperCase()}${code.slice(1)}`;
