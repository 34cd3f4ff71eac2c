/** Publishes the API's OpenAPI document at /api/openapi.json, generated from the same zod schemas that validate requests. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../version';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Storefront API', description: 'Catalogue, cart, content and platform endpoints of the storefront server.', version: SERVER_VERSION },
        components: {
          securitySchemes: {
            operatorSession: { type: 'apiKey', in: 'cookie', name: 'sf_operator', description: 'Operator session from POST /api/operator/session (HttpOnly, SameSite=Strict)' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
