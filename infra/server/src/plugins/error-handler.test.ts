import { expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { describeDatabases } from '../test/databases';

const BASKET = '00000000-0000-4000-8000-000000000000';

/** Each case: a bad request and the field its 400 message must name. */
const INVALID: Array<{ name: string; request: InjectOptions; field: string }> = [
  {
    name: 'quantity over the limit',
    request: { method: 'POST', url: `/api/baskets/${BASKET}/items`, payload: { variantId: 'NB1001-TAN-8', quantity: 11 } },
    field: 'body/quantity: Too big: expected number to be <=10',
  },
  {
    name: 'quantity zero',
    request: { method: 'POST', url: `/api/baskets/${BASKET}/items`, payload: { variantId: 'NB1001-TAN-8', quantity: 0 } },
    field: 'body/quantity',
  },
  {
    name: 'quantity as text',
    request: { method: 'PATCH', url: `/api/baskets/${BASKET}/items/${BASKET}`, payload: { quantity: 'two' } },
    field: 'body/quantity',
  },
  { name: 'missing variant', request: { method: 'POST', url: `/api/baskets/${BASKET}/items`, payload: { quantity: 1 } }, field: 'body/variantId' },
  { name: 'unknown brand', request: { method: 'POST', url: '/api/baskets', payload: { brand: 'acme', locale: 'uk-en' } }, field: 'body/brand' },
  { name: 'unknown locale', request: { method: 'POST', url: '/api/baskets', payload: { brand: 'kerbside', locale: 'xx-xx' } }, field: 'body/locale' },
  { name: 'no body', request: { method: 'POST', url: '/api/baskets' }, field: 'body' },
  { name: 'malformed basket id', request: { method: 'GET', url: '/api/baskets/123' }, field: 'params/basketId' },
  { name: 'malformed item id', request: { method: 'DELETE', url: `/api/baskets/${BASKET}/items/nope` }, field: 'params/itemId' },
  { name: 'missing site query', request: { method: 'GET', url: '/api/catalog/categories' }, field: 'querystring/brand' },
  {
    name: 'negative offset',
    request: { method: 'GET', url: '/api/listing/category/women?brand=northbound&locale=uk-en&offset=-1' },
    field: 'querystring/offset',
  },
  {
    name: 'limit too large',
    request: { method: 'GET', url: '/api/listing/category/women?brand=northbound&locale=uk-en&limit=1000' },
    field: 'querystring/limit',
  },
  {
    name: 'limit not a number',
    request: { method: 'GET', url: '/api/listing/category/women?brand=northbound&locale=uk-en&limit=lots' },
    field: 'querystring/limit',
  },
  {
    name: 'repeated query value',
    request: { method: 'GET', url: '/api/catalog/categories?brand=northbound&brand=kerbside&locale=uk-en' },
    field: 'querystring/brand',
  },
  { name: 'malformed product id', request: { method: 'GET', url: '/api/catalog/products/12345?brand=northbound&locale=uk-en' }, field: 'params/productId' },
  { name: 'CMS slug with extension', request: { method: 'GET', url: '/api/content/pages/about-us.php?brand=northbound&locale=uk-en' }, field: 'params/*' },
  { name: 'unknown i18n locale', request: { method: 'GET', url: '/fapi/i18n/en-gb' }, field: 'params/locale' },
  { name: 'bad locale header', request: { method: 'GET', url: '/fapi/featureFlags', headers: { locale: 'moon' } }, field: 'headers/locale' },
  { name: 'image file name', request: { method: 'GET', url: '/images/products/NB1001/tan.png' }, field: 'params/file' },
];

describeDatabases('invalid input', (context) => {
  it.each(INVALID)('$name → 400 naming $field', async ({ request, field }) => {
    const response = await context.app.inject(request);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as { statusCode: number; error: string; message: string };
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toContain(field);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/baskets', headers: { 'content-type': 'application/json' }, payload: '{"brand":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const url of ['/api/nothing', '/fapi/nothing', '/healthcheck/nothing', '/remotes/mfe-catalog/missing.js']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect((await context.app.inject({ method: 'PUT', url: '/api/baskets' })).statusCode).toBe(404);
  });
});
