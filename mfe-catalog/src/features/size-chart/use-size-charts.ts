import { useEffect, useState } from 'react';
import type { SizeCharts } from '@sf/contracts';
import { useSite } from '@sf/ui';
import { loadSizeCharts } from './size-charts-api';

export type SizeChartsState = { status: 'loading' } | { status: 'ready'; charts: SizeCharts['charts'] } | { status: 'failed'; retry: () => void };

/** The size charts of the site, fetched once (see size-charts-api) unless `initial` already has them. */
export function useSizeCharts(initial?: SizeCharts): SizeChartsState {
  const site = useSite();
  const [state, setState] = useState<SizeChartsState>(initial ? { status: 'ready', charts: initial.charts } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (initial) return undefined;
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
  }, [site.brand, site.locale, attempt, Boolean(initial)]);

  return state;
}
