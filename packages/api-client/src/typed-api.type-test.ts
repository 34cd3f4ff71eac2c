/**
 * Type-level test of the typed client, checked by `tsc` (npm run typecheck). Each @ts-expect-error line must fail to
 * compile; if the client ever accepted it, tsc reports the directive as unused and the check fails.
 */
import type { Basket } from '@sf/contracts';
import { createTypedApiClient } from './typed-api';

const api = createTypedApiClient();
const basketId = 'b';

export async function wellTyped(signal: AbortSignal): Promise<void> {
  const basket = await api.get('/api/baskets/{basketId}', { path: { basketId }, signal });
  const same: Basket = basket; // the document's answer is the contracts' Basket
  same.totals.total.toFixed();
  await api.post('/api/baskets/{basketId}/items', { path: { basketId }, body: { variantId: 'v', quantity: 1 } });
  const created = await api.post('/api/baskets', { body: { brand: 'northbound', locale: 'uk-en' } });
  created.basketId.toUpperCase();
  await api.get('/api/search', { query: { q: 'boot' } }); // brand and locale come from the site-bound client
}

export async function illTyped(): Promise<void> {
  // @ts-expect-error a path the server does not have
  await api.get('/api/baskets/{basketId}/nothing', { path: { basketId } });
  // @ts-expect-error a method the path does not answer
  await api.put('/api/baskets/{basketId}', { path: { basketId } });
  // @ts-expect-error path parameters are required
  await api.get('/api/baskets/{basketId}');
  // @ts-expect-error a body of the wrong shape
  await api.post('/api/baskets/{basketId}/items', { path: { basketId }, body: { variantId: 'v', quantity: '1' } });
  // @ts-expect-error a field the answer does not have
  (await api.get('/api/baskets/{basketId}', { path: { basketId } })).itemCount;
  // @ts-expect-error a query parameter the route does not declare
  await api.get('/api/search', { query: { q: 'boot', colours: 'red' } });
}
