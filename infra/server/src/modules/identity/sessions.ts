/**
 * The shopper session cookie: an opaque random id (256 bits) in `sf_session`, HttpOnly, SameSite=Lax, Secure
 * outside development, Path=/. A new id at every sign-in and privilege change (never one the visitor brought), the
 * old one dropped server-side. Each request resolves the cookie once.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentCustomer } from '../../plugins/customer';
import { toProfile, type CustomerRow, type IdentityService } from './service';
import { SESSION_MAX_SECONDS, type SessionStore } from './session-store';

export const SESSION_COOKIE = 'sf_session';

export interface ResolvedSession {
  id: string;
  customer: CustomerRow;
  /** Epoch ms of the absolute expiry. */
  expiresAt: number;
}

export function createSessionManager(store: SessionStore, identity: IdentityService, options: { secure: boolean; now?: () => number }) {
  const now = options.now ?? Date.now;
  const resolved = new WeakMap<FastifyRequest, Promise<ResolvedSession | null>>();
  const cookieOf = (request: FastifyRequest) => {
    const value = request.cookies[SESSION_COOKIE];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
  };

  async function load(request: FastifyRequest): Promise<ResolvedSession | null> {
    const id = cookieOf(request);
    if (!id) return null;
    const session = await store.read(id);
    if (!session) return null;
    const customer = await identity.customer(session.customerId);
    // A deleted account, or a session from before "sign out everywhere" / a password change.
    if (!customer || customer.sessionEpoch !== session.epoch) {
      await store.delete(id);
      return null;
    }
    return { id, customer, expiresAt: session.createdAt + SESSION_MAX_SECONDS * 1000 };
  }

  function setCookie(reply: FastifyReply, id: string) {
    reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure, maxAge: SESSION_MAX_SECONDS });
  }

  return {
    resolve(request: FastifyRequest): Promise<ResolvedSession | null> {
      let promise = resolved.get(request);
      if (!promise) {
        promise = load(request);
        resolved.set(request, promise);
      }
      return promise;
    },

    async current(request: FastifyRequest): Promise<CurrentCustomer | null> {
      const session = await this.resolve(request);
      if (!session) return null;
      const { customer } = session;
      return { customerId: customer.id, email: customer.email, emailVerified: customer.emailVerifiedAt !== null, role: customer.role };
    },

    /** Signs the customer in on this browser with a fresh id; any session the request carried ends. */
    async start(request: FastifyRequest, reply: FastifyReply, customerId: string): Promise<ResolvedSession> {
      const previous = cookieOf(request);
      if (previous) await store.delete(previous);
      const customer = await identity.customer(customerId);
      if (!customer) throw new Error(`No customer ${customerId} to sign in`);
      const id = randomBytes(32).toString('base64url');
      const at = now();
      await store.create(id, { customerId, epoch: customer.sessionEpoch, createdAt: at, lastSeenAt: at });
      setCookie(reply, id);
      const session = { id, customer, expiresAt: at + SESSION_MAX_SECONDS * 1000 };
      resolved.set(request, Promise.resolve(session));
      return session;
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = cookieOf(request);
      if (id) await store.delete(id);
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure });
      resolved.set(request, Promise.resolve(null));
    },

    /** Every session of the customer ends (epoch raised; database sessions deleted too). */
    async endAll(customerId: string): Promise<void> {
      await identity.raiseEpoch(customerId);
      await store.deleteAll(customerId);
    },
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;

/** What the browser may know about its session (SessionView of contracts). */
export function sessionView(session: ResolvedSession | null, loyaltyBrands: string[] = []) {
  return session
    ? { signedIn: true, customer: toProfile(session.customer), expiresAt: session.expiresAt, loyaltyBrands }
    : { signedIn: false, customer: null, expiresAt: null, loyaltyBrands: [] };
}
