import { useEffect } from 'react';
import { useApiData } from '@sf/api-client/use-api-data';
import type { LocationSelector } from '@sf/contracts';
import { emit, routeDataKey, type PageProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { fetchLocationSelector } from './location-selector-api';

export type LocationSelectorState = { status: 'loading' } | { status: 'ready'; countries: LocationSelector } | { status: 'failed'; retry: () => void };

/**
 * The country sites: the edge's inlined first data when it belongs to this route (the list is the same for every
 * site, so it holds after a locale switch too), else fetched; a client-side load sets the head (`page:meta`).
 */
export function useLocationSelector({ route, initialData }: PageProps<LocationSelector>, load = fetchLocationSelector): LocationSelectorState {
  const { t } = useTranslation();
  const inlined = initialData?.key === routeDataKey(route) ? initialData.data : undefined;
  const { state, retry } = useApiData('location-selector', (signal) => load(signal), { initial: inlined });
  const fetched = !inlined && state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (fetched) emit('page:meta', { title: t('content.locationSelectorTitle'), description: t('content.locationSelectorIntro') });
  }, [fetched]);

  if (state.status === 'ready') return { status: 'ready', countries: state.data };
  return state.status === 'loading' ? state : { status: 'failed', retry };
}
