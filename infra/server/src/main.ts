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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    void app.close().then(() => process.exit(0));
  });
}
