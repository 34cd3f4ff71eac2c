export * from './sites';
export * from './locale-path';
export * from './patterns';
export * from './guest-favorites';
export * from './atoms';
export * from './events';
export * from './mount';
export * from './remotes';
export * from './routes';
export type * from './api/types';
export * from './limits';
export * from './payments';
export * from './loyalty';
export * from './listing';
export * from './document';
export * from './basket-storage';
export * from './addresses';
export * from './server-render';
export * from './uri-decode';
export * from './employee-session';
export * from './redirect-to';
export * from './access-rules';
export * from './session-store';
export * from './payment-frame';
export * from './plus-account';

// Each evaluation of this package counts itself, so a browser test can prove the page holds exactly one copy.
const copies = globalThis as { __SF_CONTRACTS_COPIES__?: number };
copies.__SF_CONTRACTS_COPIES__ = (copies.__SF_CONTRACTS_COPIES__ ?? 0) + 1;
