import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_SINGLETONS } from './shared.js';
import { BuildInfoPlugin } from './build-info-plugin.js';
import { FirstLoadPlugin } from './first-load-plugin.js';
import { ContractManifestPlugin } from './contract-manifest-plugin.js';
import { swcRule } from './swc-rule.js';
import { createServerConfig } from './server-config.js';

export { SHARED_SINGLETONS } from './shared.js';
export { createServerConfig } from './server-config.js';
export { remoteExposes, exposeFile, readRemoteModules } from './remote-modules.js';
export { createServiceWorkerConfig, SERVICE_WORKER_BUILD_DIR } from './service-worker-config.js';

const testKit = (file) => path.join(path.dirname(new URL(import.meta.url).pathname), '../../test-kit/src', file);
/** Mock Service Worker's worker script, served at the dev host's root so it may control the whole page (issue 26). */
const mockWorkerScript = () => createRequire(testKit('dev-host.tsx')).resolve('msw/mockServiceWorker.js');

/**
 * rspack configuration for one front-end app of the storefront.
 * kind 'host' (the shell) provides the MF runtime to remotes; kind 'remote' exposes parcels and emits mf-manifest.json.
 * @param {{ dir: string, kind: 'host' | 'remote', name: string, exposes?: Record<string, string>, entry?: string,
 *   publicPath?: string, html?: string, port?: number, devProxyTarget?: string }} options
 * @param {{ mode?: string }} argv
 */
export function createAppConfig(options, argv = {}) {
  const production = argv.mode !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(options.dir, 'package.json'), 'utf8'));
  const isHost = options.kind === 'host';
  // `rspack serve` of a remote: add the test-kit host page so the remote runs alone (QA), with its own MF runtime.
  const devHost = !production && !isHost;
  const devProxyTarget = options.devProxyTarget ?? process.env.API_ORIGIN ?? 'http://localhost:3000';
  // `npm run dev:mock`: the dev host answers API calls from recorded fixtures (packages/api-mocks), no server needed.
  const mockApi = devHost && process.env.MOCK_API === '1';
  /** @type {import('@rspack/core').Configuration} */
  const config = {
    context: options.dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: devHost ? { devhost: testKit('dev-host-entry.ts') } : options.entry ? { main: options.entry } : {},
    target: ['web', 'es2022'],
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.publicPath ?? 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: options.name,
      // dist/server and dist/service-worker belong to the other targets of the same build (createServerConfig,
      // createServiceWorkerConfig).
      clean: { keep: (file) => /(^|[\\/])(server|service-worker)([\\/]|$)/.test(file) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule({ production, targets: 'chrome >= 109, firefox >= 115, safari >= 16' }),
        { test: /\.svg$/, type: 'asset/resource' },
        // react-router imports two CommonJS cookie libraries for its server runtime (createCookie, session storages,
        // the request handler's Set-Cookie merging), which no browser code of ours runs (the server render is the Node
        // build, which keeps them). The shared router's tree shaking kept both in every page's first load (1.6 KB
        // gzip); here they are empty modules, so a browser call to those server helpers would fail ("not a function").
        { issuer: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/, resolve: { alias: { cookie$: false, 'set-cookie-parser$': false } } },
      ],
    },
    optimization: { minimize: production, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    // rspack serve compiles dynamic imports on first request by default, then reloads the page: the dev host loads
    // its exposed modules lazily, so its first visit reloaded itself three times (~5 s) and lost its state.
    ...(devHost ? { lazyCompilation: false } : {}),
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: options.exposes ?? {} }),
        shared: SHARED_SINGLETONS,
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
        // The host ships the MF runtime once; remotes use it instead of bundling their own copy (STACK-NOTES). Browser
        // builds drop the runtime's Node paths (target 'web'); remotes load no remotes, so they drop that code too
        // (~2 KB gzip off each remoteEntry.js, issue 13).
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : devHost
            ? {}
            : { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } },
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new BuildInfoPlugin({ name: pkg.name, version: pkg.version, dialogs: pkg.storefront?.dialogs ?? [] }),
      ...(isHost && production ? [new FirstLoadPlugin()] : []),
      ...(isHost ? [] : [new ContractManifestPlugin()]),
      ...(options.html ? [new rspack.HtmlRspackPlugin({ template: options.html, inject: 'body', minify: false, scriptLoading: 'defer' })] : []),
      ...(devHost
        ? [
            new rspack.HtmlRspackPlugin({ template: testKit('dev-host.html'), inject: 'body', chunks: ['devhost'] }),
            new rspack.DefinePlugin({ __SF_DEVHOST__: JSON.stringify({ name: options.name, exposes: Object.keys(options.exposes ?? {}), mockApi }) }),
            // Always copied: `?mock=on` turns mock mode on in a dev host started without MOCK_API too.
            new rspack.CopyRspackPlugin({ patterns: [{ from: mockWorkerScript(), to: 'mockServiceWorker.js' }] }),
          ]
        : []),
    ],
    devServer: {
      port: options.port ?? pkg.storefront?.port,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      proxy: [
        {
          context: ['/api', '/fapi', '/images', '/healthcheck', '/builds', '/remotes', '/static'],
          target: devProxyTarget,
          changeOrigin: true,
          // The API refuses state changes whose Origin names another host (CSRF); through this proxy the page's
          // own origin is the dev server's, so the request is presented as the API origin's own.
          on: {
            proxyReq: (proxyReq) => {
              if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', new URL(devProxyTarget).origin);
            },
          },
        },
      ],
    },
  };
  return config;
}

/**
 * The browser build plus, when the app renders on the server (issue 13), its Node build: a remote's
 * `serverExposes` (a subset of `exposes`: the public pages) or the host's `serverEntry`.
 * @param {Parameters<typeof createAppConfig>[0] & { serverExposes?: string[], serverEntry?: string }} options
 * @param {{ mode?: string }} argv
 */
export function createAppConfigs(options, argv = {}) {
  const browser = createAppConfig(options, argv);
  if (!options.serverExposes?.length && !options.serverEntry) return browser;
  const missing = (options.serverExposes ?? []).filter((key) => !options.exposes?.[key]);
  if (missing.length) throw new Error(`serverExposes not in exposes: ${missing.join(', ')}`);
  const exposes = Object.fromEntries((options.serverExposes ?? []).map((key) => [key, options.exposes?.[key]]));
  return [browser, createServerConfig({ ...options, exposes }, argv)];
}
