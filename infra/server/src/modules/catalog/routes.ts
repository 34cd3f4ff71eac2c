/** HTTP surface of the catalog: categories, category listings, product detail and generated product images. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoryListSchema, ProductDetailSchema, ProductListQuerySchema, ProductListSchema, SiteQuerySchema } from '@sf/contracts/api';
import { errorResponses, notFound } from '../../plugins/http-errors';
import { siteContext } from '../../site-context';
import { CategorySlugSchema, ProductIdSchema, ProductImageParamsSchema } from './schemas';
import { renderProductSvg } from './product-image';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/catalog/categories', {
    schema: { tags, summary: 'Category tree of a brand, names in the locale language', querystring: SiteQuerySchema, response: { 200: CategoryListSchema, 400: errorResponses[400] } },
    handler: (request) => app.catalog.listCategories(siteContext(request.query)),
  });

  const listProducts = async (slug: string, query: z.output<typeof ProductListQuerySchema>) => {
    const list = await app.catalog.listProducts(siteContext(query), slug, { offset: query.offset, limit: query.limit });
    if (!list) throw notFound(`Category not found: ${slug}`);
    return list;
  };
  const listingResponses = { 200: ProductListSchema, ...errorResponses };

  // Slugs contain slashes, so the canonical form is a wildcard route; the encoded form below suits generated clients.
  app.get('/api/catalog/category-products/*', {
    schema: {
      tags, summary: 'Products of a category and its descendants (slug as the rest of the path)',
      params: z.object({ '*': CategorySlugSchema }), querystring: ProductListQuerySchema, response: listingResponses,
    },
    handler: (request) => listProducts(request.params['*'], request.query),
  });
  app.get('/api/catalog/categories/:slug/products', {
    schema: {
      tags, summary: 'Products of a category and its descendants (slug URL-encoded, e.g. women%2Fboots)',
      params: z.object({ slug: CategorySlugSchema }), querystring: ProductListQuerySchema, response: listingResponses,
    },
    handler: (request) => listProducts(request.params.slug, request.query),
  });

  app.get('/api/catalog/products/:productId', {
    schema: {
      tags, summary: 'Product detail with colours, variants and the price in the locale currency',
      params: z.object({ productId: ProductIdSchema }), querystring: SiteQuerySchema, response: { 200: ProductDetailSchema, ...errorResponses },
    },
    handler: async (request) => {
      const product = await app.catalog.getProduct(siteContext(request.query), request.params.productId);
      if (!product) throw notFound(`Product not found: ${request.params.productId}`);
      return product;
    },
  });

  app.get('/images/products/:productId/:file', {
    schema: { tags, summary: 'Generated SVG picture of a product colourway', params: ProductImageParamsSchema, response: { 200: z.string(), ...errorResponses } },
    handler: async (request, reply) => {
      const colour = request.params.file.replace(/\.svg$/, '');
      const art = await app.catalog.getArtwork(request.params.productId, colour);
      if (!art) throw notFound(`No image for ${request.params.productId} in ${colour}`);
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(renderProductSvg(art));
    },
  });
};
