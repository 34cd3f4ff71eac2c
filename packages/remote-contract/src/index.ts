/**
 * The remote contract (issue 26): what the shell and every remote must agree on to compose a page — the site a page
 * is rendered for, the shared atoms, the typed event bus, the parcel props and the remotes' exposed modules. It
 * versions slowly: a change here is checked at publish time against each release (contract-shapes.json), while the
 * domain packages (@sf/contracts: API schemas, rules, formats) change without forcing every remote to release.
 * Subpaths, kept out of the browser's shared copy: `./parcel-react` (React helpers), `./remote-modules` (the module
 * lists as values) and `./contract-check` (the publish-time check).
 */
export * from './sites';
export * from './flags';
export * from './atoms';
export * from './events';
export * from './mount';
export * from './remotes';

// Each evaluation of this package counts itself, so a browser test can prove the page holds exactly one copy.
const copies = globalThis as { __SF_REMOTE_CONTRACT_COPIES__?: number };
copies.__SF_REMOTE_CONTRACT_COPIES__ = (copies.__SF_REMOTE_CONTRACT_COPIES__ ?? 0) + 1;
