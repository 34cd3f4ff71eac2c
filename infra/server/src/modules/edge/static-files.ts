/**
 * Serves the front-end builds: shell/dist at /static/shell/, each remote's dist at /remotes/<folder>/. Content-hashed
 * files are immutable for a year; everything else (manifests, remoteEntry.js, build-info.json) must revalidate so a
 * deploy is seen at once. Remotes send CORS headers because manifests are fetched cross-origin in split deployments.
 * A dist folder that does not exist yet just 404s, and starts serving as soon as it is built.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { REMOTE_FOLDERS, REMOTE_NAMES } from '@sf/remote-contract/remote-modules';
import { remoteDist, shellDist } from '../../paths';

/** rspack's [contenthash:8] and similar: a dot-delimited run of at least 8 hex digits in the file name. */
export const HASHED_FILE_PATTERN = /\.[0-9a-f]{8,}\./;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', HASHED_FILE_PATTERN.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache');
}

export default fp(
  async (app) => {
    const common = { cacheControl: false, index: false, suppressWarning: true, wildcard: true } as const;
    // The first registration decorates reply.sendFile, which the document route uses for root files like /sw-emea.js.
    await app.register(fastifyStatic, { ...common, root: shellDist(app.paths), prefix: '/static/shell/', setHeaders: cacheHeaders });
    for (const name of REMOTE_NAMES) {
      await app.register(fastifyStatic, {
        ...common,
        root: remoteDist(app.paths, name),
        prefix: `/remotes/${REMOTE_FOLDERS[name]}/`,
        decorateReply: false,
        setHeaders: (reply, filePath) => {
          cacheHeaders(reply, filePath);
          reply.header('access-control-allow-origin', '*');
        },
      });
    }
  },
  { name: 'edge-static', dependencies: ['config'] },
);
