import { useEffect, useState } from 'react';
import { emit, routeDataKey, type LocationSelector, type PageProps } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { isAbortError } from '../../shared/content-api';
import { fetchLocationSelector } from './location-selector-api';

export type LocationSelectorState = { status: 'loading' } | { status: 'ready'; countries: LocationSelector } | { status: 'failed'; retry: () => void };

/**
 * The country sites: the edge's inlined first data when it belongs to this route (the list is the same for every
 * site, so it holds after a locale switch too), else fetched; a client-side load sets the head (`page:meta`).
 */
export function useLocationSelector({ route, initialData }: PageProps<LocationSelector>, load = fetchLocationSelector): LocationSelectorState {
  const { t } = useTranslation();
  const inlined = initialData?.key === routeDataKey(route) ? initialData.data : null;
  const [state, setState] = useState<LocationSelectorState>(inlined ? { status: 'ready', countries: inlined } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (inlined) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal)
      .then((countries) => {
        setState({ status: 'ready', countries });
        emit('page:meta', { title: t('content.locationSelectorTitle'), description: t('content.locationSelectorIntro') });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) });
      });
    return () => controller.abort();
  }, [attempt, Boolean(inlined)]);

  return inlined ? { status: 'ready', countries: inlined } : state;
}
