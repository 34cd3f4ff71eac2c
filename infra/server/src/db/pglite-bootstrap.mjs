// Entry of the PGlite worker thread: a worker inherits neither the tsx loader of the main thread nor vitest's
// transform, so it registers tsx itself before loading the TypeScript server (pglite-server.ts).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-server.ts');
