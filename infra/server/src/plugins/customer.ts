/**
 * The seam where sign-in plugs in: `app.currentCustomer(request)` says which customer (if any) a request belongs to.
 * Nobody can sign in yet, so the default resolver answers null for every request; the auth module will replace it
 * with one that reads its session cookie. Tests pass a resolver to buildApp. Never derive the customer from a header
 * or parameter the client controls.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

export interface CurrentCustomer {
  customerId: string;
}

export type CustomerResolver = (request: FastifyRequest) => Promise<CurrentCustomer | null>;

declare module 'fastify' {
  interface FastifyInstance {
    currentCustomer: CustomerResolver;
  }
}

const nobodySignedIn: CustomerResolver = async () => null;

export default fp<{ resolver?: CustomerResolver }>(
  async (app, options) => {
    app.decorate('currentCustomer', options.resolver ?? nobodySignedIn);
  },
  { name: 'customer' },
);
