/** Test helpers for shopper accounts: register + verify through the real endpoints, sign in, read the outbox link. */
import type { FastifyInstance } from 'fastify';

let counter = 0;
/** A remote address per call, so one test's sign-ins never meet another's per-address limit. */
export const freshAddress = () => {
  counter += 1;
  return `10.77.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
};

export const cookieHeader = (response: { cookies: Array<{ name: string; value: string }> }, name = 'sf_session') => {
  const cookie = response.cookies.find((entry) => entry.name === name);
  return cookie ? `${name}=${cookie.value}` : '';
};

/** The token of the newest outbox mail to `to` whose link goes to `path`. */
export async function tokenFromOutbox(app: FastifyInstance, to: string, path: string): Promise<string> {
  const message = (await app.outbox.list(500)).find((entry) => entry.to === to && entry.text.includes(`${path}?token=`));
  const token = message?.text.match(new RegExp(`${path.replace('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`))?.[1];
  if (!token) throw new Error(`No ${path} mail to ${to} in the outbox`);
  return token;
}

export interface SignedInShopper {
  email: string;
  password: string;
  customerId: string;
  cookie: string;
}

/** Registers, verifies from the outbox and returns the session cookie of a new shopper. */
export async function signedInShopper(app: FastifyInstance, name = 'shopper'): Promise<SignedInShopper> {
  counter += 1;
  const email = `${name}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'walnut-harbour-lantern-42';
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-up',
    payload: { email, password, firstName: 'Test', lastName: 'Shopper', brand: 'northbound', locale: 'uk-en' },
    remoteAddress: freshAddress(),
  });
  if (signUp.statusCode !== 202) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const token = await tokenFromOutbox(app, email, '/verify-email');
  const verified = await app.inject({ method: 'POST', url: '/api/identity/verify-email', payload: { token }, remoteAddress: freshAddress() });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  const { customer } = verified.json() as { customer: { customerId: string } };
  return { email, password, customerId: customer.customerId, cookie: cookieHeader(verified) };
}
