import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import type { LocalePayload } from '@sf/contracts';
import { initI18n } from '@sf/i18n';

/** For a remote's vitest setup file: its texts loaded once, and every test starting from a clean browser state. */
export function installTestLifecycle(payload: () => LocalePayload): void {
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
