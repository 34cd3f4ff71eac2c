import { useEffect, useMemo, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { Order, SiteInfo } from '@sf/contracts';
import { ordersApi } from './orders-api';

export type GuestOrderState = { status: 'idle' | 'loading' | 'not-found' | 'failed' } | { status: 'ready'; order: Order };

/** The order for an e-mail + order number pair; a wrong pair is simply "not found". */
export function useGuestOrder(site: Pick<SiteInfo, 'brand' | 'locale'>, key: { email: string; orderNumber: string } | null) {
  const api = useMemo(() => ordersApi(site), [site]);
  const [state, setState] = useState<GuestOrderState>({ status: key ? 'loading' : 'idle' });
  const email = key?.email;
  const orderNumber = key?.orderNumber;
  useEffect(() => {
    if (!email || !orderNumber) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.order(orderNumber, email, controller.signal).then(
      (order) => setState({ status: 'ready', order }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = error instanceof ApiRequestError ? error.status : 0;
        setState({ status: status === 404 || status === 400 ? 'not-found' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, email, orderNumber]);
  return { state, api };
}
