/**
 * Publishes the API's OpenAPI document at /api/openapi.json, generated from the same zod schemas that validate
 * requests. The document passes Redocly's recommended rules (`npm run lint:openapi`): every operation has an
 * operationId derived from its method and path, declares its security (public operations an explicit empty list,
 * operator ones the session cookie), names its wildcard parameter, and lists the 400 that validation can answer.
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../version';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type OperationSchema = Record<string, unknown> & { params?: { properties?: Record<string, unknown>; required?: string[] }; response?: Record<string, unknown> };

const API_ERROR = {
  description: 'Invalid input; the message names the field',
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: { statusCode: { type: 'number' }, error: { type: 'string' }, message: { type: 'string' } },
};

/** GET /api/catalog/products/:productId → getCatalogProductsByProductId (stable, unique per method and path). */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/(api|fapi)\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment === '*' ? 'by-path' : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words].map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join('');
}

function transform(input: TransformInput): { schema: OperationSchema; url: string } {
  const { schema, url } = jsonSchemaTransform(input) as { schema: OperationSchema; url: string };
  const method = Array.isArray(input.route.method) ? String(input.route.method[0]) : String(input.route.method);
  const out: OperationSchema = { ...schema };
  let path = url;
  // A wildcard route's `*` becomes a named path parameter (`{path}`): OpenAPI has no unnamed ones.
  if (path.endsWith('*') && out.params?.properties?.['*']) {
    const { '*': wildcard, ...rest } = out.params.properties;
    out.params = { ...out.params, properties: { ...rest, path: wildcard }, required: [...(out.params.required ?? []).filter((name) => name !== '*'), 'path'] };
    path = `${path.slice(0, -1)}:path`;
  }
  out.operationId ??= operationIdOf(method, url);
  out.security ??= [];
  const responses = out.response ?? {};
  const validates = ['params', 'querystring', 'body', 'headers'].some((part) => out[part] !== undefined);
  if (validates && !Object.keys(responses).some((code) => code.startsWith('4'))) out.response = { ...responses, 400: API_ERROR };
  // Pages served to frames (the payment provider's) declare no reply schema: they answer 200 with HTML.
  if (out.response && !Object.keys(out.response).some((code) => code.startsWith('2')))
    out.response = { 200: { description: 'The HTML page', type: 'string' }, ...out.response };
  return { schema: out, url: path };
}

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Storefront API', description: 'Catalogue, cart, content and platform endpoints of the storefront server.', version: SERVER_VERSION },
        // Relative: the document describes whichever host serves it (each brand has its own).
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: {
          securitySchemes: {
            operatorSession: {
              type: 'apiKey',
              in: 'cookie',
              name: 'sf_operator',
              description: 'Operator session from POST /api/operator/session (HttpOnly, SameSite=Strict)',
            },
            customerSession: {
              type: 'apiKey',
              in: 'cookie',
              name: 'sf_session',
              description: 'Shopper session from POST /api/identity/session (HttpOnly, SameSite=Lax)',
            },
          },
        },
      },
      transform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
