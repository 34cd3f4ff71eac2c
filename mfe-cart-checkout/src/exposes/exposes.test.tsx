import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ParcelModule } from '@sf/remote-contract';
import { REMOTE_EXPOSES } from '@sf/remote-contract/remote-modules';
import { stubApi } from '../test/fake-api';
import { pageProps } from '../test/render';
import cartPage from './cart-page';
import checkoutPage from './checkout-page';
import orderConfirmationPage from './order-confirmation-page';
import outboxPage from './outbox-page';
import webVitalsPage from './web-vitals-page';
import giftCardPage from './gift-card-page';
import miniCartDialog from './mini-cart-dialog';
import changeShippingDialog from './change-shipping-dialog';
import giftOptionDialog from './gift-option-dialog';
import cartItemDialog from './cart-item-dialog';
import basketSync from './basket-sync';

const modules: Record<(typeof REMOTE_EXPOSES.mfe_cart_checkout)[number], ParcelModule<never>> = {
  './CartPage': cartPage as ParcelModule<never>,
  './CheckoutPage': checkoutPage as ParcelModule<never>,
  './OrderConfirmationPage': orderConfirmationPage as ParcelModule<never>,
  './OutboxPage': outboxPage as ParcelModule<never>,
  './WebVitalsPage': webVitalsPage as ParcelModule<never>,
  './GiftCardPage': giftCardPage as ParcelModule<never>,
  './MiniCartDialog': miniCartDialog as ParcelModule<never>,
  './ChangeShippingDialog': changeShippingDialog as ParcelModule<never>,
  './GiftOptionDialog': giftOptionDialog as ParcelModule<never>,
  './CartItemDialog': cartItemDialog as ParcelModule<never>,
  './BasketSync': basketSync as ParcelModule<never>,
};

describe('exposed modules', () => {
  it('are single-spa parcels, one per contract name', () => {
    for (const name of REMOTE_EXPOSES.mfe_cart_checkout) {
      // A React parcel also carries its component, which the server renderer renders (issue 13).
      expect(Object.keys(modules[name]).sort(), name).toEqual(['bootstrap', 'component', 'mount', 'unmount', 'update']);
      expect(typeof modules[name].component, name).toBe('function');
    }
  });

  it('mount and unmount the cart page like the shell does', async () => {
    stubApi([]);
    const props = { ...pageProps('/cart'), domElement: document.createElement('div') };
    await act(() => cartPage.mount(props));
    expect(props.domElement.querySelector('h1')?.textContent).toBe('Your basket');
    await act(() => cartPage.unmount(props));
    expect(props.domElement.innerHTML).toBe('');
  });

  it('the checkout parcel sends an empty basket to /cart', async () => {
    stubApi([]);
    const props = { ...pageProps('/checkout'), domElement: document.createElement('div') };
    await act(() => checkoutPage.mount(props));
    expect(props.navigate).toHaveBeenCalledWith('/cart', { replace: true });
    await act(() => checkoutPage.unmount(props));
  });
});
