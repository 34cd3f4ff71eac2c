import type { ProductDetail } from '@sf/contracts';
import { Alert, Button, Spinner } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { SizeChartTable } from './size-chart-table';
import { useSizeCharts } from './use-size-charts';

interface SizeChartPanelProps {
  chartId: ProductDetail['sizeChart'];
  system: ProductDetail['sizeSystem'];
}

/** The one chart a product uses, for the product page's size chart dialog. */
export function SizeChartPanel({ chartId, system }: SizeChartPanelProps) {
  const { t } = useTranslation();
  const state = useSizeCharts();
  if (state.status === 'loading') return <Spinner label={t('catalog.loading')} />;
  const chart = state.status === 'ready' ? state.charts.find((entry) => entry.id === chartId) : undefined;
  if (!chart) {
    const retry = state.status === 'failed' ? state.retry : undefined;
    return (
      <Alert
        tone="error"
        action={
          retry && (
            <Button variant="secondary" onClick={retry}>
              {t('catalog.retry')}
            </Button>
          )
        }
      >
        {t('catalog.loadFailed')}
      </Alert>
    );
  }
  return <SizeChartTable chart={chart} system={system} />;
}
