import { useEffect } from 'react';
import { Button, Container, Heading, Link, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

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
  const titleKey = ([400, 401, 403, 404, 500] as const).includes(status as 400) ? `common.error${status}Title` : `common.error500Title`;
  return (
    <Container>
      <Stack gap={4} data-testid="error-page" data-status={status}>
        <Heading level={1}>{t(titleKey)}</Heading>
        {kind === 'maintenance' ? (
          <>
            <Text>{t('common.maintenanceSubtitle')}</Text>
            <Text>{t('common.maintenanceMessage')}</Text>
            <div>
              <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
            </div>
          </>
        ) : (
          <>
            <Text>{t(kind === 'forbidden' ? 'common.forbiddenMessage' : 'common.notFoundMessage')}</Text>
            <div>
              <Link to="/">{t('common.backHome')}</Link>
            </div>
          </>
        )}
      </Stack>
    </Container>
  );
}
