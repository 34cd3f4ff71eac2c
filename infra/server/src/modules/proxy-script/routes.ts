/** `GET /fapi/proxyScript?url=` (spec §7): an allow-listed third-party script served from our origin. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@sf/contracts/api';
import { PROXY_SCRIPT_CACHE_MS, ProxyScriptError, type ScriptProxy } from './script-proxy';

export const proxyScriptRoutes = (proxy: ScriptProxy): FastifyPluginAsyncZod =>
  async function routes(app) {
    app.get('/fapi/proxyScript', {
      schema: {
        tags: ['platform'],
        summary: 'Proxies an allow-listed third-party script (https, public addresses only, size and time capped)',
        querystring: z.object({ url: z.string().min(1, 'url: required').max(2048) }),
        response: {
          200: z.string().describe('JavaScript'),
          400: ApiErrorSchema.describe('Not an https URL, credentials or a port in it'),
          403: ApiErrorSchema.describe('Host not on the allow-list, or it resolves to a private address'),
          502: ApiErrorSchema.describe('The upstream failed, redirected too often, or sent something other than a script within the size cap'),
          504: ApiErrorSchema.describe('The upstream did not answer in time'),
        },
      },
      handler: async (request, reply) => {
        try {
          const script = await proxy.fetch(request.query.url);
          const maxAge = Math.max(0, Math.floor((script.expiresAt - Date.now()) / 1000));
          return reply
            .header('cache-control', `public, max-age=${Math.min(maxAge, PROXY_SCRIPT_CACHE_MS / 1000)}`)
            .header('x-content-type-options', 'nosniff')
            .type('text/javascript; charset=utf-8')
            .send(script.body.toString('utf8'));
        } catch (error) {
          if (!(error instanceof ProxyScriptError)) throw error;
          // A refusal is the caller's doing (info); an upstream failure is worth a warning.
          request.log[error.statusCode < 500 ? 'info' : 'warn']({ url: request.query.url.slice(0, 200), reason: error.message }, 'proxyScript refused');
          return reply
            .code(error.statusCode)
            .header('cache-control', 'no-store')
            .type('application/json; charset=utf-8')
            .send({
              statusCode: error.statusCode,
              error:
                error.statusCode === 403
                  ? 'Forbidden'
                  : error.statusCode === 400
                    ? 'Bad Request'
                    : error.statusCode === 504
                      ? 'Gateway Timeout'
                      : 'Bad Gateway',
              message: error.message,
            });
        }
      },
    });
  };
