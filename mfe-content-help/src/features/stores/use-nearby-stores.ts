import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreList } from '@sf/contracts';
import { isAbortError } from '../../shared/content-api';
import type { StoresApi } from './stores-api';

export type NearbyState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'loading' }
  | { status: 'ready'; list: StoreList }
  /** The shopper (or the browser's policy) refused the position. */
  | { status: 'denied' }
  /** No position came (no fix, timeout). */
  | { status: 'unavailable' }
  /** The position came but the stores did not. */
  | { status: 'failed' };

export interface NearbyStores {
  /** False on the server and until hydration, and in browsers without geolocation: the button is not offered. */
  supported: boolean;
  state: NearbyState;
  locate: () => void;
  /** Back to the route's list (a new search was made). */
  reset: () => void;
}

/** A position up to five minutes old is good enough for a store; a fix may take a while on a phone. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: 15_000 };
const PERMISSION_DENIED = 1;

/**
 * "Use my location": asks the browser for the shopper's position, then for the site's stores nearest it (with the
 * page's search, if there is one). The position is asked for only on the shopper's click.
 */
export function useNearbyStores(api: StoresApi, query: string | undefined): NearbyStores {
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<NearbyState>({ status: 'idle' });
  // Each locate or reset starts a new generation; answers of an older one are dropped.
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    setSupported(typeof navigator !== 'undefined' && Boolean(navigator.geolocation));
    return () => {
      generation.current += 1;
      controller.current?.abort();
    };
  }, []);

  const reset = useCallback(() => {
    generation.current += 1;
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  const locate = useCallback(() => {
    reset();
    const current = generation.current;
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (current !== generation.current) return;
        const request = new AbortController();
        controller.current = request;
        setState({ status: 'loading' });
        api
          .list({ q: query, near: { latitude: position.coords.latitude, longitude: position.coords.longitude } }, request.signal)
          .then((list) => {
            if (current === generation.current) setState({ status: 'ready', list });
          })
          .catch((error: unknown) => {
            if (request.signal.aborted || isAbortError(error) || current !== generation.current) return;
            setState({ status: 'failed' });
          });
      },
      (error) => {
        if (current !== generation.current) return;
        // Expected outcomes of asking, not faults: the page says what happened and offers the search instead.
        setState({ status: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' });
      },
      POSITION_OPTIONS,
    );
  }, [api, query, reset]);

  return { supported, state, locate, reset };
}
