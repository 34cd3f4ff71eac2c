import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createAppConfigs, createServiceWorkerConfig } from '@sf/build-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const configs = createAppConfigs(
    {
      dir,
      kind: 'host',
      name: 'shell',
      entry: './src/index.ts',
      publicPath: '/static/shell/',
      html: './public/index.html',
      serverEntry: './src/server/render-page.tsx',
    },
    argv,
  );
  // Issue 26: /sw-emea.js, whose precache list `npm run build:sw` injects once every remote is built.
  return [...configs, createServiceWorkerConfig({ dir, name: 'sw-emea', entry: './src/service-worker/sw-emea.ts' }, argv)];
};
