import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Storefront {
  url: string;
  pid: number;
  /** SIGTERM, resolved once the process has exited (its database closed). */
  stop: () => Promise<void>;
}

/**
 * Starts the real server (the compiled build, dist/main.js; a fresh embedded database unless `env` names one) and resolves once it
 * is healthy. `nodeArgs`: extra node flags for the server, e.g. `--cpu-prof`.
 */
export async function startStorefront(port: number, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Storefront> {
  const child: ChildProcess = spawn('node', [...nodeArgs, '--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(repoRoot, 'infra/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: path.join(os.tmpdir(), `sf-bench-${process.pid}`),
      LOG_LEVEL: 'warn',
      // The load generator stands where a balancer would and gives each simulated shopper its own X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      // No balancer to drain from: stop at once.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  if (await answersWithin(`${url}/healthcheck/status`, 120_000)) return { url, pid: child.pid ?? 0, stop: () => stopChild(child) };
  await stopChild(child);
  throw new Error('the storefront server did not become healthy within 120 s');
}

/** Whether `url` answers 2xx before `ms` have passed, asking again every 300 ms. */
export async function answersWithin(url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill();
  return exited;
}
