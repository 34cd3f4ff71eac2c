/** HTTP surface of the content module: CMS pages by slug, dialog assets by id, navigation menus by key. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isValidCmsSlug } from '@sf/contracts';
import { CmsPageSchema, ContentAssetSchema, NavigationSchema, SiteQuerySchema } from '@sf/contracts/api';
import { errorResponses, notFound } from '../../http-errors';
import { siteContext } from '../../site-context';
import { brandHomeSlug, categoryLandingSlug } from './fragments';

const tags = ['content'];
/** Spec §5: a slug ending in a 2-to-5-character extension is a file, not a page. */
const CmsSlugSchema = z
  .string()
  .transform((slug) => slug.replace(/^\/+|\/+$/g, ''))
  .refine(isValidCmsSlug, 'Invalid CMS slug: letters, digits, -, _ and / only, and no file extension')
  .describe('Page slug, may contain slashes, e.g. about-us');
const IdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'expected lowercase letters, digits and dashes');

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/content/pages/*', {
    schema: {
      tags,
      summary: 'CMS page by slug (the rest of the path)',
      params: z.object({ '*': CmsSlugSchema }),
      querystring: SiteQuerySchema,
      response: { 200: CmsPageSchema, ...errorResponses },
    },
    handler: async (request) => {
      const page = await app.content.getPage(siteContext(request.query), request.params['*']);
      if (!page) throw notFound(`Page not found: /${request.params['*']}`);
      return page;
    },
  });

  // Issue 25: the site's brand home page and a top category's landing blocks (page fragments, see fragments.ts).
  app.get('/api/content/home', {
    schema: {
      tags,
      summary: "The site brand's merchandised home page, product blocks filled from the catalogue",
      querystring: SiteQuerySchema,
      response: { 200: CmsPageSchema, ...errorResponses },
    },
    handler: async (request) => {
      const site = siteContext(request.query);
      const page = await app.content.getFragment(site, brandHomeSlug(site.brand));
      if (!page) throw notFound(`No home page for ${request.query.brand}`);
      return page;
    },
  });

  app.get('/api/content/category-landing/:category', {
    schema: {
      tags,
      summary: "A top category's landing blocks (hero, featured sub-categories) for the site's brand",
      params: z.object({ category: IdSchema }),
      querystring: SiteQuerySchema,
      response: { 200: CmsPageSchema, ...errorResponses },
    },
    handler: async (request) => {
      const site = siteContext(request.query);
      const page = await app.content.getFragment(site, categoryLandingSlug(site.brand, request.params.category));
      if (!page) throw notFound(`No landing for category ${request.params.category}`);
      return page;
    },
  });

  app.get('/api/content/assets/:id', {
    schema: {
      tags,
      summary: 'Content asset shown in the #content_<id> dialog',
      params: z.object({ id: IdSchema }),
      querystring: SiteQuerySchema,
      response: { 200: ContentAssetSchema, ...errorResponses },
    },
    handler: async (request) => {
      const asset = await app.content.getAsset(siteContext(request.query), request.params.id);
      if (!asset) throw notFound(`Content asset not found: ${request.params.id}`);
      return asset;
    },
  });

  app.get('/api/content/navigation/:key', {
    schema: {
      tags,
      summary: 'Navigation menu, e.g. footer',
      params: z.object({ key: IdSchema }),
      querystring: SiteQuerySchema,
      response: { 200: NavigationSchema, ...errorResponses },
    },
    handler: async (request) => {
      const navigation = await app.content.getNavigation(siteContext(request.query), request.params.key);
      if (!navigation) throw notFound(`Navigation not found: ${request.params.key}`);
      return navigation;
    },
  });
};
