import { createRequire } from 'node:module';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_SINGLETONS } from './shared.js';
import { swcRule } from './swc-rule.js';

const require = createRequire(import.meta.url);

/**
 * Shared singletons as the server sees them. The host (the shell's renderer) provides them eagerly: it is loaded with
 * require() by the edge and has no async boundary to negotiate the share scope in. The router's runtime tree-shaking
 * is a browser byte-saving measure; on the server the whole library is cheaper than a second negotiation.
 */
function serverShared(isHost) {
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([name, config]) => {
      const { treeShaking: _treeShaking, ...rest } = config;
      return [name, isHost ? { ...rest, eager: true } : rest];
    }),
  );
}

/**
 * The Node target of a front-end app (issue 13: server rendering through Module Federation's Node runtime).
 * A remote emits dist/server/remoteEntry.js (commonjs-module, async-node chunks) exposing the modules the server may
 * render; the registry lists it next to the browser manifest. The host (the shell) emits dist/server/<entry>.js, a
 * CommonJS library the edge requires, which loads remotes with @module-federation/node's runtime plugin.
 * @param {{ dir: string, kind: 'host' | 'remote', name: string, exposes?: Record<string, string>, serverEntry?: string }} options
 * @param {{ mode?: string }} argv
 */
/**
 * The server build is CommonJS, but the app's package.json says "type": "module": without a package.json of its own,
 * Node (the compiled server, issue 28) would read dist/server/*.js as ES modules and `require` would be undefined.
 */
const commonJsFolder = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsFolder', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CommonJsFolder', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('package.json', new rspack.sources.RawSource(`${JSON.stringify({ type: 'commonjs' })}\n`));
      });
    });
  },
};

export function createServerConfig(options, argv = {}) {
  const production = argv.mode !== 'development';
  const isHost = options.kind === 'host';
  /** @type {import('@rspack/core').Configuration} */
  return {
    name: `${options.name}-server`,
    context: options.dir,
    mode: production ? 'production' : 'development',
    devtool: 'source-map',
    entry: isHost && options.serverEntry ? { 'render-page': options.serverEntry } : {},
    target: 'async-node',
    output: {
      path: path.join(options.dir, 'dist', 'server'),
      // Chunks are resolved against the remote entry's own URL by the Node runtime plugin.
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${options.name}_server`,
      library: { type: isHost ? 'commonjs2' : 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule({ production, targets: 'node 20' }), { test: /\.svg$/, type: 'asset/resource' }] },
    // Readable stack traces in the server log matter more than bytes here.
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: options.exposes ?? {}, library: { type: 'commonjs-module', name: options.name } }),
        remoteType: 'script',
        shared: serverShared(isHost),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        dev: false,
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      commonJsFolder,
      // One file per server build: the server loads it once and keeps it, so chunks would only add round trips (and
      // a chunk request is made by the remote's own federation instance, which the host's loader hooks do not see).
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}
