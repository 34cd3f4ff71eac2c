import { CHROMIUM_ARGS } from './chromium-args';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive the production build through the real server and a fresh embedded database in Debian's
 * Chromium. A second server instance has the content-help remote and the catalogue's server build pointed at an
 * unreachable address.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runId = `${process.pid}`;
// Issue 26: the artefact store the first server and releases.spec.ts share (workers inherit the runner's env).
process.env.E2E_ARTEFACT_DIR ??= path.join(os.tmpdir(), `sf-e2e-artefacts-${runId}`);
const server = (port: number, extraEnv: Record<string, string>) => ({
  // The compiled server (npm run build), as production runs it.
  command: 'node --enable-source-maps dist/main.js',
  cwd: path.join(repoRoot, 'infra/server'),
  url: `http://127.0.0.1:${port}/healthcheck/status`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ENV: 'test',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: path.join(os.tmpdir(), `sf-e2e-${runId}-${port}`),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // Issue 27: the chat desk is open whenever the suite runs (business hours would make it an e-mail form at night).
    CHAT_HOURS: 'always',
    ...extraEnv,
  },
});

// E2E_PORT_BASE lets two runs share a machine (each needs three free ports).
export const E2E_PORT = Number(process.env.E2E_PORT_BASE ?? 3100);
export const DEAD_REMOTE_PORT = E2E_PORT + 1;
/** Issue 26: releases.spec.ts changes which catalogue every visitor gets, so it has a server (and database) of its own. */
export const RELEASES_PORT = E2E_PORT + 2;

export default defineConfig({
  testDir: './e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  projects: [
    // mock-mode.spec.ts runs with no server at all, under playwright.mock.config.ts.
    { name: 'site', testIgnore: ['releases.spec.ts', 'mock-mode.spec.ts', 'live-chat.spec.ts'] },
    { name: 'releases', testMatch: 'releases.spec.ts', use: { baseURL: `http://localhost:${RELEASES_PORT}` } },
    // Issue 27: feature-flags.spec.ts turns live chat off for a moment on the first server, so the chat walk uses this one.
    { name: 'chat', testMatch: 'live-chat.spec.ts', use: { baseURL: `http://localhost:${RELEASES_PORT}` } },
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    // The EMEA sites register /sw-emea.js after load; requests the worker answers never reach page.route (Playwright's
    // documented limit), so a test that blocks or fakes a script would race the worker. offline-app.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: [
    // Issue 24: legacy URLs of the older platform are rewritten (rule 4); only legacy-shaped addresses are affected.
    // Issue 25: the content scheduler checks every second here (30 s by default), so a schedule a few seconds ahead applies.
    server(E2E_PORT, {
      FEATURE_FLAGS: JSON.stringify({ legacyUrls: true }),
      CONTENT_SCHEDULER_INTERVAL_MS: '1000',
    }),
    server(DEAD_REMOTE_PORT, {
      REMOTE_OVERRIDES: JSON.stringify({ mfe_content_help: 'http://127.0.0.1:9/mf-manifest.json' }),
      // Issue 13: the catalogue's server build is unreachable here, so its slots are rendered by the browser.
      SERVER_REMOTE_OVERRIDES: JSON.stringify({ mfe_catalog: 'http://127.0.0.1:9/server/remoteEntry.js' }),
    }),
    // Issue 26: releases.spec.ts publishes to this server's artefact store; live releases are checked every second.
    server(RELEASES_PORT, { ARTEFACT_DIR: process.env.E2E_ARTEFACT_DIR ?? '', RELEASE_HEALTH_INTERVAL_MS: '1000' }),
  ],
});
