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
const server = (port: number, extraEnv: Record<string, string>) => ({
  command: 'node --import tsx src/main.ts',
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
    ...extraEnv,
  },
});

// E2E_PORT_BASE lets two runs share a machine (each needs two free ports).
export const E2E_PORT = Number(process.env.E2E_PORT_BASE ?? 3100);
export const DEAD_REMOTE_PORT = E2E_PORT + 1;

export default defineConfig({
  testDir: './e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    // Issue 24: legacy URLs of the older platform are rewritten (rule 4); only legacy-shaped addresses are affected.
    // Issue 25: the content scheduler checks every second here (30 s by default), so a schedule a few seconds ahead applies.
    server(E2E_PORT, { FEATURE_FLAGS: JSON.stringify({ legacyUrls: true }), CONTENT_SCHEDULER_INTERVAL_MS: '1000' }),
    server(DEAD_REMOTE_PORT, {
      REMOTE_OVERRIDES: JSON.stringify({ mfe_content_help: 'http://127.0.0.1:9/mf-manifest.json' }),
      // Issue 13: the catalogue's server build is unreachable here, so its slots are rendered by the browser.
      SERVER_REMOTE_OVERRIDES: JSON.stringify({ mfe_catalog: 'http://127.0.0.1:9/server/remoteEntry.js' }),
    }),
  ],
});
