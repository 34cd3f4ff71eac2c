/** Process entry: validate the environment, build the app, listen, and shut down cleanly on signals. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadEnv } from './env';
import { REPO_ROOT, shellDist } from './paths';

const env = loadEnv();
const app = await buildApp({ env });

const shellBuilt = existsSync(path.join(shellDist({ repoRoot: REPO_ROOT }), 'index.html'));
let announced = false;
await app.listen({
  port: env.PORT,
  host: env.HOST,
  // Fastify calls this once per bound address; the first call carries the one summary line an operator needs.
  listenTextResolver: (address) => {
    if (announced) return `also listening on ${address}`;
    announced = true;
    return `storefront server on ${env.PUBLIC_URL} (listening on ${address}) · database ${app.database.driver} · shell build ${shellBuilt ? 'found' : 'NOT found (run npm run build)'}`;
  },
});

// Graceful shutdown (issue 28): fail readiness at once so the balancer stops sending new work, keep serving for
// SHUTDOWN_DRAIN_MS while it notices (SIGTERM, what orchestrators send; Ctrl-C skips the wait), then close: no new connections, in-flight requests finish, SSE and WebSocket
// clients are told to reconnect (to another instance), the database and Redis are closed. A second signal, or a
// shutdown past SHUTDOWN_TIMEOUT_MS, ends the process at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      app.log.warn(`${signal} received again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    const drainMs = signal === 'SIGTERM' ? env.SHUTDOWN_DRAIN_MS : 0;
    app.lifecycle.startDraining();
    app.log.info(`${signal} received: not ready, draining for ${drainMs} ms, then closing`);
    setTimeout(() => {
      app.log.error(`shutdown took over ${env.SHUTDOWN_TIMEOUT_MS} ms after draining, exiting`);
      process.exit(1);
    }, drainMs + env.SHUTDOWN_TIMEOUT_MS).unref();
    setTimeout(() => {
      void app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, drainMs);
  });
}
