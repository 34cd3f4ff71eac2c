import type { Theme } from '@emotion/react';
import { Fragment, useId } from 'react';
import type { Basket } from '@sf/contracts';
import { Heading, Image, Price, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** The basket as checkout shows it: read-only product and e-gift card lines, and the totals. */
export function OrderSummary({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const headingId = useId();
  const money = (amount: number) => ({ amount, currency: basket.currency });
  return (
    <section
      aria-labelledby={headingId}
      css={(theme: Theme) => ({ padding: theme.space[4], background: theme.colors.surface, borderRadius: theme.radii.md, alignSelf: 'start' })}
    >
      <Stack gap={4}>
        <Heading level={2} size="lg" id={headingId}>
          {t('cart.orderSummary')}
        </Heading>
        <Stack as="ul" gap={3}>
          {basket.items.map((item) => (
            <li key={item.itemId} css={(theme: Theme) => ({ display: 'grid', gridTemplateColumns: '3rem 1fr auto', gap: theme.space[3], alignItems: 'start' })}>
              <Image src={item.image} alt="" width={96} height={96} />
              <Stack gap={1}>
                <Text weight="bold">{item.name}</Text>
                <Text size="sm" tone="muted">
                  {`${t('cart.colour', { colour: item.colour })} · ${t('cart.size', { size: item.size })} · ${t('cart.quantity')}: ${item.quantity}`}
                </Text>
              </Stack>
              <Price money={item.lineTotal} />
            </li>
          ))}
          {basket.giftCardItems.map((card) => (
            <li key={card.itemId} css={(theme: Theme) => ({ display: 'grid', gridTemplateColumns: '1fr auto', gap: theme.space[3], alignItems: 'start' })}>
              <Stack gap={1}>
                <Text weight="bold">{t('cart.basket.giftCardLabel')}</Text>
                <Text size="sm" tone="muted">
                  {t('cart.basket.giftCardLine', { name: card.recipientName, email: card.recipientEmail })}
                </Text>
              </Stack>
              <Price money={card.lineTotal} />
            </li>
          ))}
        </Stack>
        <dl
          css={(theme: Theme) => ({
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            gap: theme.space[2],
            margin: 0,
            '& dd': { margin: 0, textAlign: 'end' },
          })}
        >
          {/* Subtotal, delivery and tax are the products'; a basket of e-gift cards alone has none of them. */}
          {basket.items.length > 0 && (
            <>
              <dt>{t('cart.subtotal')}</dt>
              <dd>
                <Price money={money(basket.totals.merchandiseTotal)} />
              </dd>
              {basket.orderPromotions
                .filter((promotion) => promotion.applied)
                .map((promotion) => (
                  <Fragment key={promotion.promotionId}>
                    <dt>{promotion.itemText}</dt>
                    <dd>
                      <Price money={money(-promotion.appliedDiscount.amount)} />
                    </dd>
                  </Fragment>
                ))}
              <dt>{t('cart.checkout.shippingCost')}</dt>
              <dd>
                <Price money={money(basket.totals.shipping)} />
              </dd>
              <dt>{basket.totals.taxIncluded ? t('cart.checkout.taxIncluded') : t('cart.checkout.tax')}</dt>
              <dd>{basket.totals.taxCalculated ? <Price money={money(basket.totals.merchandiseTotalTax)} /> : t('cart.checkout.taxLater')}</dd>
            </>
          )}
          {basket.totals.giftCardTotal > 0 && (
            <>
              <dt>{t('cart.basket.totalsGiftCards')}</dt>
              <dd>
                <Price money={money(basket.totals.giftCardTotal)} />
              </dd>
            </>
          )}
          <dt css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold })}>{t('cart.checkout.total')}</dt>
          <dd data-testid="order-total">
            <Price money={money(basket.totals.total)} size="lg" />
          </dd>
        </dl>
        <Text size="sm" tone="muted">
          {t('cart.itemCount', { count: basket.totalItems })}
        </Text>
      </Stack>
    </section>
  );
}
