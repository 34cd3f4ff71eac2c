import { useEffect, useState } from 'react';
import type { SizeCharts } from '@sf/contracts';
import { useSite } from '@sf/ui';
import { loadSizeCharts } from './size-charts-api';

export type SizeChartsState = { status: 'loading' } | { status: 'ready'; charts: SizeCharts['charts'] } | { status: 'failed'; retry: () => void };

/** The size charts of the site, fetched once per page life (see size-charts-api). */
export function useSizeCharts(): SizeChartsState {
  const site = useSite();
  const [state, setState] = useState<SizeChartsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadSizeCharts(site)
      .then((charts) => live && setState({ status: 'ready', charts: charts.charts }))
      .catch((error: unknown) => {
        console.error('[mfe-catalog] size charts could not be loaded', error);
        if (live) setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) });
      });
    return () => {
      live = false;
    };
  }, [site.brand, site.locale, attempt]);

  return state;
}
