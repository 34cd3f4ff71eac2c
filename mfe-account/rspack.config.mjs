import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createAppConfig } from '@sf/build-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Exposes exactly REMOTE_EXPOSES.mfe_account of @sf/contracts. */
export default (_env, argv) =>
  createAppConfig({ dir, kind: 'remote', name: 'mfe_account', exposes: { './AccountEntry': './src/exposes/account-entry.tsx' } }, argv);
