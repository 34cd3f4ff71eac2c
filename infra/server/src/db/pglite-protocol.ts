/** Messages between the server's thread (pglite-worker.ts) and the PGlite worker thread (pglite-server.ts). */

export interface PgliteServerOptions {
  /** No dataDir: in memory. */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from (transferred, not copied). */
  template?: ArrayBuffer;
  /** Where the worker listens: `<dir>/.s.PGSQL.5432`, the name `pg` derives from host=<dir>. */
  socketPath: string;
}

export type ToPgliteServer = { type: 'dump'; id: number } | { type: 'stop'; id: number };

export type FromPgliteServer =
  | { type: 'ready' }
  | { type: 'dump'; id: number; data: ArrayBuffer }
  | { type: 'stopped'; id: number }
  | { type: 'failed'; id: number; message: string };
