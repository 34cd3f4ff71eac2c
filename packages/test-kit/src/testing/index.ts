/** Helpers for remotes' unit tests (vitest + Testing Library); kept apart from the dev host entry. */
export { stubApi, type Route, type StubApiOptions } from './stub-api';
export { createShellRenderer } from './render-in-shell';
export { serverTexts } from './server-texts';
export { renderForSite, pagePropsFor } from './page-render';
export { installTestLifecycle } from './test-lifecycle';
