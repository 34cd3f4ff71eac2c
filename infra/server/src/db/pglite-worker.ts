/**
 * Starts the embedded database in its own worker thread (pglite-server.ts) and talks to it: the server's thread
 * then only speaks the PostgreSQL wire protocol over a private Unix socket, so a heavy query no longer stalls every
 * other request. The socket lives in a fresh 0700 temporary directory (Unix socket paths are short, and nobody else
 * may connect: PGlite asks for no password).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FromPgliteServer, PgliteServerOptions, ToPgliteServer } from './pglite-protocol';

export interface PgliteWorker {
  /** The socket's directory: `pg`'s `host` (it connects to `<host>/.s.PGSQL.5432`). */
  socketDir: string;
  /** A tarball of the data directory (the test suite's seeded template). */
  dump(): Promise<Blob>;
  /** Closes the database cleanly and ends the thread. */
  stop(): Promise<void>;
}

const STOP_WAIT_MS = 10_000;

/** Socket directories of workers still running: a process that ends without close() leaves none behind. */
const socketDirs = new Set<string>();
const removeSocketDir = (dir: string) => {
  rmSync(dir, { recursive: true, force: true });
  socketDirs.delete(dir);
};
/**
 * The thread's entry. Compiled (scripts/build.mjs), this code runs from dist/main.js and the thread from
 * dist/pglite-server.js beside it; from the TypeScript sources (tests, npm run dev) a bootstrap registers tsx in the
 * thread, which inherits no loader, then loads pglite-server.ts.
 */
const PGLITE_THREAD_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./pglite-bootstrap.mjs', import.meta.url)
  : new URL('./pglite-server.js', import.meta.url);

process.once('exit', () => {
  for (const dir of socketDirs) removeSocketDir(dir);
});

export async function startPgliteWorker(options: { dataDir?: string; template?: Blob }): Promise<PgliteWorker> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'sf-pglite-'));
  socketDirs.add(socketDir);
  const template = options.template ? await options.template.arrayBuffer() : undefined;
  const serverOptions: PgliteServerOptions = {
    socketPath: path.join(socketDir, '.s.PGSQL.5432'),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(template ? { template } : {}),
  };
  const worker = new Worker(PGLITE_THREAD_ENTRY, {
    workerData: serverOptions,
    transferList: template ? [template] : [],
    execArgv: [],
  });

  const pending = new Map<number, { resolve: (message: FromPgliteServer) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  // The thread keeps the process alive only while the server waits for an answer from it: a forgotten handle must
  // not hang a test run or a CLI (the pool's idle connection does not either, see client.ts).
  const settleRef = () => (pending.size > 0 ? worker.ref() : worker.unref());
  const failAll = (error: Error) => {
    failure ??= error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
    settleRef();
  };

  await new Promise<void>((resolve, reject) => {
    const early = (error: Error) => reject(new Error(`PGlite worker failed to start: ${error.message}`, { cause: error }));
    worker.once('error', early);
    worker.once('exit', (code) => early(new Error(`exited with code ${code}`)));
    worker.once('message', (message: FromPgliteServer) => {
      worker.removeAllListeners('error');
      worker.removeAllListeners('exit');
      if (message.type === 'ready') resolve();
      else reject(new Error(`PGlite worker sent ${message.type} before ready`));
    });
  }).catch((error: unknown) => {
    removeSocketDir(socketDir);
    void worker.terminate();
    throw error;
  });

  worker.on('message', (message: FromPgliteServer) => {
    if (message.type === 'ready') return;
    const request = pending.get(message.id);
    pending.delete(message.id);
    settleRef();
    if (!request) return;
    if (message.type === 'failed') request.reject(new Error(message.message));
    else request.resolve(message);
  });
  // Queries then fail with a connection error (503 upstream) and the health check reports the database down.
  worker.on('error', (error) => {
    console.error(`[database] PGlite worker crashed: ${error.message}`);
    failAll(error);
  });
  worker.on('exit', (code) => failAll(new Error(`PGlite worker exited (code ${code})`)));
  settleRef();

  const ask = (message: Omit<ToPgliteServer, 'id'>): Promise<FromPgliteServer> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      settleRef();
      worker.postMessage({ ...message, id } as ToPgliteServer);
    });
  };

  let stopping: Promise<void> | null = null;
  return {
    socketDir,
    async dump() {
      const answer = await ask({ type: 'dump' });
      if (answer.type !== 'dump') throw new Error(`PGlite worker answered ${answer.type} to dump`);
      return new Blob([answer.data]);
    },
    stop() {
      stopping ??= (async () => {
        try {
          if (!failure) {
            let timer: NodeJS.Timeout | undefined;
            const timeout = new Promise<void>((resolve) => {
              timer = setTimeout(() => {
                console.error(`[database] PGlite worker did not stop within ${STOP_WAIT_MS} ms; ending it`);
                resolve();
              }, STOP_WAIT_MS);
            });
            const stopped = ask({ type: 'stop' }).then(
              () => undefined,
              (error: Error) => console.error(`[database] PGlite worker did not stop cleanly: ${error.message}`),
            );
            await Promise.race([stopped, timeout]).finally(() => clearTimeout(timer));
          }
        } finally {
          await worker.terminate();
          removeSocketDir(socketDir);
        }
      })();
      return stopping;
    },
  };
}
