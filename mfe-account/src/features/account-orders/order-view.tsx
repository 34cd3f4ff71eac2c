import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { townLine, type Money, type Order, type Shipment } from '@sf/contracts';
import { Heading, Link, Price, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { orderDate } from './order-text';

type OrderAddress = Order['shippingAddress'];

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const cityLine = townLine(address);
  return (
    <section aria-label={title} css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1] })}>
      <Heading level={2} size="md">
        {title}
      </Heading>
      <address css={{ fontStyle: 'normal' }}>
        {[`${address.firstName} ${address.lastName}`, address.addressLine1, address.addressLine2 ?? '', cityLine, address.country]
          .filter((line) => line.trim() !== '')
          .map((line) => (
            <Text key={line}>{line}</Text>
          ))}
      </address>
    </section>
  );
}

/** One order of the shopper: status, items, totals, addresses, payments, shipments with tracking, return label. */
export function OrderView({ order, renderShipment }: { order: Order; renderShipment?: (shipment: Shipment, index: number) => ReactNode }) {
  const { t } = useTranslation();
  const site = useSite();
  const money = (amount: number): Money => ({ amount, currency: order.totals.currency });
  const row = (label: string, amount: number, strong = false) => (
    <div
      css={(theme: Theme) => ({
        display: 'flex',
        justifyContent: 'space-between',
        gap: theme.space[3],
        fontWeight: strong ? theme.fontWeights.bold : undefined,
      })}
    >
      <dt>{label}</dt>
      <dd css={{ margin: 0 }}>
        <Price money={money(amount)} />
      </dd>
    </div>
  );
  return (
    <Stack gap={5}>
      <Text data-testid="account-order-status">
        {t('account-area.orders.placedOn', { date: orderDate(order.createdAt, site.tag) })}
        {' · '}
        {t('account-area.orders.statusLine', { status: t(`account-area.orders.status.${order.status}`) })}
      </Text>
      <section aria-labelledby="order-items-heading">
        <Stack gap={3}>
          <Heading level={2} size="lg" id="order-items-heading">
            {t('account-area.orders.items')}
          </Heading>
          <ul css={(theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}>
            {order.items.map((item) => (
              <li key={item.itemId} css={(theme: Theme) => ({ display: 'flex', justifyContent: 'space-between', gap: theme.space[3], flexWrap: 'wrap' })}>
                <div>
                  {item.giftCard ? <Text>{item.name}</Text> : <Link to={item.path}>{item.name}</Link>}
                  <Text tone="muted" size="sm">
                    {item.giftCard
                      ? t('account-area.orders.giftCardLine', { quantity: item.quantity })
                      : t('account-area.orders.itemLine', { size: item.size, colour: item.colour, quantity: item.quantity })}
                  </Text>
                </div>
                <Price money={item.lineTotal} />
              </li>
            ))}
          </ul>
          <dl css={(theme: Theme) => ({ margin: 0, display: 'grid', gap: theme.space[1], maxWidth: '24rem' })}>
            {row(t('account-area.orders.subtotal'), order.totals.totalWithoutTaxAfterDiscount)}
            {row(t('account-area.orders.shipping'), order.totals.shipping)}
            {row(t('account-area.orders.tax'), order.totals.merchandiseTotalTax)}
            {row(t('account-area.orders.total'), order.totals.total, true)}
          </dl>
        </Stack>
      </section>
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4], [theme.media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } })}>
        <AddressBlock title={t('account-area.orders.shippingAddress')} address={order.shippingAddress} />
        <AddressBlock title={t('account-area.orders.billingAddress')} address={order.billingAddress} />
      </div>
      {order.paymentMethod.length > 0 && (
        <section aria-labelledby="order-payment-heading">
          <Stack gap={2}>
            <Heading level={2} size="lg" id="order-payment-heading">
              {t('account-area.orders.payment')}
            </Heading>
            <ul css={(theme: Theme) => ({ margin: 0, paddingInlineStart: theme.space[4] })}>
              {order.paymentMethod.map((payment, index) => (
                <li key={`${payment.code}-${index}`}>
                  <Text>
                    {t(`account-area.orders.paymentCode.${payment.code}`)}
                    {payment.additionalData.label ? ` (${payment.additionalData.label})` : ''}
                    {': '}
                    <Price money={money(payment.additionalData.amount)} />
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        </section>
      )}
      {order.shipments.length > 0 && renderShipment && (
        <section aria-labelledby="order-shipments-heading">
          <Stack gap={3}>
            <Heading level={2} size="lg" id="order-shipments-heading">
              {t('account-area.orders.delivery')}
            </Heading>
            {order.shipments.map((shipment, index) => (
              <div key={shipment.shipmentId}>{renderShipment(shipment, index)}</div>
            ))}
          </Stack>
        </section>
      )}
      {order.returnLabel.eligible && (
        <div>
          <Link to={`/return-label?${new URLSearchParams({ email: order.billingAddress.email, orderNumber: order.orderNumber }).toString()}`}>
            {t('account-area.orders.returnLabel')}
          </Link>
        </div>
      )}
    </Stack>
  );
}
