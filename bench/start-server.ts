import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the real server (production build, fresh embedded database) and resolves once it is healthy. */
export async function startStorefront(port: number): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'infra/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: path.join(os.tmpdir(), `sf-bench-${process.pid}`),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthcheck/status`)).ok) return { url, stop: () => child.kill() };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error('the storefront server did not become healthy within 120 s');
}
