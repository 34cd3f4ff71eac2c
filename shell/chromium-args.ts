/**
 * Debian's Chromium in a sandbox-less container, as the browser tests and `npm run bench` launch it: one list, so a
 * flag that a run needs here is not missing from the other. Specs that need more (a fake camera) add to these.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;
