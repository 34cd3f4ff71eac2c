import type { Theme } from '@emotion/react';
import { Heading, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { Shipment } from '@sf/contracts';

/** One shipment: carrier, tracking number and the events so far, newest first, as an ordered timeline. */
export function ShipmentTracking({ shipment, index }: { shipment: Shipment; index: number }) {
  const { t } = useTranslation();
  const site = useSite();
  const when = (iso: string) => new Intl.DateTimeFormat(site.tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const events = [...shipment.events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Stack gap={2} as="section" aria-label={t('order-status.shipment', { number: index + 1 })}>
      <Heading level={3} size="md">
        {t('order-status.shipment', { number: index + 1 })}
      </Heading>
      <Text>{`${t(`order-status.shipmentStatus.${shipment.status}`)} · ${shipment.carrier}`}</Text>
      {shipment.trackingNumber && <Text>{t('order-status.trackingNumber', { number: shipment.trackingNumber })}</Text>}
      {shipment.estimatedDelivery && (
        <Text>
          {t('order-status.estimatedDelivery', {
            date: new Intl.DateTimeFormat(site.tag, { dateStyle: 'medium' }).format(new Date(shipment.estimatedDelivery)),
          })}
        </Text>
      )}
      <ol aria-label={t('order-status.trackingEvents')} css={(theme: Theme) => ({ margin: 0, paddingInlineStart: theme.space[4] })}>
        {events.map((event) => (
          <li key={`${event.code}-${event.at}`}>
            <Text>
              <time dateTime={event.at}>{when(event.at)}</time>
              {` · ${t(`order-status.event.${event.code}`)}${event.location ? ` · ${event.location}` : ''}`}
            </Text>
          </li>
        ))}
      </ol>
    </Stack>
  );
}
