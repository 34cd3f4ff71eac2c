/**
 * Issue 24: /sitemap.xml (the index) and /sitemaps/<locale>/<kind>-<part>.xml on every brand's host; the brand comes
 * from the host name like documents, the URLs inside from the brand's configured origin (never from Host).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http-errors';
import { brandOfHostFor } from '../../site-context';

/** Search engines fetch sitemaps rarely; an hour keeps a CDN in front of a big catalogue. */
const HOUR = 'public, max-age=3600';
export const SITEMAPS_UNAVAILABLE = 'The sitemap could not be generated just now; try again shortly';

export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const brandOf = brandOfHostFor(app.config);
  const sendXml = (reply: FastifyReply, xml: string) => reply.header('cache-control', HOUR).type('application/xml; charset=utf-8').send(xml);
  /** A database failure while generating is a 503 crawlers retry, not a 500. */
  const generated = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      app.log.error({ err: error }, 'sitemaps: generation failed');
      throw new HttpError(503, SITEMAPS_UNAVAILABLE);
    }
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendXml(reply, await generated(() => app.sitemaps.index(brandOf(request.hostname)))),
  );

  app.get(
    '/sitemaps/:locale/:file',
    { schema: { hide: true, params: z.object({ locale: z.string().max(8), file: z.string().max(40) }) } },
    async (request, reply) => {
      const xml = await generated(() => app.sitemaps.file(brandOf(request.hostname), request.params.locale, request.params.file));
      if (xml === null) throw new HttpError(404, `No sitemap ${request.params.locale}/${request.params.file}`);
      return sendXml(reply, xml);
    },
  );
};
