import type { PageProps } from '@sf/remote-contract';
import { Alert, Container, Heading, SkeletonText, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { Theme } from '@emotion/react';
import { LookupForm } from './lookup-form';
import { detailsQuery } from './orders-api';
import { useGuestOrder } from './use-guest-order';

/** `/return-label`: a printable PDF label with a barcode, for an order that can still be returned. */
export function ReturnLabelPage({ route, navigate }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const query = detailsQuery(route.query);
  const key = typeof query === 'object' ? query : null;
  const { state, api } = useGuestOrder(site, key);

  const open = async (email: string, orderNumber: string) => {
    navigate(`/return-label?${new URLSearchParams({ email, orderNumber }).toString()}`, { replace: true });
    return null;
  };

  return (
    <Container>
      <Stack gap={5} css={{ maxWidth: '40rem' }}>
        <Heading level={1}>{t('order-status.returnTitle')}</Heading>
        <Text>{t('order-status.returnIntro')}</Text>
        {!key && (
          <LookupForm
            heading={t('order-status.findOrder')}
            submitLabel={t('order-status.findOrder')}
            initial={{ email: route.query.email ?? '', orderNumber: route.query.orderNumber ?? '' }}
            onSubmit={open}
          />
        )}
        {state.status === 'loading' && <SkeletonText lines={3} />}
        {state.status === 'not-found' && <Alert tone="error">{t('order-status.notFound')}</Alert>}
        {state.status === 'failed' && <Alert tone="error">{t('order-status.failed')}</Alert>}
        {state.status === 'ready' && key && !state.order.returnLabel.eligible && (
          <Alert tone="info">{t('order-status.returnNotEligible', { number: state.order.orderNumber })}</Alert>
        )}
        {state.status === 'ready' && key && state.order.returnLabel.eligible && (
          <Stack gap={3} align="start">
            <Text>{t('order-status.returnEligible', { number: state.order.orderNumber })}</Text>
            <a
              href={api.returnLabelUrl(key.orderNumber, key.email)}
              download={`return-label-${key.orderNumber}.pdf`}
              css={(theme: Theme) => ({
                display: 'inline-block',
                padding: `${theme.space[2]} ${theme.space[4]}`,
                background: theme.colors.primary,
                color: theme.colors.primaryText,
                borderRadius: theme.radii.md,
                fontWeight: theme.fontWeights.bold,
                textDecoration: 'none',
              })}
            >
              {t('order-status.downloadLabel')}
            </a>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
