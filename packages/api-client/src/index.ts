export { createApiClient, DEFAULT_TIMEOUT_MS, type ApiClient, type ApiClientOptions, type RequestOptions } from './api-client';
export { ApiRequestError, type ApiRequestErrorInit } from './api-request-error';
export { RETRYABLE_STATUSES, RETRIES_BY_METHOD, isRetryableStatus, type HttpMethod } from './retry-policy';
export { siteQuery, type SiteQuery } from './site-query';
export type { QueryParams, QueryValue } from './query-string';
export { httpSessionDriver, IDENTITY_SESSION_PATH, IDENTITY_SESSIONS_PATH } from './session-driver';
export {
  createTypedApiClient,
  expandPath,
  typedApi,
  type ApiBody,
  type ApiCallOptions,
  type ApiMethod,
  type ApiOperation,
  type ApiPath,
  type ApiQuery,
  type ApiResponse,
  type TypedApi,
} from './typed-api';
