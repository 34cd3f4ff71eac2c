import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import shared from './playwright.config';

/**
 * Issue 26, QA with a remote alone: the catalogue remote's dev host in mock mode (`npm run dev:mock -w mfe-catalog`)
 * with no server at all. Its API origin is a closed port, so a call the mocks do not answer fails as it would with
 * the server stopped. Apart from the main config because that one starts the server for every test.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MOCK_DEV_HOST_PORT = Number(process.env.E2E_PORT_BASE ?? 3100);

export default defineConfig({
  testDir: './e2e',
  testMatch: 'mock-mode.spec.ts',
  // Each mock switch reloads the page, and development bundles are unminified: a few seconds a load on a busy machine.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Mock Service Worker answers the calls from a service worker, which the main config blocks.
  use: { ...shared.use, serviceWorkers: 'allow', baseURL: `http://localhost:${MOCK_DEV_HOST_PORT}` },
  webServer: {
    command: `npx rspack serve --mode development --port ${MOCK_DEV_HOST_PORT}`,
    cwd: path.join(repoRoot, 'mfe-catalog'),
    url: `http://localhost:${MOCK_DEV_HOST_PORT}/mf-manifest.json`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { MOCK_API: '1', API_ORIGIN: 'http://127.0.0.1:9' },
  },
});
