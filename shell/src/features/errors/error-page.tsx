import { useEffect } from 'react';
import { Button, Container, Heading, Link, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ERROR_STATUSES, type ErrorStatus } from '@sf/contracts';

/**
 * Spec §2 error screens: 401/403 forbidden-style with a way home; other 4xx not-found; everything else the
 * maintenance page with a retry. Each failure is logged as spec §8 "Application Error".
 */
export function ErrorPage({ status, message }: { status: number; message?: string | null }) {
  const { t } = useTranslation();
  useEffect(() => {
    const { pathname, host, search } = window.location;
    console.error(`Application Error: ${status || 'unknown status code'}`, { path: pathname, host, query: search, message });
  }, [status, message]);
  const kind = status === 401 || status === 403 ? 'forbidden' : status >= 400 && status < 500 ? 'notFound' : 'maintenance';
  const known = ERROR_STATUSES.includes(status as ErrorStatus) ? status : kind === 'maintenance' ? 500 : 404;
  return (
    <Container>
      <Stack gap={4} data-testid="error-page" data-status={status}>
        <Heading level={1}>{t(`common.error.${known}.title`)}</Heading>
        {kind === 'maintenance' ? (
          <>
            <Text>{t('common.error.500.subtitle')}</Text>
            <Text>{t('common.error.500.message')}</Text>
            <div>
              <Button onClick={() => window.location.reload()}>{t('common.error.maintenanceRetry')}</Button>
            </div>
          </>
        ) : (
          <>
            <Text>{t(`common.error.${known}.message`)}</Text>
            <div>
              <Link to="/">{t('common.error.backHome')}</Link>
            </div>
          </>
        )}
      </Stack>
    </Container>
  );
}
