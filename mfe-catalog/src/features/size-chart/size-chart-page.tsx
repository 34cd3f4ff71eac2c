import { useEffect } from 'react';
import { pushPageData } from '@sf/analytics';
import type { SizeCharts } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Heading, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { usePageData } from '../../shared/use-page-data';
import { LoadFailed, PageSkeleton } from '../../shared/page-states';
import { PageFrame } from '../../shared/page-frame';
import { sizeSystemOf } from './locale-size-system';
import { loadSizeCharts } from './size-charts-api';
import { SizeChartTable } from './size-chart-table';

/** `/size-chart`: every chart as a table, the sizes of the shopper's country highlighted. First data: SizeCharts. */
export function SizeChartPage(props: PageProps<SizeCharts>) {
  const { t } = useTranslation();
  const site = useSite();
  const page = usePageData(props, {
    load: () => loadSizeCharts(site),
    meta: () => ({ title: t('catalog.sizeChart'), description: t('catalog.sizeChartIntro') }),
  });
  const ready = page.status === 'ready';

  useEffect(() => {
    if (ready) pushPageData({ pageType: 'Content', pageName: 'SizeChart', pageTitle: t('catalog.sizeChart') }, site);
  }, [ready, site.locale]);

  if (page.status === 'loading') return <PageSkeleton />;
  if (page.status === 'failed') return <LoadFailed retry={page.retry} />;
  if (page.status === 'not-found') return null;
  const system = sizeSystemOf(site);
  return (
    <PageFrame>
      <Stack gap={2}>
        <Heading level={1}>{t('catalog.sizeChart')}</Heading>
        <Text>{t('catalog.sizeChartIntro')}</Text>
      </Stack>
      {page.data.charts.map((chart) => (
        <SizeChartTable key={chart.id} chart={chart} system={system} />
      ))}
    </PageFrame>
  );
}
