import { createApiClient, typedApi } from '@sf/api-client';

/** The shell's one client: the spec's timeout, retry (GET once) and error rules apply to its calls too. */
export const shellApi = createApiClient();
/** The same client typed from the server's OpenAPI document (path → params, query and answer). */
export const shellTypedApi = typedApi(shellApi);
