/** GET /images/photos/<id>/<width>.<format>: one variant of a photo, immutable (the id is the content's hash). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../http-errors';
import { CONTENT_TYPES, IMAGE_FORMATS, IMAGE_ID_PATTERN, IMAGE_WIDTHS, type ImageWidth } from './variant-spec';

const PhotoParamsSchema = z.object({
  id: z.string().regex(IMAGE_ID_PATTERN, 'expected 16 lower-case hex digits').describe('Photo id: the hash of its content'),
  width: z.coerce
    .number()
    .refine((width): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width), `expected one of ${IMAGE_WIDTHS.join(', ')}`)
    .describe(`Width in pixels: ${IMAGE_WIDTHS.join(', ')}`),
  format: z.enum(IMAGE_FORMATS).describe('avif, webp or jpg'),
});

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/images/photos/:id/:width.:format', {
    schema: {
      tags: ['images'],
      summary: 'A product photo resized to one of the fixed widths, as AVIF, WebP or JPEG (cached forever: the URL names the content)',
      params: PhotoParamsSchema,
      response: {
        200: z.any().describe('image/avif, image/webp or image/jpeg'),
        ...errorResponses,
        503: errorResponses[404].describe('Too many images being made; retry after Retry-After seconds'),
      },
    },
    handler: async (request, reply) => {
      const { id, format } = request.params;
      const width = request.params.width as ImageWidth;
      const variant = await app.images.variant(id, width, format);
      if (!variant) throw notFound(`No image ${id}`);
      return reply
        .type(CONTENT_TYPES[format])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-image-cache', variant.cached ? 'hit' : 'miss')
        .send(variant.bytes);
    },
  });
};
