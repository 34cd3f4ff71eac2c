import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { ApiRequestError } from '@sf/api-client';
import { $session, type PageProps } from '@sf/remote-contract';
import { Container, Heading, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { LookupForm } from './lookup-form';
import { ordersApi } from './orders-api';

/** Failed look-ups get one message whichever half was wrong, so the form cannot confirm an e-mail or a number. */
export function lookupFailure(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return t('order-status.tooManyTries');
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return t('order-status.notFound');
  return t('order-status.failed');
}

/** `/order-status`: a guest finds an order; a signed-in shopper goes to the order history (spec §2). */
export function OrderStatusPage({ navigate }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const session = useStore($session);
  const api = useMemo(() => ordersApi(site), [site]);
  const registered = session.status === 'registered';

  useEffect(() => {
    if (registered) navigate('/account/order-history', { replace: true });
  }, [registered, navigate]);
  if (registered) return null;

  const find = async (email: string, orderNumber: string) => {
    try {
      await api.lookup(email, orderNumber);
      navigate(`/order-details?${new URLSearchParams({ email, orderNumber }).toString()}`);
      return null;
    } catch (error) {
      return lookupFailure(t, error);
    }
  };

  return (
    <Container>
      <Stack gap={5} css={{ maxWidth: '36rem' }}>
        <Heading level={1}>{t('order-status.statusTitle')}</Heading>
        <Text>{t('order-status.statusIntro')}</Text>
        <LookupForm heading={t('order-status.findOrder')} submitLabel={t('order-status.findOrder')} onSubmit={find} />
      </Stack>
    </Container>
  );
}
