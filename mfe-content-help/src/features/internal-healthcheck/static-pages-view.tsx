import { createTypedApiClient } from '@sf/api-client';
import { BRANDS, type BrandKey } from '@sf/remote-contract';
import { Badge, Link, RetryAlert, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { DataTable } from '../../shared/data-table';
import { OperatorSignIn } from '../../shared/operator-sign-in';
import { useOperatorData } from './use-operator-data';

/** /healthcheck/static-pages: CMS pages and static routes, whether each language has its own text, and the brand sites. */
export function StaticPagesView() {
  const { t } = useTranslation();
  const { load, retry } = useOperatorData('/api/healthcheck/static-pages', (signal) => createTypedApiClient().get('/api/healthcheck/static-pages', { signal }));
  if (load.state === 'loading') return <SkeletonText lines={8} />;
  if (load.state === 'signed-out') return <OperatorSignIn onSignedIn={retry} />;
  if (load.state === 'failed') return <RetryAlert message={t('healthcheck.loadFailed')} retryLabel={t('healthcheck.retry')} onRetry={retry} />;
  const { sites, languages, pages } = load.data;
  return (
    <Stack gap={4}>
      <Text>{t('healthcheck.staticPages.sites')}</Text>
      <ul>
        {sites.map((site) => (
          <li key={site.brand}>
            {BRANDS[site.brand as BrandKey]?.name ?? site.brand}:{' '}
            <Link to={`${site.origin}/`} newTab>
              {site.origin}
            </Link>
          </li>
        ))}
      </ul>
      <DataTable caption={t('healthcheck.staticPages.caption')} head={[t('healthcheck.staticPages.page'), t('healthcheck.staticPages.source'), ...languages]}>
        {pages.map((page) => (
          <tr key={page.path}>
            <th scope="row">
              <Link to={page.path}>{page.path}</Link>
            </th>
            <td>{page.source === 'cms' ? t('healthcheck.staticPages.cms') : t('healthcheck.staticPages.route')}</td>
            {languages.map((language) => (
              <td key={language}>
                {page.status[language] === 'translated' ? (
                  <Badge tone="success">{t('healthcheck.staticPages.translated')}</Badge>
                ) : (
                  <Badge tone="accent">{t('healthcheck.staticPages.englishFallback')}</Badge>
                )}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </Stack>
  );
}
