/** Shared by the loyalty tests: a signed-in shopper through the app's customer seam (the real app has no such header). */
import { randomUUID } from 'node:crypto';
import type { CustomerResolver } from '../plugins/customer';

export const SIGNED_IN = 'x-test-customer';

export const testCustomerResolver: CustomerResolver = async (request) => {
  const customer = request.headers[SIGNED_IN];
  return typeof customer === 'string' ? { customerId: customer, email: `${customer}@example.com`, emailVerified: true, role: 'shopper' } : null;
};

/** A fresh customer id per test (customer ids are uuids in every module). */
export const newCustomer = (): string => randomUUID();
