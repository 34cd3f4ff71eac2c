export * from './brand-colours';
export * from './locale-path';
export * from './patterns';
export * from './guest-favorites';
// The consent cookie's code is the entry point `@sf/contracts/consent-cookie` (issue 24: out of the shared bundle).
export type { ConsentChoice, ConsentRecord } from './consent-cookie';
export * from './consent-categories';
export * from './routes';
export type * from './api/types';
export * from './limits';
export * from './payments';
export * from './listing';
export * from './product-media';
export * from './document';
export * from './header-navigation';
export * from './server-render';
export * from './basket-storage';
export * from './addresses';
export * from './uri-decode';
export * from './employee-session';
export * from './redirect-to';
export * from './access-rules';
export * from './session-store';
export * from './web-vitals';
export * from './money-format';
export * from './stores';
export * from './error-screens';

// Each evaluation of this package counts itself, so a browser test can prove the page holds exactly one copy.
const copies = globalThis as { __SF_CONTRACTS_COPIES__?: number };
copies.__SF_CONTRACTS_COPIES__ = (copies.__SF_CONTRACTS_COPIES__ ?? 0) + 1;
