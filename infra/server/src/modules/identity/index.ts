/**
 * The identity module: shopper accounts and sessions. Decorates `fastify.identity` and installs the session resolver
 * behind `app.currentCustomer` (plugins/customer.ts). Sessions live in PostgreSQL, or in Redis when REDIS_URL is set.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocaleCode, localizePath, type SignInResult } from '@sf/contracts';
import { accountProfileRoutes } from './account-routes';
import { refuseCrossSiteStateChange } from './csrf';
import { accountEmail } from './emails';
import { identityRoutes, sessionView } from './routes';
import { seedDemoCustomers } from './seed';
import { createIdentityService, type CustomerRow, type IdentityService, type MailRequest } from './service';
import { createDatabaseSessionStore, createKeyValueSessionStore } from './session-store';
import { issueToken } from './tokens';
import { createSessionManager, type ResolvedSession, type SessionManager } from './sessions';

export { DEMO_CUSTOMERS } from './seed';
export { SESSION_COOKIE } from './sessions';
export { sessionView } from './routes';
export type { CustomerRow } from './service';
export { ARGON2_OPTIONS } from './service';

/** Runs after an address is proven (sign-up link, e-mail change): e.g. guest orders with it attach to the account. */
export type EmailVerifiedHandler = (customerId: string, email: string) => Promise<void>;

export type Identity = IdentityService & {
  sessions: SessionManager;
  /** Signs the customer in on this browser (new session id, cookie set): password, passkey, verification link. */
  createSession(request: FastifyRequest, reply: FastifyReply, customerId: string): Promise<ResolvedSession>;
  /** createSession plus the first-sign-in mark: the SignInResult body every sign-in route answers. */
  completeSignIn(request: FastifyRequest, reply: FastifyReply, customerId: string): Promise<SignInResult>;
  onEmailVerified(handler: EmailVerifiedHandler): void;
  emailVerified(customerId: string, email: string): Promise<void>;
  resendVerification(customer: CustomerRow): Promise<void>;
  /** Deletes the account after every module erased its data (onCustomerDeleted handlers). */
  erase(customerId: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
  }
}

export default fp(
  async (app) => {
    const { PUBLIC_URL, DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY, REDIS_URL } = app.config;
    const linkTo = (path: string, locale: string, token: string) => {
      const site = isLocaleCode(locale) ? locale : DEFAULT_LOCALE;
      return `${PUBLIC_URL}${localizePath(path, site, { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE })}?${new URLSearchParams({ token })}`;
    };
    const MAIL_PATHS = { verify: '/verify-email', change: '/verify-email', reset: '/reset-password', changed: '/forgot-password' } as const;
    const sendMail = async (tx: Parameters<typeof app.outbox.enqueue>[0], request: MailRequest) => {
      const { customer } = request;
      const url =
        request.token === null
          ? `${PUBLIC_URL}${localizePath(MAIL_PATHS.changed, isLocaleCode(customer.locale) ? customer.locale : DEFAULT_LOCALE, { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE })}`
          : linkTo(MAIL_PATHS[request.mail], customer.locale, request.token);
      await app.outbox.enqueue(
        tx,
        accountEmail(app.i18n, { mail: request.mail, to: request.to, name: customer.firstName, brand: customer.brand, locale: customer.locale, url }),
      );
    };
    const service = createIdentityService(app.database.db, sendMail);
    const store = REDIS_URL ? createKeyValueSessionStore(app.keyValue) : createDatabaseSessionStore(app.database.db);
    const sessions = createSessionManager(store, service, { secure: app.config.environment !== 'development' });
    const verifiedHandlers: EmailVerifiedHandler[] = [];

    const identity: Identity = {
      ...service,
      sessions,
      createSession: (request, reply, customerId) => sessions.start(request, reply, customerId),
      async completeSignIn(request, reply, customerId) {
        const session = await sessions.start(request, reply, customerId);
        const firstSignIn = await service.markSignedIn(customerId);
        return { ...sessionView(session), firstSignIn };
      },
      onEmailVerified: (handler) => void verifiedHandlers.push(handler),
      async emailVerified(customerId, email) {
        for (const handler of verifiedHandlers) {
          await handler(customerId, email).catch((error: unknown) => app.log.error({ err: error, customerId }, 'an e-mail-verified handler failed'));
        }
      },
      async resendVerification(customer) {
        await app.database.db.transaction(async (tx) => {
          await sendMail(tx, { mail: 'verify', customer, to: customer.email, token: await issueToken(tx, customer.id, 'verify-email', customer.email) });
        });
      },
      async erase(customerId) {
        for (const handler of app.customerDeletedHandlers) await handler(customerId);
        await sessions.endAll(customerId);
        await service.deleteAccount(customerId);
      },
    };
    app.decorate('identity', identity);
    app.installCustomerResolver((request) => sessions.current(request));
    app.addHook('onRequest', refuseCrossSiteStateChange);
    if (app.config.environment !== 'production') await seedDemoCustomers(identity);
    await app.register(identityRoutes);
    await app.register(accountProfileRoutes);
  },
  { name: 'identity', dependencies: ['database', 'config', 'customer', 'key-value', 'rate-limit', 'outbox', 'i18n'] },
);
