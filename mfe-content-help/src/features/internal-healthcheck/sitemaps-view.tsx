import { createTypedApiClient } from '@sf/api-client';
import { BRANDS, type BrandKey } from '@sf/remote-contract';
import { Heading, Link, RetryAlert, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { DataTable } from '../../shared/data-table';
import { OperatorSignIn } from '../../shared/operator-sign-in';
import { useOperatorData } from './use-operator-data';

/** /healthcheck/sitemaps: each brand's index and its files, with URL counts, lastmod and when they were generated. */
export function SitemapsView() {
  const { t, i18n } = useTranslation();
  const { load, retry } = useOperatorData('/api/healthcheck/sitemaps', (signal) => createTypedApiClient().get('/api/healthcheck/sitemaps', { signal }));
  if (load.state === 'loading') return <SkeletonText lines={8} />;
  if (load.state === 'signed-out') return <OperatorSignIn onSignedIn={retry} />;
  if (load.state === 'failed') return <RetryAlert message={t('healthcheck.loadFailed')} retryLabel={t('healthcheck.retry')} onRetry={retry} />;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <Stack gap={5}>
      {load.data.brands.map((brand) => (
        <Stack key={brand.brand} gap={3}>
          <Heading level={2}>{BRANDS[brand.brand as BrandKey]?.name ?? brand.brand}</Heading>
          <Text>
            {t('healthcheck.sitemaps.index')}{' '}
            <Link to={brand.index} newTab>
              {brand.index}
            </Link>
          </Text>
          <Text tone="muted">{t('healthcheck.sitemaps.generatedAt', { when: when(brand.generatedAt) })}</Text>
          <DataTable
            caption={t('healthcheck.sitemaps.files', { brand: BRANDS[brand.brand as BrandKey]?.name ?? brand.brand })}
            head={[t('healthcheck.sitemaps.file'), t('healthcheck.sitemaps.locale'), t('healthcheck.sitemaps.urls'), t('healthcheck.sitemaps.lastmod')]}
          >
            {brand.files.map((file) => (
              <tr key={file.url}>
                <th scope="row">
                  <Link to={file.url} newTab>{`${file.kind}-${file.part}.xml`}</Link>
                </th>
                <td>{file.locale}</td>
                <td>{file.urls}</td>
                <td>{file.lastmod ?? '—'}</td>
              </tr>
            ))}
          </DataTable>
        </Stack>
      ))}
    </Stack>
  );
}
