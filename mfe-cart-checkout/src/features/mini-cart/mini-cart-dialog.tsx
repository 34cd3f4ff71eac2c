import type { Theme } from '@emotion/react';
import { useEffect } from 'react';
import type { Basket } from '@sf/contracts';
import type { DialogProps } from '@sf/remote-contract';
import { Button, Image, Link, Price, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { CartTotals } from '../cart/cart-totals';
import { DialogBasket } from '../cart/dialog-basket';
import { FreeShippingProgress } from '../cart/free-shipping-progress';

/** `#minicart`: opened after "add to cart" (cart:item-added): the basket at a glance, then the basket or checkout. */
export function MiniCartDialog({ setTitle, close }: Pick<DialogProps, 'setTitle' | 'close'>) {
  const { t } = useTranslation();
  useEffect(() => setTitle(t('cart.basket.miniTitle')), [setTitle, t]);
  return <DialogBasket>{(basket) => <MiniCart basket={basket} close={close} />}</DialogBasket>;
}

function MiniCart({ basket, close }: { basket: Basket; close: () => void }) {
  const { t } = useTranslation();
  if (basket.items.length === 0 && basket.giftCardItems.length === 0) return <Text>{t('cart.empty')}</Text>;
  return (
    <Stack gap={4}>
      <ul aria-label={t('cart.itemsLabel')} css={(theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}>
        {basket.items.map((item) => (
          <li key={item.itemId} css={(theme: Theme) => ({ display: 'grid', gridTemplateColumns: '4rem 1fr auto', gap: theme.space[3], alignItems: 'center' })}>
            <Image src={item.image} alt="" width={64} height={64} />
            <div>
              <Text weight="bold">{item.name}</Text>
              <Text size="sm" tone="muted">
                {[t('cart.size', { size: item.size }), `${t('cart.quantity')}: ${item.quantity}`].join(' · ')}
              </Text>
            </div>
            <Price money={item.lineTotal} />
          </li>
        ))}
      </ul>
      <FreeShippingProgress basket={basket} />
      <CartTotals basket={basket} />
      <div css={(theme: Theme) => ({ display: 'flex', gap: theme.space[3], flexWrap: 'wrap', alignItems: 'center' })}>
        <Link to="/cart">{t('cart.basket.miniViewBasket')}</Link>
        <Link to="/checkout">{t('cart.basket.miniCheckout')}</Link>
        <Button variant="ghost" onClick={close}>
          {t('cart.basket.miniContinue')}
        </Button>
      </div>
    </Stack>
  );
}
