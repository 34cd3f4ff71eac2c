import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { Basket, PageProps } from '@sf/contracts';
import { Alert, Button, Heading, Link, Price, Skeleton, SkeletonGroup, SkeletonText, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { PageFrame } from '../../shared/page-frame';
import { useBasket } from '../../shared/use-basket';
import { CartLine } from './cart-line';
import { useBasketChanges } from './use-basket-changes';

/** `/cart`: this country's basket, its lines and subtotal, and the way to checkout. */
export function CartPage(_props: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { state, retry, replace, forget } = useBasket(site);

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
      {state.status === 'failed' && (
        <Alert tone="error" action={<Button variant="secondary" onClick={retry}>{t('cart.retry')}</Button>}>
          {t('cart.loadFailed')}
        </Alert>
      )}
      {(state.status === 'none' || (state.status === 'ready' && state.basket.items.length === 0)) && <EmptyCart />}
      {state.status === 'ready' && state.basket.items.length > 0 && <CartContents basket={state.basket} onBasket={replace} onGone={forget} />}
    </PageFrame>
  );
}

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
  return (
    <Stack gap={5}>
      {/* Always in the page, so screen readers hear each change. */}
      <Text role="status" size="sm">
        {changes.announcement}
      </Text>
      {changes.error && <Alert tone="error">{changes.error}</Alert>}
      <ul aria-label={t('cart.itemsLabel')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {basket.items.map((item) => (
          <CartLine
            key={item.itemId}
            item={item}
            busy={changes.busyItemId === item.itemId}
            onQuantityChange={(quantity) => changes.setQuantity(item, quantity)}
            onRemove={() => changes.remove(item)}
          />
        ))}
      </ul>
      <section aria-labelledby={summaryId} css={(theme: Theme) => ({ alignSelf: 'end', minWidth: 'min(100%, 20rem)', display: 'grid', gap: theme.space[3] })}>
        <Heading level={2} size="lg" id={summaryId}>
          {t('cart.orderSummary')}
        </Heading>
        <Text tone="muted">{t('cart.itemCount', { count: basket.totalItems })}</Text>
        <dl css={(theme: Theme) => ({ display: 'grid', gridTemplateColumns: '1fr auto', gap: theme.space[2], margin: 0, '& dd': { margin: 0, textAlign: 'end' } })}>
          <dt>{t('cart.subtotal')}</dt>
          <dd>
            <Price money={basket.subtotal} size="lg" />
          </dd>
        </dl>
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
