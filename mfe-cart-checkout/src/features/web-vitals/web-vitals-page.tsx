import { useState } from 'react';
import { ApiRequestError, createTypedApiClient } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import { BRAND_KEYS, BRANDS, type PageProps } from '@sf/remote-contract';
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
  const [brand, setBrand] = useState<(typeof BRAND_KEYS)[number] | ''>('');
  const { state: data, retry } = useApiData(
    `rum|${brand}`,
    (signal) => createTypedApiClient().get('/api/rum/summary', { signal, query: brand ? { brand } : {} }),
    // The brand select stays on screen (and focused) while another brand's figures load.
    { keepPrevious: true },
  );
  const summary = data.status === 'ready' ? data.data : null;
  const state =
    data.status === 'failed' || data.status === 'not-found'
      ? data.error instanceof ApiRequestError && data.error.status === 401
        ? 'signed-out'
        : 'failed'
      : data.status;
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
            onChange={(event) => setBrand(BRAND_KEYS.find((key) => key === event.target.value) ?? '')}
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
