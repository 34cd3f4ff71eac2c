import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createAppConfigs } from '@sf/build-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The public surface of this remote: exactly contracts REMOTE_EXPOSES.mfe_cart_checkout. */
const exposes = {
  './CartPage': './src/exposes/cart-page.tsx',
  './CheckoutPage': './src/exposes/checkout-page.tsx',
  './OrderConfirmationPage': './src/exposes/order-confirmation-page.tsx',
  './OutboxPage': './src/exposes/outbox-page.tsx',
  './WebVitalsPage': './src/exposes/web-vitals-page.tsx',
  './GiftCardPage': './src/exposes/gift-card-page.tsx',
  './MiniCartDialog': './src/exposes/mini-cart-dialog.tsx',
  './ChangeShippingDialog': './src/exposes/change-shipping-dialog.tsx',
  './GiftOptionDialog': './src/exposes/gift-option-dialog.tsx',
  './CartItemDialog': './src/exposes/cart-item-dialog.tsx',
  './BasketSync': './src/exposes/basket-sync.tsx',
};

/** What the server renders: the cart page's frame (contracts ROUTES marked serverRendered). */
const serverExposes = ['./CartPage'];

export default (_env, argv) => createAppConfigs({ dir, kind: 'remote', name: 'mfe_cart_checkout', exposes, serverExposes }, argv);
