import path from 'node:path';
import rspack from '@rspack/core';
import { swcRule } from './swc-rule.js';

/** The folder of dist/ the worker is built into, before the precache list is injected (shell/scripts/inject-precache.mjs). */
export const SERVICE_WORKER_BUILD_DIR = 'service-worker';

/**
 * The shell's service worker (issue 26): a plain webworker bundle, no Module Federation. workbox-webpack-plugin's
 * InjectManifest crashes inside rspack (STACK-NOTES), so the precache list is injected after every app is built.
 * @param {{ dir: string, entry: string, name: string }} options
 * @param {{ mode?: string }} argv
 */
export function createServiceWorkerConfig(options, argv = {}) {
  const production = argv.mode !== 'development';
  /** @type {import('@rspack/core').Configuration} */
  return {
    name: `${options.name}-service-worker`,
    context: options.dir,
    mode: production ? 'production' : 'development',
    devtool: false,
    entry: { [options.name]: options.entry },
    target: ['webworker', 'es2022'],
    output: { path: path.join(options.dir, 'dist', SERVICE_WORKER_BUILD_DIR), filename: '[name].js', clean: true, iife: true },
    resolve: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule({ production, targets: 'chrome >= 109, firefox >= 115, safari >= 16' })] },
    optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') })],
  };
}
