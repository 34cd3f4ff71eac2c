/** HTTP surface of the listing engine: category listings, search, suggestions, collections and discounts. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CollectionListingSchema,
  CollectionsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  SearchQuerySchema,
  SearchResultSchema,
  SiteQuerySchema,
  SuggestionsSchema,
  SuggestQuerySchema,
} from '@sf/contracts/api';
import { errorResponses, notFound } from '../../http-errors';
import { siteContext } from '../../site-context';
import { CategorySlugSchema } from '../catalog';
import type { ListingRequest } from './service';

const CollectionSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid collection slug: expected lowercase words joined by hyphens')
  .describe('Collection slug, e.g. new-arrivals');

type ListingQuery = z.output<typeof ProductListQuerySchema>;

/** The validated query as the engine takes it: filters keyed by facet. */
export function listingRequest(query: ListingQuery): ListingRequest {
  const { sort, offset, limit, gender, size, colour, price, feature } = query;
  return { sort, offset, limit, filters: { gender, size, colour, price, feature } };
}

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/listing/category/*', {
    schema: {
      tags,
      summary: 'PLP: products of a category and its subtree, filtered, sorted and paged, with facet counts (slug as the rest of the path)',
      params: z.object({ '*': CategorySlugSchema }),
      querystring: ProductListQuerySchema,
      response: { 200: ProductListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const slug = request.params['*'];
      const list = await app.listings.categoryListing(siteContext(request.query), slug, listingRequest(request.query));
      if (!list) throw notFound(`Category not found: ${slug}`);
      return list;
    },
  });

  app.get('/api/search', {
    schema: {
      tags,
      summary: 'Full-text search in the site language with facets; a term that finds nothing is corrected ("did you mean") and reported',
      querystring: SearchQuerySchema,
      response: { 200: SearchResultSchema, 400: errorResponses[400] },
    },
    handler: (request) => app.listings.search(siteContext(request.query), request.query.q, listingRequest(request.query)),
  });

  app.get('/api/search/suggestions', {
    schema: {
      tags,
      summary: 'As-you-type suggestions: up to 5 phrases, 4 categories and 4 products',
      querystring: SuggestQuerySchema,
      response: { 200: SuggestionsSchema, 400: errorResponses[400] },
    },
    handler: (request) => app.listings.suggestions(siteContext(request.query), request.query.q),
  });

  app.get('/api/collections', {
    schema: {
      tags,
      summary: 'Rule-based collections with names in the locale language',
      querystring: SiteQuerySchema,
      response: { 200: CollectionsSchema, 400: errorResponses[400] },
    },
    handler: (request) => app.listings.collections(siteContext(request.query)),
  });

  app.get('/api/collections/:slug', {
    schema: {
      tags,
      summary: 'A collection listing with facets',
      params: z.object({ slug: CollectionSlugSchema }),
      querystring: ProductListQuerySchema,
      response: { 200: CollectionListingSchema, ...errorResponses },
    },
    handler: async (request) => {
      const listing = await app.listings.collection(siteContext(request.query), request.params.slug, listingRequest(request.query));
      if (!listing) throw notFound(`Collection not found: ${request.params.slug}`);
      return listing;
    },
  });

  app.get('/api/discounts', {
    schema: {
      tags,
      summary: 'Products on sale in the site currency, with facets',
      querystring: ProductListQuerySchema,
      response: { 200: CollectionListingSchema, 400: errorResponses[400] },
    },
    handler: (request) => app.listings.discounts(siteContext(request.query), listingRequest(request.query)),
  });
};
