/** The cart's fragment dialogs (declared in package.json storefront.dialogs), opened through the shell's bus. */
import { emit } from '@sf/remote-contract';

export const CART_DIALOGS = {
  miniCart: 'minicart',
  changeShipping: 'cart-shipping',
  giftOption: 'cart-gift',
  itemActions: 'cart-item',
} as const;

export const openCartDialog = (name: (typeof CART_DIALOGS)[keyof typeof CART_DIALOGS], arg?: string): void =>
  emit('dialog:open', arg ? { name, arg } : { name });
