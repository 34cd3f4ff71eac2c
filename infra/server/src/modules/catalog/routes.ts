/**
 * HTTP surface of the catalog: categories, category listings, product detail, products by id, complete the look,
 * looks, size charts, back-in-stock requests, and the generated product and outfit pictures.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BackInStockBodySchema,
  BackInStockResultSchema,
  CategoryListSchema,
  LooksSchema,
  ProductDetailSchema,
  ProductsByIdQuerySchema,
  ProductSummaryListSchema,
  SiteQuerySchema,
  SizeChartsSchema,
} from '@sf/contracts/api';
import { errorResponses, notFound } from '../../http-errors';
import { siteContext } from '../../site-context';
import { LookImageParamsSchema, ProductIdSchema, ProductImageParamsSchema } from './schemas';
import { renderOutfitSvg } from './outfit-image';
import { renderProductSvg } from './product-image';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/catalog/categories', {
    schema: {
      tags,
      summary: 'Category tree of a brand, names in the locale language',
      querystring: SiteQuerySchema,
      response: { 200: CategoryListSchema, 400: errorResponses[400] },
    },
    handler: (request) => app.catalog.listCategories(siteContext(request.query)),
  });

  app.get('/api/catalog/products/:productId', {
    schema: {
      tags,
      summary: 'Product detail with colours, variants and the price in the locale currency',
      params: z.object({ productId: ProductIdSchema }),
      querystring: SiteQuerySchema,
      response: { 200: ProductDetailSchema, ...errorResponses },
    },
    handler: async (request) => {
      const product = await app.catalog.getProduct(siteContext(request.query), request.params.productId);
      if (!product) throw notFound(`Product not found: ${request.params.productId}`);
      return product;
    },
  });

  app.get('/api/catalog/products', {
    schema: {
      tags,
      summary: 'Several products by id, in the order given (favourites, recently viewed); unknown and other-brand ids are left out',
      querystring: ProductsByIdQuerySchema,
      response: { 200: ProductSummaryListSchema, 400: errorResponses[400] },
    },
    handler: async (request) => ({ items: await app.catalog.productsByIds(siteContext(request.query), request.query.ids) }),
  });

  app.get('/api/catalog/products/:productId/complete-the-look', {
    schema: {
      tags,
      summary: 'Up to four products of the same brand and gender from other categories',
      params: z.object({ productId: ProductIdSchema }),
      querystring: SiteQuerySchema,
      response: { 200: ProductSummaryListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const items = await app.catalog.completeTheLook(siteContext(request.query), request.params.productId);
      if (!items) throw notFound(`Product not found: ${request.params.productId}`);
      return { items };
    },
  });

  app.get('/api/catalog/looks', {
    schema: {
      tags,
      summary: 'Shop-the-look outfits of the brand with product hotspots',
      querystring: SiteQuerySchema,
      response: { 200: LooksSchema, 400: errorResponses[400] },
    },
    handler: async (request) => ({ looks: await app.catalog.looks(siteContext(request.query)) }),
  });

  app.get('/api/catalog/size-charts', {
    schema: {
      tags,
      summary: "Size conversion charts of the brand's products, the locale's size system first",
      querystring: SiteQuerySchema,
      response: { 200: SizeChartsSchema, 400: errorResponses[400] },
    },
    handler: async (request) => ({ charts: await app.catalog.sizeCharts(siteContext(request.query)) }),
  });

  app.post('/api/catalog/back-in-stock', {
    schema: {
      tags,
      summary: 'Ask to be told when a sold-out size is back (201 first time, 200 when already asked)',
      body: BackInStockBodySchema,
      response: { 200: BackInStockResultSchema, 201: BackInStockResultSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const outcome = await app.catalog.subscribeBackInStock(request.body);
      return reply.status(outcome.created ? 201 : 200).send({ subscribed: true as const, variantId: outcome.variantId });
    },
  });

  app.get('/images/looks/:file', {
    schema: { tags, summary: 'Generated SVG outfit picture of a look', params: LookImageParamsSchema, response: { 200: z.string(), ...errorResponses } },
    handler: async (request, reply) => {
      const lookId = request.params.file.replace(/\.svg$/, '');
      const art = await app.catalog.getLookArtwork(lookId);
      if (!art) throw notFound(`No look ${lookId}`);
      // Not immutable: a look's products are picked from the live catalogue.
      return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(renderOutfitSvg(art.title, art.pieces));
    },
  });

  app.get('/images/products/:productId/:file', {
    schema: {
      tags,
      summary: 'Generated SVG picture of a product colourway',
      params: ProductImageParamsSchema,
      response: { 200: z.string(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const colour = request.params.file.replace(/\.svg$/, '');
      const art = await app.catalog.getArtwork(request.params.productId, colour);
      if (!art) throw notFound(`No image for ${request.params.productId} in ${colour}`);
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(renderProductSvg(art));
    },
  });
};
