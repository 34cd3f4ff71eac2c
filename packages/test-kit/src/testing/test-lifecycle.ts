import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import type { LocalePayload } from '@sf/contracts';
import { initI18n } from '@sf/i18n';

/** For a remote's vitest setup file: its texts loaded once, and every test starting from a clean browser state. */
export function installTestLifecycle(payload: () => LocalePayload): void {
  // Waits are for behaviour, not speed: on a busy CI machine (2 cores, parallel tasks) a render can take seconds, and a
  // 1 s default turns slowness into failures. Explicit timeouts still win.
  configure({ asyncUtilTimeout: 5_000 });
  const waitFor = vi.waitFor;
  vi.waitFor = ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 5_000, ...options })) as typeof vi.waitFor;
  beforeAll(async () => {
    await initI18n({ locale: 'uk-en', payload: payload(), environment: 'test' });
  });
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
