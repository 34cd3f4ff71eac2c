import { useState } from 'react';
import type { Release } from '@sf/contracts';
import { ApiRequestError, createTypedApiClient } from '@sf/api-client';
import { Alert, Badge, Button, Heading, RetryAlert, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { DataTable } from '../../shared/data-table';
import { OperatorSignIn } from '../../shared/operator-sign-in';
import { useOperatorData } from './use-operator-data';

const STATUS_KEYS: Record<Release['status'], string> = {
  published: 'published',
  live: 'live',
  retired: 'retired',
  'rolled-back': 'rolledBack',
  failed: 'failed',
};
const ACTION_KEYS = { publish: 'publish', promote: 'promote', rollback: 'rollback', 'auto-rollback': 'autoRollback' } as const;
const rollback = (remote: string) => createTypedApiClient().post('/fapi/internal/remotes/{remote}/rollback', { path: { remote } });
const promote = (id: string) => createTypedApiClient().post('/fapi/internal/releases/{id}/promote', { path: { id } });

/**
 * /healthcheck/releases (issue 26): each remote's releases, which one is live, who published and promoted them and
 * when, recent changes (automatic roll backs with their reason) and open previews. Admin operators promote a release
 * or roll a remote back here; the change reaches shoppers' pages on their next navigation.
 */
export function ReleasesView() {
  const { t, i18n } = useTranslation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { load, retry } = useOperatorData('/fapi/internal/releases', (signal) => createTypedApiClient().get('/fapi/internal/releases', { signal }));
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '');
  const act = (action: ReturnType<typeof promote>) => {
    action
      .then(
        (result) =>
          setOutcome({ tone: 'success', text: t('healthcheck.releases.done', { remote: result.remote, build: result.liveReleaseId ?? 'release zero' }) }),
        (error: unknown) =>
          setOutcome({ tone: 'error', text: t('healthcheck.releases.failed', { message: error instanceof ApiRequestError ? error.message : String(error) }) }),
      )
      .finally(retry);
  };
  if (load.state === 'loading') return <SkeletonText lines={8} />;
  if (load.state === 'signed-out') return <OperatorSignIn onSignedIn={retry} />;
  if (load.state === 'failed') return <RetryAlert message={t('healthcheck.loadFailed')} retryLabel={t('healthcheck.retry')} onRetry={retry} />;
  const { data } = load;
  return (
    <Stack gap={5}>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Text tone="muted">{t('healthcheck.releases.store', { store: data.store })}</Text>
      {data.remotes.map((remote) => (
        <section key={remote.remote} aria-labelledby={`releases-${remote.remote}`}>
          <Stack gap={3}>
            <Heading level={2} id={`releases-${remote.remote}`}>
              {remote.remote}
            </Heading>
            {remote.liveReleaseId === null && <Text>{t('healthcheck.releases.releaseZero', { remote: remote.remote })}</Text>}
            {remote.liveReleaseId !== null && (
              <div>
                <Button variant="secondary" onClick={() => act(rollback(remote.remote))}>
                  {t('healthcheck.releases.rollback', { remote: remote.remote })}
                </Button>
              </div>
            )}
            {remote.releases.length > 0 && (
              <DataTable
                caption={t('healthcheck.releases.caption', { remote: remote.remote })}
                head={[
                  t('healthcheck.releases.build'),
                  t('healthcheck.releases.version'),
                  t('healthcheck.releases.status'),
                  t('healthcheck.releases.published'),
                  t('healthcheck.releases.promoted'),
                  '',
                ]}
              >
                {remote.releases.map((release) => (
                  <tr key={release.id} data-release={release.buildId}>
                    <th scope="row">
                      <code>{release.buildId}</code>
                    </th>
                    <td>{release.version}</td>
                    <td>
                      <Badge tone={release.status === 'live' ? 'success' : release.status === 'failed' ? 'sale' : 'neutral'}>
                        {t(`healthcheck.releases.statuses.${STATUS_KEYS[release.status]}`)}
                      </Badge>
                      {release.healthError && <Text tone="muted">{release.healthError}</Text>}
                    </td>
                    <td>{t('healthcheck.releases.by', { when: when(release.publishedAt), who: release.publishedBy })}</td>
                    <td>{release.promotedAt ? t('healthcheck.releases.by', { when: when(release.promotedAt), who: release.promotedBy ?? '' }) : ''}</td>
                    <td>
                      {release.status !== 'live' && (
                        <Button variant="secondary" size="sm" onClick={() => act(promote(release.id))}>
                          {t('healthcheck.releases.promote')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
          </Stack>
        </section>
      ))}
      <section aria-labelledby="release-events">
        <Heading level={2} id="release-events">
          {t('healthcheck.releases.events')}
        </Heading>
        <ul>
          {data.events.map((event) => (
            <li key={`${event.at}-${event.remote}-${event.action}`}>
              {event.remote} {t(`healthcheck.releases.actions.${ACTION_KEYS[event.action]}`)} —{' '}
              {t('healthcheck.releases.by', { when: when(event.at), who: event.operator })}
              {event.reason ? ` (${event.reason})` : ''}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="release-previews">
        <Heading level={2} id="release-previews">
          {t('healthcheck.releases.previews')}
        </Heading>
        {data.previews.length === 0 && <Text>{t('healthcheck.releases.noPreviews')}</Text>}
        <ul>
          {data.previews.map((preview) => (
            <li key={preview.name}>
              {preview.name} ({Object.keys(preview.releases).join(', ')}) — {t('healthcheck.releases.expires', { when: when(preview.expiresAt) })}
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}
