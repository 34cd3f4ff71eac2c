import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { createTypedApiClient } from '@sf/api-client';
import type { PageProps } from '@sf/remote-contract';
import { Container, Heading, Link, RetryAlert, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { HealthcheckIndex } from './healthcheck-index';
import { MocksView } from './mocks-view';
import { ReleasesView } from './releases-view';
import { OperatorSignIn } from '../../shared/operator-sign-in';
import { SitemapsView } from './sitemaps-view';
import { StaticPagesView } from './static-pages-view';
import { StatusView } from './status-view';
import { TranslationsView } from './translations-view';
import { useOperatorData } from './use-operator-data';

/** Each page of the area: its title's text key and its view. */
const VIEWS: Record<string, { key: string; view: () => ReactNode }> = {
  '/healthcheck': { key: 'index', view: () => <HealthcheckIndex /> },
  '/healthcheck/status': { key: 'status', view: () => <StatusView /> },
  '/healthcheck/sitemaps': { key: 'sitemaps', view: () => <SitemapsView /> },
  '/healthcheck/static-pages': { key: 'staticPages', view: () => <StaticPagesView /> },
  '/healthcheck/translations': { key: 'translations', view: () => <TranslationsView /> },
  '/healthcheck/mocks': { key: 'mocks', view: () => <MocksView /> },
  '/healthcheck/releases': { key: 'releases', view: () => <ReleasesView /> },
};

/**
 * The operators' /healthcheck area (issue 24, spec §2 internal routes): one page module for the index and its
 * children, chosen by the route's path. Every page needs an operator session; without one the sign-in form shows.
 */
export function HealthcheckPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { load: session, retry } = useOperatorData('/api/operator/session', (signal) => createTypedApiClient().get('/api/operator/session', { signal }));
  const page = VIEWS[route.path.replace(/\/+$/, '') || '/healthcheck'] ?? VIEWS['/healthcheck'];
  const key = page?.key ?? 'index';
  return (
    <Container css={(theme: Theme) => ({ paddingBlock: theme.space[5] })}>
      <Stack gap={4}>
        {key !== 'index' && <Link to="/healthcheck">{t('healthcheck.back')}</Link>}
        <Heading level={1}>{t(`healthcheck.index.${key}.title`)}</Heading>
        <Text tone="muted">{t(`healthcheck.index.${key}.description`)}</Text>
        {session.state === 'loading' && <SkeletonText lines={4} />}
        {session.state === 'failed' && <RetryAlert message={t('healthcheck.loadFailed')} retryLabel={t('healthcheck.retry')} onRetry={retry} />}
        {session.state === 'signed-out' && <OperatorSignIn onSignedIn={retry} />}
        {session.state === 'ready' && page?.view()}
      </Stack>
    </Container>
  );
}
