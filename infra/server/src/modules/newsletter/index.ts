/**
 * The newsletter module: double opt-in subscriptions per brand, signed confirm / unsubscribe links, the signed-in
 * customer's preference; decorates `fastify.newsletter`. Mails go through the outbox in the same transaction.
 *
 * Marketing opt-in at sign-up: through identity's `onEmailVerified` hook, a shopper who ticked it is subscribed
 * (confirmed: the verification link proved the address) to the newsletter of the brand they registered on. Other
 * modules use `app.newsletter.subscribeConfirmed({ email, brand, locale, customerId }, tx?)` and
 * `unsubscribeAddress(email, brand)`.
 */
import fp from 'fastify-plugin';
import { isLocaleCode } from '@sf/remote-contract';
import { originOfBrand } from '../../site-context';
import { createLinkSigner } from './links';
import { newsletterRoutes } from './routes';
import { createNewsletterService, type NewsletterService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { NewsletterService, SubscriptionRequest } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

export default fp(
  async (app) => {
    const { APP_SECRET, appSecretIsDefault, environment, brandOrigins, DEFAULT_BRAND, LOCALE_PREFIX_STRATEGY, DEFAULT_LOCALE } = app.config;
    if (appSecretIsDefault && environment === 'production') {
      app.log.warn('APP_SECRET is not set: newsletter links are signed with the public development value (allowed only on a loopback PUBLIC_URL)');
    }
    app.decorate(
      'newsletter',
      createNewsletterService({
        db: app.database.db,
        outbox: app.outbox,
        i18n: app.i18n,
        links: createLinkSigner(APP_SECRET),
        siteOrigin: (brand) => originOfBrand(brandOrigins, brand, DEFAULT_BRAND),
        localePaths: { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE },
      }),
    );
    app.onCustomerDeleted((customerId) => app.newsletter.forgetCustomer(customerId));
    app.identity.onEmailVerified(async (customerId, email) => {
      const customer = await app.identity.customer(customerId);
      if (!customer?.marketingOptIn || !isLocaleCode(customer.locale)) return;
      await app.newsletter.subscribeConfirmed({ email, brand: customer.brand, locale: customer.locale, customerId });
    });
    await app.register(newsletterRoutes);
  },
  { name: 'newsletter', dependencies: ['database', 'config', 'customer', 'outbox', 'i18n', 'key-value', 'rate-limit', 'identity'] },
);
