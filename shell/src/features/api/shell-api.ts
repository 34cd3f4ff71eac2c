import { createApiClient } from '@sf/api-client';

/** The shell's one client: the spec's timeout, retry (GET once) and error rules apply to its calls too. */
export const shellApi = createApiClient();
