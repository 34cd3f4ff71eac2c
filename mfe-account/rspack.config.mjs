import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createAppConfigs, remoteExposes } from '@sf/build-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The public surface of this remote and what the server renders of it: its entry in @sf/remote-contract's
 * remote-modules.json, the one list of exposed modules (issue 26).
 */
export default (_env, argv) => createAppConfigs({ dir, kind: 'remote', name: 'mfe_account', ...remoteExposes('mfe_account') }, argv);
