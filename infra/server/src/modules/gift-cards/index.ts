/**
 * The gift-cards module: owns gift_cards and gift_card_ledger; decorates `fastify.giftCards` (issue, balance,
 * debit/refund inside the caller's transaction) and seeds the demo cards listed in the README.
 */
import fp from 'fastify-plugin';
import { createPinGuard } from './pin-guard';
import { giftCardRoutes } from './routes';
import { seedDemoGiftCards } from './seed';
import { createGiftCardsService, type GiftCardsService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { GiftCardsService } from './service';
export { INVALID_CARD_MESSAGE } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    giftCards: GiftCardsService;
  }
}

/** Balance checks per IP: enough for a shopper with a few cards, far too few to guess PINs. */
export const BALANCE_CHECK_LIMIT = { limit: 10, windowSeconds: 10 * 60 };

export default fp(
  async (app) => {
    const service = createGiftCardsService(app.database.db, createPinGuard(app.keyValue));
    app.decorate('giftCards', service);
    const seeded = await seedDemoGiftCards(app.database.db, service);
    if (seeded > 0) app.log.info(`gift cards: ${seeded} demo cards seeded`);
    await app.register(giftCardRoutes, { balanceLimit: BALANCE_CHECK_LIMIT });
  },
  { name: 'gift-cards', dependencies: ['database', 'key-value', 'rate-limit'] },
);
