import { createApiClient, typedApi, type ApiClient } from '@sf/api-client';
import type { LocationSelector } from '@sf/contracts';

/** GET /fapi/pages/location-selector: every country site and its locales; the same for every site, so no site query. */
export function fetchLocationSelector(signal?: AbortSignal, client: ApiClient = createApiClient()): Promise<LocationSelector> {
  return typedApi(client).get('/fapi/pages/location-selector', { signal });
}
