import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createAppConfigs } from '@sf/build-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createAppConfigs(
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
