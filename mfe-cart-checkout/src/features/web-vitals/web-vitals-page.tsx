import { useEffect, useState } from 'react';
import { ApiRequestError, createApiClient } from '@sf/api-client';
import { BRAND_KEYS, BRANDS, type PageProps, type RumSummary } from '@sf/contracts';
import { Heading, Select, SkeletonText, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { PageFrame } from '../../shared/page-frame';
import { OperatorSignInForm } from '../outbox/operator-sign-in-form';
import { WebVitalsTable } from './web-vitals-table';
import { WebVitalsThresholds } from './web-vitals-thresholds';
import { LoadFailedAlert } from '../../shared/load-failed-alert';

/**
 * `/internal/web-vitals` (issue 13, every environment): p75 of the Core Web Vitals shoppers' browsers reported, per
 * page type, over the last 24 hours and 7 days. The summary needs an operator session: without one (401) the page
 * shows the operator sign-in form, like the outbox.
 */
export function WebVitalsPage(_props: PageProps) {
  const { t } = useTranslation();
  const [summary, setSummary] = useState<RumSummary | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'signed-out' | 'failed'>('loading');
  const [brand, setBrand] = useState('');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current === 'ready' ? current : 'loading'));
    createApiClient()
      .get<RumSummary>('/api/rum/summary', { signal: controller.signal, query: brand ? { brand } : {} })
      .then((answer) => {
        setSummary(answer);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiRequestError && error.status === 401 ? 'signed-out' : 'failed');
      });
    return () => controller.abort();
  }, [brand, attempt]);
  const retry = () => setAttempt((count) => count + 1);
  return (
    <PageFrame>
      <Heading level={1}>{t('cart.webVitals.title')}</Heading>
      <Text tone="muted">{t('cart.webVitals.intro')}</Text>
      {state === 'failed' && <LoadFailedAlert onRetry={retry} />}
      {state === 'loading' && <SkeletonText lines={6} />}
      {state === 'signed-out' && <OperatorSignInForm onSignedIn={retry} />}
      {state === 'ready' && summary && (
        <>
          <Select
            id="web-vitals-brand"
            label={t('cart.webVitals.brand')}
            value={brand}
            onChange={(event) => setBrand(event.target.value)}
            options={[{ value: '', label: t('cart.webVitals.allBrands') }, ...BRAND_KEYS.map((key) => ({ value: key, label: BRANDS[key].name }))]}
          />
          <WebVitalsTable summary={summary} period="last24h" caption={t('cart.webVitals.last24h')} />
          <WebVitalsTable summary={summary} period="last7d" caption={t('cart.webVitals.last7d')} />
          <WebVitalsThresholds />
        </>
      )}
    </PageFrame>
  );
}
