import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createAppConfig } from '@sf/build-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Exposes exactly REMOTE_EXPOSES.mfe_account of @sf/contracts. */
const exposes = {
  './AccountEntry': './src/exposes/account-entry.tsx',
  './OrderStatusPage': './src/exposes/order-status-page.tsx',
  './OrderDetailsPage': './src/exposes/order-details-page.tsx',
  './ReturnLabelPage': './src/exposes/return-label-page.tsx',
};

export default (_env, argv) => createAppConfig({ dir, kind: 'remote', name: 'mfe_account', exposes }, argv);
