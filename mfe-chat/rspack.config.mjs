import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createAppConfig } from '@sf/build-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Exposes exactly REMOTE_EXPOSES.mfe_chat of @sf/contracts. */
export default (_env, argv) =>
  createAppConfig({ dir, kind: 'remote', name: 'mfe_chat', exposes: { './ChatLauncher': './src/exposes/chat-launcher.tsx' } }, argv);
