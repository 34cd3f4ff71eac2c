/**
 * The seam where sign-in plugs in: `app.currentCustomer(request)` says which customer (if any) a request belongs to,
 * and `app.requireCustomer(request)` answers 401 for nobody. The identity module installs the resolver that reads
 * its session cookie; tests may pass their own to buildApp, which then wins. Never derive the customer from a header
 * or parameter the client controls.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';

export interface CurrentCustomer {
  customerId: string;
  email: string;
  emailVerified: boolean;
  role: 'shopper' | 'employee';
}

export type CustomerResolver = (request: FastifyRequest) => Promise<CurrentCustomer | null>;

export type CustomerDeletedHandler = (customerId: string) => Promise<void>;

export const SIGN_IN_REQUIRED = 'Sign in to continue';

declare module 'fastify' {
  interface FastifyInstance {
    currentCustomer: CustomerResolver;
    /** The signed-in customer, or a 401 "Sign in to continue". */
    requireCustomer: (request: FastifyRequest) => Promise<CurrentCustomer>;
    /** Installs the session resolver (the identity module); ignored when a test injected its own. */
    installCustomerResolver: (resolver: CustomerResolver) => void;
    /** Modules that keep a customer's data register here; deleting an account runs every handler (GDPR erasure). */
    onCustomerDeleted: (handler: CustomerDeletedHandler) => void;
    customerDeletedHandlers: CustomerDeletedHandler[];
  }
}

const nobodySignedIn: CustomerResolver = async () => null;

export default fp<{ resolver?: CustomerResolver }>(
  async (app, options) => {
    let resolver = options.resolver ?? nobodySignedIn;
    app.decorate('currentCustomer', (request: FastifyRequest) => resolver(request));
    app.decorate('requireCustomer', async (request: FastifyRequest) => {
      const customer = await resolver(request);
      if (!customer) throw new HttpError(401, SIGN_IN_REQUIRED);
      return customer;
    });
    app.decorate('installCustomerResolver', (installed: CustomerResolver) => {
      if (!options.resolver) resolver = installed;
    });
    const deletedHandlers: CustomerDeletedHandler[] = [];
    app.decorate('customerDeletedHandlers', deletedHandlers);
    app.decorate('onCustomerDeleted', (handler: CustomerDeletedHandler) => void deletedHandlers.push(handler));
  },
  { name: 'customer' },
);
