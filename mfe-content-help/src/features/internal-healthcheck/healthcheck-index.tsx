import { Badge, Link, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useHealthStatus } from './status-view';

/** The children of /healthcheck (spec §2); feature flags and experiments are pages of their own remote features. */
const CHILDREN = [
  { path: '/healthcheck/status', key: 'status' },
  { path: '/healthcheck/releases', key: 'releases' },
  { path: '/healthcheck/sitemaps', key: 'sitemaps' },
  { path: '/healthcheck/static-pages', key: 'staticPages' },
  { path: '/healthcheck/translations', key: 'translations' },
  { path: '/healthcheck/feature-flags', key: 'featureFlags' },
  { path: '/healthcheck/experiments', key: 'experiments' },
  { path: '/internal/web-vitals', key: 'webVitals' },
  { path: '/internal/content', key: 'contentEditor' },
] as const;

/** /healthcheck: this instance's state in one line, and a link to every child (mocks only outside production). */
export function HealthcheckIndex() {
  const { t } = useTranslation();
  const { load: status } = useHealthStatus();
  const nonProduction = status.state === 'ready' && status.status.environment !== 'production';
  return (
    <Stack gap={4}>
      {status.state === 'ready' && (
        <Text>
          <Badge tone={status.status.status === 'ok' ? 'success' : 'sale'}>
            {status.status.status === 'ok' ? t('healthcheck.status.ok') : t('healthcheck.status.degraded')}
          </Badge>{' '}
          {t('healthcheck.index.summary', { version: status.status.version, buildId: status.status.buildId, environment: status.status.environment })}
        </Text>
      )}
      <nav aria-label={t('healthcheck.index.navigation')}>
        <ul css={{ display: 'grid', gap: '0.75rem', paddingInlineStart: '1.25rem' }}>
          {CHILDREN.map((child) => (
            <li key={child.path}>
              <Link to={child.path}>{t(`healthcheck.index.${child.key}.title`)}</Link>
              <Text tone="muted">{t(`healthcheck.index.${child.key}.description`)}</Text>
            </li>
          ))}
          {nonProduction && (
            <li>
              <Link to="/healthcheck/mocks">{t('healthcheck.index.mocks.title')}</Link>
              <Text tone="muted">{t('healthcheck.index.mocks.description')}</Text>
            </li>
          )}
        </ul>
      </nav>
    </Stack>
  );
}
