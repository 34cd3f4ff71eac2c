/**
 * The identity module: shopper accounts and sessions. Decorates `fastify.identity` and installs the session resolver
 * behind `app.currentCustomer` (plugins/customer.ts). Sessions live in PostgreSQL, or in Redis when REDIS_URL is set.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localizePath, type SignInResult } from '@sf/contracts';
import { isLocaleCode } from '@sf/remote-contract';
import { originOfBrand } from '../../site-context';
import { accountProfileRoutes } from './account-routes';
import { refuseCrossSiteStateChange } from './csrf';
import { accountEmail } from './emails';
import { identityRoutes } from './routes';
import { seedDemoCustomers } from './seed';
import { createIdentityService, type CustomerRow, type IdentityService, type MailRequest } from './service';
import { createDatabaseSessionStore, createKeyValueSessionStore } from './session-store';
import { createSessionManager, sessionView, type ResolvedSession, type SessionManager } from './sessions';

export { DEMO_CUSTOMERS } from './seed';
export { SESSION_COOKIE } from './sessions';
export type { CustomerRow } from './service';
export { ARGON2_OPTIONS } from './service';

export interface RegistrationChoices {
  brand: string;
  locale: string;
  marketingOptIn: boolean;
  enrollLoyalty: boolean;
  enrollmentMarketingSource: string | undefined;
}
export type RegisteredHandler = (customer: CustomerRow, choices: RegistrationChoices) => Promise<void>;

/** Runs after an address is proven (sign-up link, e-mail change): e.g. guest orders with it attach to the account. */
export type EmailVerifiedHandler = (customerId: string, email: string) => Promise<void>;

export type Identity = IdentityService & {
  sessions: SessionManager;
  /** Signs the customer in on this browser (new session id, cookie set): password, passkey, verification link. */
  createSession(request: FastifyRequest, reply: FastifyReply, customerId: string): Promise<ResolvedSession>;
  /** createSession plus the first-sign-in mark: the SignInResult body every sign-in route answers. */
  completeSignIn(request: FastifyRequest, reply: FastifyReply, customerId: string): Promise<SignInResult>;
  onEmailVerified(handler: EmailVerifiedHandler): void;
  /** Runs after a new account is created from the sign-up form (loyalty enrolment, newsletter opt-in). */
  onRegistered(handler: RegisteredHandler): void;
  registered(customer: CustomerRow, choices: RegistrationChoices): Promise<void>;
  /** The loyalty module answers which brands' programmes a customer belongs to (none until it registers). */
  setLoyaltyLookup(lookup: (customerId: string) => Promise<string[]>): void;
  loyaltyBrandsOf(customerId: string): Promise<string[]>;
  emailVerified(customerId: string, email: string): Promise<void>;
  /**
   * Ends every session of the customer (sign out everywhere, password reset) and tells the modules that keep
   * sessions of their own (employee sessions) to end theirs.
   */
  endAllSessions(customerId: string): Promise<void>;
  onSessionsEnded(handler: (customerId: string) => Promise<void>): void;
  /** Changes the role; sessions end (a privilege change never keeps an old session). */
  changeRole(customerId: string, role: 'shopper' | 'employee'): Promise<void>;
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
    const { brandOrigins, DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY, REDIS_URL } = app.config;
    const localized = (path: string, locale: string) =>
      localizePath(path, isLocaleCode(locale) ? locale : DEFAULT_LOCALE, { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE });
    const MAIL_PATHS = {
      verify: '/verify-email',
      change: '/verify-email',
      reset: '/reset-password',
      changed: '/forgot-password',
      exists: '/forgot-password',
    } as const;
    const sendMail = async (tx: Parameters<typeof app.outbox.enqueue>[0], request: MailRequest) => {
      const { customer } = request;
      // The link opens the site the shopper registered on (its host holds their session cookie and passkeys).
      const origin = originOfBrand(brandOrigins, customer.brand, app.config.DEFAULT_BRAND);
      const path = localized(MAIL_PATHS[request.mail], customer.locale);
      const url = request.token === null ? `${origin}${path}` : `${origin}${path}?${new URLSearchParams({ token: request.token })}`;
      await app.outbox.enqueue(
        tx,
        accountEmail(app.i18n, {
          mail: request.mail,
          to: request.to,
          name: customer.firstName,
          brand: customer.brand,
          locale: customer.locale,
          url,
          signInUrl: `${origin}${localized('/sign-in', customer.locale)}`,
        }),
      );
    };
    const service = createIdentityService(app.database.db, sendMail);
    const store = REDIS_URL ? createKeyValueSessionStore(app.keyValue) : createDatabaseSessionStore(app.database.db);
    const sessions = createSessionManager(store, service, { secure: app.config.environment !== 'development' });
    const verifiedHandlers: EmailVerifiedHandler[] = [];
    const registeredHandlers: RegisteredHandler[] = [];
    const sessionsEndedHandlers: Array<(customerId: string) => Promise<void>> = [];
    const endAllSessions = async (customerId: string) => {
      await sessions.endAll(customerId);
      for (const handler of sessionsEndedHandlers) await handler(customerId);
    };
    let loyaltyLookup = async (_customerId: string): Promise<string[]> => [];

    const identity: Identity = {
      ...service,
      sessions,
      createSession: (request, reply, customerId) => sessions.start(request, reply, customerId),
      async completeSignIn(request, reply, customerId) {
        const session = await sessions.start(request, reply, customerId);
        const firstSignIn = await service.markSignedIn(customerId);
        return { ...sessionView(session, await loyaltyLookup(customerId)), firstSignIn };
      },
      setLoyaltyLookup: (lookup) => {
        loyaltyLookup = lookup;
      },
      loyaltyBrandsOf: (customerId) => loyaltyLookup(customerId),
      endAllSessions,
      onSessionsEnded: (handler) => void sessionsEndedHandlers.push(handler),
      async changeRole(customerId, role) {
        await service.setRole(customerId, role);
        await endAllSessions(customerId);
      },
      onRegistered: (handler) => void registeredHandlers.push(handler),
      async registered(customer, choices) {
        for (const handler of registeredHandlers) {
          await handler(customer, choices).catch((error: unknown) => app.log.error({ err: error, customerId: customer.id }, 'a registration handler failed'));
        }
      },
      onEmailVerified: (handler) => void verifiedHandlers.push(handler),
      async emailVerified(customerId, email) {
        for (const handler of verifiedHandlers) {
          await handler(customerId, email).catch((error: unknown) => app.log.error({ err: error, customerId }, 'an e-mail-verified handler failed'));
        }
      },
      async erase(customerId) {
        for (const handler of app.customerDeletedHandlers) await handler(customerId);
        await endAllSessions(customerId);
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
