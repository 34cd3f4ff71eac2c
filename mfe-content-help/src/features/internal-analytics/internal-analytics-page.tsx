import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { createTypedApiClient } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import { BRAND_KEYS, BRANDS, type BrandKey, type PageProps } from '@sf/remote-contract';
import type { FunnelStage } from '@sf/contracts/analytics-ingest';
import { Grid, Heading, RetryAlert, Select, SkeletonText, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { FunnelChart } from './funnel-chart';
import { operatorStatus } from '../../shared/operator-load';
import { OperatorSignIn } from '../../shared/operator-sign-in';

const STAGE_KEYS: Record<FunnelStage, string> = {
  list: 'internal-analytics.stageList',
  product: 'internal-analytics.stageProduct',
  basket: 'internal-analytics.stageBasket',
  checkout: 'internal-analytics.stageCheckout',
  order: 'internal-analytics.stageOrder',
};
const PERIODS = [
  { days: 1, key: 'internal-analytics.last1' },
  { days: 7, key: 'internal-analytics.last7' },
  { days: 30, key: 'internal-analytics.last30' },
  { days: 90, key: 'internal-analytics.last90' },
] as const;

const brandName = (brand: string) => (BRANDS as Record<string, { name: string } | undefined>)[brand]?.name ?? brand;

/**
 * `/internal/analytics` (issue 24, every environment): the funnel product list → product → basket → checkout →
 * order per brand and country site, drawn as charts, and the most frequent searches without results. The reports
 * need an operator session: without one (401) the page shows the operator sign-in form.
 */
export function InternalAnalyticsPage(_props: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const [brand, setBrand] = useState<BrandKey | ''>('');
  const [days, setDays] = useState(7);
  const { state: data, retry } = useApiData(
    `analytics|${brand}|${days}`,
    async (signal) => {
      const client = createTypedApiClient();
      const query = { days, ...(brand ? { brand } : {}) };
      const [funnel, searches] = await Promise.all([
        client.get('/api/analytics/funnel', { signal, query }),
        client.get('/api/analytics/searches-without-results', { signal, query }),
      ]);
      return { funnel, searches };
    },
    // The filters stay on screen (and focused) while another brand's or period's reports load.
    { keepPrevious: true },
  );
  const state = operatorStatus(data);
  const reports = data.status === 'ready' ? data.data : null;
  const numbers = new Intl.NumberFormat(site.tag);
  const dates = new Intl.DateTimeFormat(site.tag, { dateStyle: 'medium', timeStyle: 'short' });
  const stageLabel = (stage: FunnelStage) => t(STAGE_KEYS[stage]);

  return (
    <Stack gap={5} css={(theme: Theme) => ({ padding: theme.space[5], maxWidth: '72rem', marginInline: 'auto' })}>
      <Heading level={1}>{t('internal-analytics.title')}</Heading>
      <Text tone="muted">{t('internal-analytics.intro')}</Text>
      {state === 'failed' && <RetryAlert message={t('internal-analytics.loadFailed')} retryLabel={t('internal-analytics.retry')} onRetry={retry} />}
      {state === 'loading' && <SkeletonText lines={6} />}
      {state === 'signed-out' && <OperatorSignIn onSignedIn={retry} />}
      {state === 'ready' && reports && (
        <>
          <Grid columns={{ base: 1, sm: 2 }} gap={4}>
            <Select
              id="analytics-brand"
              label={t('internal-analytics.brand')}
              value={brand}
              onChange={(event) => setBrand(BRAND_KEYS.find((key) => key === event.target.value) ?? '')}
              options={[{ value: '', label: t('internal-analytics.allBrands') }, ...BRAND_KEYS.map((key) => ({ value: key, label: BRANDS[key].name }))]}
            />
            <Select
              id="analytics-period"
              label={t('internal-analytics.period')}
              value={String(days)}
              onChange={(event) => setDays(Number(event.target.value))}
              options={PERIODS.map((period) => ({ value: String(period.days), label: t(period.key) }))}
            />
          </Grid>
          <section aria-labelledby="analytics-funnel-heading">
            <Stack gap={3}>
              <Heading level={2} id="analytics-funnel-heading">
                {t('internal-analytics.funnelHeading')}
              </Heading>
              <Text tone="muted">{t('internal-analytics.funnelIntro')}</Text>
              {reports.funnel.sites.length === 0 && <Text>{t('internal-analytics.noEvents')}</Text>}
              <Grid columns={{ base: 1, lg: 2 }} gap={5}>
                {reports.funnel.sites.map((entry) => {
                  const siteName = `${brandName(entry.brand)} ${entry.locale}`;
                  const summary = entry.stages.map((stage) => `${stageLabel(stage.stage)} ${numbers.format(stage.sessions)}`).join(', ');
                  return (
                    <figure key={`${entry.brand}:${entry.locale}`} css={{ margin: 0 }}>
                      <figcaption css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold, marginBottom: theme.space[2] })}>{siteName}</figcaption>
                      <FunnelChart
                        stages={entry.stages}
                        stageLabel={stageLabel}
                        formatNumber={(value) => numbers.format(value)}
                        label={t('internal-analytics.chartLabel', { site: siteName, summary })}
                      />
                    </figure>
                  );
                })}
              </Grid>
            </Stack>
          </section>
          <section aria-labelledby="analytics-searches-heading">
            <Stack gap={3}>
              <Heading level={2} id="analytics-searches-heading">
                {t('internal-analytics.searchesHeading')}
              </Heading>
              <Text tone="muted">{t('internal-analytics.searchesIntro')}</Text>
              {reports.searches.rows.length === 0 ? (
                <Text>{t('internal-analytics.noSearches')}</Text>
              ) : (
                <table css={tableStyles}>
                  <thead>
                    <tr>
                      <th scope="col">{t('internal-analytics.term')}</th>
                      <th scope="col">{t('internal-analytics.site')}</th>
                      <th scope="col">{t('internal-analytics.searches')}</th>
                      <th scope="col">{t('internal-analytics.lastSearched')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {reports.searches.rows.map((row) => (
                      <tr key={`${row.term}|${row.brand}|${row.locale}`}>
                        <th scope="row">{row.term}</th>
                        <td>{`${brandName(row.brand)} ${row.locale}`}</td>
                        <td>{numbers.format(row.searches)}</td>
                        <td>{dates.format(new Date(row.lastSearchedAt))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Stack>
          </section>
        </>
      )}
    </Stack>
  );
}

const tableStyles = (theme: Theme) => ({
  borderCollapse: 'collapse' as const,
  width: '100%',
  'th, td': { textAlign: 'start' as const, padding: theme.space[2], borderBottom: `1px solid ${theme.colors.border}` },
  'thead th': { fontWeight: theme.fontWeights.bold },
  'tbody th': { fontWeight: theme.fontWeights.regular },
});
