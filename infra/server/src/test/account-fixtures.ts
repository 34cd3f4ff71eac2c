/** Shared by the account tests: shoppers signed in through the app's customer seam, and calls made as them. */
import { randomUUID } from 'node:crypto';
import type { CustomerResolver } from '../plugins/customer';
import type { AppContext } from './databases';

/** Tests sign shoppers in through the customer seam (buildApp's resolveCustomer); the real app has no such headers. */
const CUSTOMER_HEADER = 'x-test-customer';
const EMAIL_HEADER = 'x-test-email';
const VERIFIED_HEADER = 'x-test-email-verified';

export const testCustomerResolver: CustomerResolver = async (request) => {
  const customerId = request.headers[CUSTOMER_HEADER];
  if (typeof customerId !== 'string') return null;
  const email = request.headers[EMAIL_HEADER];
  return {
    customerId,
    email: typeof email === 'string' ? email : `${customerId}@example.com`,
    emailVerified: request.headers[VERIFIED_HEADER] !== 'false',
    role: 'shopper',
  };
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Shopper {
  customerId: string;
  email: string;
  headers: Record<string, string>;
}

export interface Reply<T = unknown> {
  status: number;
  body: T & { message?: string };
  raw: string;
}

let shoppers = 0;

export function accountFixtures(context: AppContext) {
  /** A new shopper (a fresh customer id); `verified: false` for an e-mail not yet confirmed. */
  function shopper(options: { email?: string; verified?: boolean } = {}): Shopper {
    shoppers += 1;
    const customerId = randomUUID();
    const email = options.email ?? `shopper-${shoppers}-${customerId.slice(0, 8)}@example.com`;
    return {
      customerId,
      email,
      headers: { [CUSTOMER_HEADER]: customerId, [EMAIL_HEADER]: email, [VERIFIED_HEADER]: String(options.verified ?? true) },
    };
  }

  /** A call as `who` (null: a guest). */
  async function call<T = unknown>(
    who: Shopper | null,
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ): Promise<Reply<T>> {
    const response = await context.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), ...headers },
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    const raw = response.body;
    return { status: response.statusCode, body: (raw.startsWith('{') || raw.startsWith('[') ? JSON.parse(raw) : {}) as Reply<T>['body'], raw };
  }

  return { shopper, call };
}

export const DE_ADDRESS = {
  firstName: 'Grete',
  lastName: 'Weber',
  addressLine1: 'Unter den Linden 5',
  city: 'Berlin',
  postalCode: '10117',
  country: 'DE',
};

export const US_ADDRESS = {
  firstName: 'Grace',
  lastName: 'Hopper',
  addressLine1: '1 Main St',
  city: 'new york',
  postalCode: '10001-1234',
  region: 'ny',
  country: 'US',
};
