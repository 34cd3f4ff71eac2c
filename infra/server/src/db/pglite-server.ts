/**
 * Runs inside a worker thread (see pglite-worker.ts): opens the embedded database and serves it over the PostgreSQL
 * wire protocol on a private Unix socket, so the server's event loop never runs PGlite's WebAssembly and reaches it
 * through `pg` exactly as it reaches PostgreSQL.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PgliteServerOptions, ToPgliteServer, FromPgliteServer } from './pglite-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-server.ts runs as a worker thread (see pglite-worker.ts)');
const options = workerData as PgliteServerOptions;

const db = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.template ? { loadDataDir: new Blob([options.template]) } : {}),
  extensions: { pg_trgm },
});
// PGlite runs one statement at a time; a second client would interleave its unnamed statements with the first's
// (pglite-socket multiplexes per message, not per query), so the host keeps one pooled connection. The spare slot
// only lets a replacement connection in while the previous one is still being detached.
const server = new PGLiteSocketServer({ db, path: options.socketPath, maxConnections: 2 });
await server.start();

const send = (message: FromPgliteServer, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on('message', (message: ToPgliteServer) => {
  const run = async () => {
    if (message.type === 'dump') {
      const data = await (await db.dumpDataDir('none')).arrayBuffer();
      send({ type: 'dump', id: message.id, data }, [data]);
    } else {
      await server.stop();
      await db.close();
      send({ type: 'stopped', id: message.id });
      port.close();
    }
  };
  run().catch((error: unknown) => send({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) }));
});
send({ type: 'ready' });
