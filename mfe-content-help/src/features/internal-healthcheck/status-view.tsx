import { useApiData } from '@sf/api-client/use-api-data';
import type { HealthStatus } from '@sf/contracts';
import { Badge, Heading, RetryAlert, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { DataTable } from '../../shared/data-table';

type StatusLoad = { state: 'loading' } | { state: 'ready'; status: HealthStatus } | { state: 'failed' };

/**
 * GET /healthcheck/status as JSON: the probes' answer, 200 or 503 (database down) with the same body, so it is read
 * with fetch rather than the API client (which treats a 503 as a failure without a body to show).
 */
async function readHealthStatus(signal: AbortSignal): Promise<HealthStatus> {
  const response = await fetch('/healthcheck/status', { headers: { accept: 'application/json' }, signal });
  if (response.status !== 200 && response.status !== 503) throw new Error(`status ${response.status}`);
  return (await response.json()) as HealthStatus;
}

/** The instance's health; `retry` reads it again. */
export function useHealthStatus(): { load: StatusLoad; retry: () => void } {
  const { state, retry } = useApiData('healthcheck-status', readHealthStatus);
  const load: StatusLoad = state.status === 'ready' ? { state: 'ready', status: state.data } : { state: state.status === 'loading' ? 'loading' : 'failed' };
  return { load, retry };
}

const MEBIBYTE = 1024 * 1024;

export function StatusView() {
  const { t } = useTranslation();
  const { load, retry } = useHealthStatus();
  if (load.state === 'loading') return <SkeletonText lines={6} />;
  if (load.state === 'failed') return <RetryAlert message={t('healthcheck.loadFailed')} retryLabel={t('healthcheck.retry')} onRetry={retry} />;
  const { status } = load;
  const megabytes = (bytes: number) => t('healthcheck.status.megabytes', { value: Math.round(bytes / MEBIBYTE) });
  const rows: Array<[string, string]> = [
    [t('healthcheck.status.overall'), status.status === 'ok' ? t('healthcheck.status.ok') : t('healthcheck.status.degraded')],
    [t('healthcheck.status.database'), `${status.database.state} · ${status.database.driver} · ${status.database.latencyMs} ms`],
    [t('healthcheck.status.redis'), status.redis.state],
    [t('healthcheck.status.version'), status.version],
    [t('healthcheck.status.buildId'), status.buildId],
    [t('healthcheck.status.environment'), status.environment],
    [t('healthcheck.status.uptime'), t('healthcheck.status.seconds', { value: status.uptimeSeconds })],
    [t('healthcheck.status.memory'), `${megabytes(status.memory.rssBytes)} (${t('healthcheck.status.heap')} ${megabytes(status.memory.heapUsedBytes)})`],
  ];
  return (
    <Stack gap={4}>
      <Text>
        <Badge tone={status.status === 'ok' ? 'success' : 'sale'}>
          {status.status === 'ok' ? t('healthcheck.status.ok') : t('healthcheck.status.degraded')}
        </Badge>
      </Text>
      <DataTable caption={t('healthcheck.status.instance')} head={[t('healthcheck.status.check'), t('healthcheck.status.value')]}>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </DataTable>
      <Heading level={2}>{t('healthcheck.status.remotes')}</Heading>
      <DataTable
        caption={t('healthcheck.status.remotes')}
        head={[t('healthcheck.status.remote'), t('healthcheck.status.version'), t('healthcheck.status.buildId'), t('healthcheck.status.serverRendered')]}
      >
        {status.remotes.map((remote) => (
          <tr key={remote.name}>
            <th scope="row">
              <code>{remote.name}</code>
            </th>
            <td>{remote.version}</td>
            <td>
              <code>{remote.buildId}</code>
            </td>
            <td>{remote.serverRendered ? t('healthcheck.yes') : t('healthcheck.no')}</td>
          </tr>
        ))}
      </DataTable>
    </Stack>
  );
}
