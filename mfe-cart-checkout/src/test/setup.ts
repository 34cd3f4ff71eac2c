import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '@sf/i18n';
import { englishPayload } from './texts';

beforeAll(async () => {
  await initI18n({ locale: 'uk-en', payload: englishPayload(), environment: 'test' });
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
