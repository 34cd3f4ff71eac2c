import { createTypedApiClient } from '@sf/api-client';
import { Badge, Link, RetryAlert, SkeletonText } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { DataTable } from '../../shared/data-table';
import { OperatorSignIn } from '../../shared/operator-sign-in';
import { useOperatorData } from './use-operator-data';

/** The doubles the page knows words for (the server's ids); an unknown id shows as itself. */
const KNOWN = [
  'test-psp',
  'bnpl-test-provider',
  'outbox',
  'demo-operator',
  'demo-customers',
  'embedded-database',
  'in-process-key-value',
  'development-secret',
  'flag-overrides',
  'remote-overrides',
];

/** /healthcheck/mocks (not on production): which test doubles stand in for real services on this server. */
export function MocksView() {
  const { t } = useTranslation();
  const { load, retry } = useOperatorData('/api/healthcheck/mocks', (signal) => createTypedApiClient().get('/api/healthcheck/mocks', { signal }));
  if (load.state === 'loading') return <SkeletonText lines={8} />;
  if (load.state === 'signed-out') return <OperatorSignIn onSignedIn={retry} />;
  if (load.state === 'failed') return <RetryAlert message={t('healthcheck.loadFailed')} retryLabel={t('healthcheck.retry')} onRetry={retry} />;
  return (
    <DataTable caption={t('healthcheck.mocks.caption')} head={[t('healthcheck.mocks.double'), t('healthcheck.mocks.state'), t('healthcheck.mocks.detail')]}>
      {load.data.doubles.map((double) => (
        <tr key={double.id}>
          <th scope="row">{KNOWN.includes(double.id) ? t(`healthcheck.mocks.names.${double.id}`) : double.id}</th>
          <td>
            {double.active ? <Badge tone="accent">{t('healthcheck.mocks.active')}</Badge> : <Badge tone="neutral">{t('healthcheck.mocks.inactive')}</Badge>}
          </td>
          <td>
            {double.value && <code>{double.value}</code>}
            {double.href && (
              <>
                {' '}
                <Link to={double.href}>{t('healthcheck.mocks.open')}</Link>
              </>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
