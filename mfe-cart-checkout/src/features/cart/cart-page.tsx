import type { Theme } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import type { Basket } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Alert, Heading, Link, Skeleton, SkeletonGroup, SkeletonText, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { PageFrame } from '../../shared/page-frame';
import { useBasket } from '../../shared/use-basket';
import { CART_DIALOGS, openCartDialog } from '../../shared/cart-dialogs';
import { useAutoPromoCode } from './use-auto-promo-code';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { CouponForm } from './coupon-form';
import { DeliveryOptions } from './delivery-options';
import { FreeShippingProgress } from './free-shipping-progress';
import { GiftCardLine } from './gift-card-line';
import { PromotionList } from './promotion-list';
import { useBasketChanges } from './use-basket-changes';
import { LoadFailedAlert } from '../../shared/load-failed-alert';

/** `/cart`: this country's basket, its lines and subtotal, and the way to checkout. */
export function CartPage(_props: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { state, retry, replace, forget } = useBasket(site);
  const shownBasket = state.status === 'ready' ? state.basket : null;
  const lineKey = shownBasket ? shownBasket.items.map((item) => `${item.itemId}:${item.quantity}`).join('|') : state.status;
  // Spec §3/§4 page data, cart load and step: the code loads with the first report, not with the page (budget).
  useEffect(() => {
    if (state.status !== 'ready' && state.status !== 'none') return;
    import(/* webpackChunkName: "cart-analytics" */ '../../shared/basket-analytics').then(
      (module) => module.reportCartPage(shownBasket, t('cart.title')),
      () => {},
    );
  }, [lineKey]);

  return (
    <PageFrame>
      <Heading level={1}>{t('cart.title')}</Heading>
      {state.status === 'loading' && (
        <SkeletonGroup label={t('cart.loading')}>
          <Stack gap={4}>
            <Skeleton height={8} />
            <SkeletonText lines={3} />
          </Stack>
        </SkeletonGroup>
      )}
      {state.status === 'failed' && <LoadFailedAlert onRetry={retry} />}
      {(state.status === 'none' || (state.status === 'ready' && isEmpty(state.basket))) && <EmptyCart />}
      {state.status === 'ready' && !isEmpty(state.basket) && <CartContents basket={state.basket} onBasket={replace} onGone={forget} />}
    </PageFrame>
  );
}

const isEmpty = (basket: Basket) => basket.items.length === 0 && basket.giftCardItems.length === 0;

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Stack gap={3} align="start">
      <Text>{t('cart.empty')}</Text>
      <Link to="/">{t('cart.startShopping')}</Link>
    </Stack>
  );
}

function CartContents({ basket, onBasket, onGone }: { basket: Basket; onBasket: (basket: Basket) => void; onGone: () => void }) {
  const { t } = useTranslation();
  const summaryId = useId();
  const changes = useBasketChanges(basket, onBasket, onGone);
  const [notice, setNotice] = useState('');
  const autoPromo = useAutoPromoCode(basket, onBasket);
  return (
    <Stack gap={5}>
      {/* Always in the page, so screen readers hear each change. */}
      <Text role="status" size="sm">
        {notice || autoPromo.announcement || changes.announcement}
      </Text>
      {changes.error && <Alert tone="error">{changes.error}</Alert>}
      {autoPromo.error && <Alert tone="error">{autoPromo.error}</Alert>}
      <ul aria-label={t('cart.itemsLabel')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {basket.items.map((item) => (
          <CartLine
            key={item.itemId}
            item={item}
            busy={changes.busyItemId === item.itemId}
            onQuantityChange={(quantity) => changes.setQuantity(item, quantity)}
            onRemove={() => changes.remove(item)}
            onMoreActions={() => openCartDialog(CART_DIALOGS.itemActions, item.itemId)}
          />
        ))}
        {basket.giftCardItems.map((card) => (
          <GiftCardLine key={card.itemId} card={card} busy={changes.busyItemId === card.itemId} onRemove={() => changes.removeGiftCard(card)} />
        ))}
      </ul>
      <section aria-labelledby={summaryId} css={(theme: Theme) => ({ alignSelf: 'end', width: 'min(100%, 26rem)', display: 'grid', gap: theme.space[4] })}>
        <Heading level={2} size="lg" id={summaryId}>
          {t('cart.orderSummary')}
        </Heading>
        <Text tone="muted">{t('cart.itemCount', { count: basket.totalItems })}</Text>
        <FreeShippingProgress basket={basket} />
        <CouponForm basket={basket} onBasket={onBasket} announce={setNotice} />
        <PromotionList basket={basket} />
        {basket.items.length > 0 && <DeliveryOptions basket={basket} />}
        <CartTotals basket={basket} />
        {/* A plain link inherits its colour, so the text colour comes from the wrapper. */}
        <div css={(theme: Theme) => ({ color: theme.colors.primaryText })}>
          <Link to="/checkout" variant="plain" css={checkoutLink}>
            {t('cart.goToCheckout')}
          </Link>
        </div>
      </section>
    </Stack>
  );
}

/** The checkout link is the page's main action, so it looks like the primary button. */
const checkoutLink = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: theme.sizes.minTarget,
  paddingInline: theme.space[5],
  borderRadius: theme.radii.md,
  background: theme.colors.primary,
  fontWeight: theme.fontWeights.bold,
  '&:hover': { background: theme.colors.primaryHover },
});
