import { useMemo } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { useApiData, type ApiData } from '@sf/api-client/use-api-data';
import type { SiteInfo } from '@sf/remote-contract';
import { ordersApi, type GuestOrder, type OrdersApi } from './orders-api';

export type GuestOrderState = { status: 'idle' | 'loading' | 'not-found' | 'failed' } | { status: 'ready'; order: GuestOrder };

/** The order for an e-mail + order number pair; a wrong pair is simply "not found". */
export function useGuestOrder(
  site: Pick<SiteInfo, 'brand' | 'locale'>,
  key: { email: string; orderNumber: string } | null,
): { state: GuestOrderState; api: OrdersApi } {
  const api = useMemo(() => ordersApi(site), [site]);
  const email = key?.email ?? '';
  const orderNumber = key?.orderNumber ?? '';
  const wanted = Boolean(email && orderNumber);
  // Loaded only with a key, that is with both halves of the pair.
  const { state } = useApiData(wanted ? `${site.brand}|${site.locale}|${email}|${orderNumber}` : null, (signal) => api.order(orderNumber, email, signal));
  return { state: wanted ? guestOrderState(state) : { status: 'idle' }, api };
}

function guestOrderState(state: ApiData<GuestOrder>): GuestOrderState {
  if (state.status === 'ready') return { status: 'ready', order: state.data };
  if (state.status === 'loading') return state;
  // The server answers 400 for a malformed pair: to the shopper that is the same "not found".
  const badPair = state.status === 'not-found' || (state.error instanceof ApiRequestError && state.error.status === 400);
  return { status: badPair ? 'not-found' : 'failed' };
}
