/** HTTP surface of the stores module: the store locator's list for a site. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStoreOpenAt } from '@sf/contracts/store-pickup';
import { NearbyStoresQuerySchema, NearbyStoresSchema, StoreDetailSchema, StoreListSchema, StoresQuerySchema } from '@sf/contracts/api';
import { errorResponses, notFound } from '../../http-errors';
import { siteContext } from '../../site-context';

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/stores', {
    schema: {
      tags: ['stores'],
      summary: "The brand's stores in the site's country: `q` matches city, postcode or name; `lat`+`lng` sort nearest first",
      querystring: StoresQuerySchema,
      response: { 200: StoreListSchema, 400: errorResponses[400] },
    },
    handler: async (request) => {
      const { q, lat, lng } = request.query;
      // The schema has checked that lat and lng come together.
      const near = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : null;
      return app.stores.list(siteContext(request.query), { query: q ?? null, near });
    },
  });

  app.get('/api/stores/nearby', {
    schema: {
      tags: ['stores'],
      summary:
        "Find in store: the brand's stores nearest a typed postcode or town (geocoded offline) or a point, in the site's distance unit, with open-now and the product's units per size",
      querystring: NearbyStoresQuerySchema,
      response: { 200: NearbyStoresSchema, 400: errorResponses[400] },
    },
    handler: async (request) => {
      const { place, lat, lng, productId, variants } = request.query;
      const near = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : null;
      return app.stores.nearby(siteContext(request.query), {
        place: place ?? null,
        near,
        productId: productId ?? null,
        variantIds: variants?.split(',') ?? null,
      });
    },
  });

  app.get('/api/stores/:storeId', {
    schema: {
      tags: ['stores'],
      summary: 'One store with its time zone and open-now (store detail page, pickup confirmation)',
      params: z.object({
        storeId: z
          .string()
          .trim()
          .regex(/^[a-z0-9-]{1,120}$/, 'a store id such as northbound-gb-manchester'),
      }),
      response: { 200: StoreDetailSchema, 400: errorResponses[400], 404: errorResponses[404] },
    },
    handler: async (request) => {
      const store = await app.stores.byId(request.params.storeId);
      if (!store) throw notFound('There is no store with this id');
      const { brand: _brand, ...detail } = store;
      return { ...detail, openNow: isStoreOpenAt(store.openingHours, store.timeZone, new Date()) };
    },
  });
};
