/** The checkout module: address validation and order placement across cart, catalog, gift cards and payments. */
import fp from 'fastify-plugin';
import { localizePath } from '@sf/contracts';
import { isLocaleCode } from '@sf/remote-contract';
import { originOfBrand } from '../../site-context';
import { pickupRoutes } from './pickup-routes';
import { checkoutRoutes } from './routes';
import { createCheckoutService, type CheckoutService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
  }
}

export default fp(
  async (app) => {
    const { brandOrigins, DEFAULT_BRAND, DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY } = app.config;
    app.decorate(
      'checkout',
      createCheckoutService({
        db: app.database.db,
        cart: app.cart,
        catalog: app.catalog,
        giftCards: app.giftCards,
        loyalty: app.loyalty,
        payments: app.payments,
        orders: app.orders,
        outbox: app.outbox,
        stores: app.stores,
        // A stale index only shows a size that is gone (the cart re-checks stock), so a failed refresh is logged.
        // The change is published after the reindex, so a cache that reloads on it reads the new listing rows.
        stockChanged: async (productIds) => {
          await app.listings
            .reindexProducts(productIds)
            .catch((error: unknown) => app.log.error({ err: error, productIds }, 'search reindex after a stock change failed'));
          await app.changes.publish({ kind: 'stock', productIds });
        },
        defaultBrand: DEFAULT_BRAND,
        orderUrl: (row) => {
          const locale = isLocaleCode(row.locale) ? row.locale : DEFAULT_LOCALE;
          const path = localizePath('/order-details', locale, { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE });
          // Issue 24: the order's brand site (its own origin), whatever host the order was placed through.
          const origin = originOfBrand(brandOrigins, row.brand, DEFAULT_BRAND);
          return `${origin}${path}?${new URLSearchParams({ orderNumber: row.orderNumber, email: row.email })}`;
        },
      }),
    );
    await app.register(checkoutRoutes);
    // Issue 25: the store counter for pickup orders and the shopper's pickup barcode.
    await app.register(
      pickupRoutes({
        db: app.database.db,
        payments: app.payments,
        orders: app.orders,
        outbox: app.outbox,
        stores: app.stores,
        i18n: app.i18n,
        barcodeUrl: (row) => {
          const origin = originOfBrand(brandOrigins, row.brand, DEFAULT_BRAND);
          return `${origin}/api/orders/${row.orderNumber}/pickup-code.svg?${new URLSearchParams({ email: row.email })}`;
        },
      }),
    );
    // Abandoned challenges give their stock back, and orders a killed instance left half-way are settled within
    // INTERRUPTED_ORDER_MS + one sweep (45 s); unref'd so a timer never keeps the process alive.
    const sweeper = setInterval(() => {
      app.checkout.expireStale().catch((error: unknown) => app.log.error({ err: error }, 'expiring stale orders failed'));
      app.checkout
        .recoverInterrupted()
        .then(({ paid, cancelled }) => {
          if (paid + cancelled > 0) app.log.warn(`recovered interrupted orders: ${paid} paid, ${cancelled} cancelled`);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'recovering interrupted orders failed'));
    }, 15_000);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  {
    name: 'checkout',
    dependencies: [
      'database',
      'config',
      'change-feed',
      'cart',
      'catalog',
      'gift-cards',
      'loyalty',
      'payments',
      'orders',
      'outbox',
      'search',
      'stores',
      'i18n',
      'operators',
    ],
  },
);
