/** Saved gift cards: saved by number + PIN through the gift-cards checks and rate limit, listed with live balances. */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MAX_SAVED_GIFT_CARDS } from '@sf/contracts/api';
import type { SavedGiftCard, SavedGiftCardList } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { BALANCE_CHECK_LIMIT } from '../gift-cards';
import { accountFixtures, type Shopper, testCustomerResolver } from '../../test/account-fixtures';

const BALANCE_CARD = { number: '6010000000000001', pin: '1234' };
const SPEND_CARD = { number: '6010000000000002', pin: '2345' };
const EURO_CARD = { number: '6020000000000001', pin: '1234' };

let addresses = 0;
/** Each check from its own address, unless a test is about the per-address limit. */
const freshIp = () => {
  addresses += 1;
  return `10.88.${(addresses >> 8) & 255}.${addresses & 255}`;
};

describeDatabases(
  'account: saved gift cards',
  (context) => {
    const { shopper, call } = accountFixtures(context);
    const save = (who: Shopper | null, card: { number: string; pin: string }, ip = freshIp()) =>
      call<SavedGiftCard>(who, 'POST', '/api/account/gift-cards', card, {}, ip);
    const list = async (who: Shopper) => (await call<SavedGiftCardList>(who, 'GET', '/api/account/gift-cards')).body;

    it('answers 401 to a guest', async () => {
      expect((await call(null, 'GET', '/api/account/gift-cards')).status).toBe(401);
      expect((await save(null, BALANCE_CARD)).status).toBe(401);
      expect((await call(null, 'DELETE', `/api/account/gift-cards/${randomUUID()}`)).status).toBe(401);
    });

    it('saves a card once by number and PIN and lists it with its current balance', async () => {
      const ann = shopper();
      const saved = await save(ann, { number: '6010 0000 0000 0001', pin: BALANCE_CARD.pin });
      expect(saved.status, saved.raw).toBe(201);
      expect(saved.body).toMatchObject({ maskedNumber: '•••• 0001', balance: { amount: 10000, currency: 'GBP' }, status: 'active' });
      expect(saved.raw).not.toContain(BALANCE_CARD.number);
      expect(saved.raw).not.toContain('"pin"');
      const again = await save(ann, BALANCE_CARD);
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(saved.body.id);
      await save(ann, SPEND_CARD);
      await save(ann, EURO_CARD);
      // The balance is read live: spend some of a saved card and the list shows what is left.
      await context.db.transaction((tx) =>
        context.app.giftCards.debit(tx, { number: SPEND_CARD.number, pin: SPEND_CARD.pin, amount: { amount: 1250, currency: 'GBP' }, orderRef: 'TEST' }),
      );
      const cards = await list(ann);
      expect(cards.max).toBe(MAX_SAVED_GIFT_CARDS);
      expect(cards.giftCards.map((card) => [card.maskedNumber, card.balance.amount, card.balance.currency])).toEqual([
        ['•••• 0001', 10000, 'EUR'],
        ['•••• 0002', 3750, 'GBP'],
        ['•••• 0001', 10000, 'GBP'],
      ]);
    });

    it('refuses a wrong PIN or number with one message, and malformed input naming the field', async () => {
      const bob = shopper();
      for (const card of [
        { number: BALANCE_CARD.number, pin: '9999' },
        { number: '6010000000009999', pin: '1234' },
      ]) {
        const reply = await save(bob, card);
        expect(reply.status).toBe(404);
        expect(reply.body.message).toBe('The gift card number or PIN is not right.');
      }
      const malformed = await save(bob, { number: '12', pin: '1' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain('body/number');
      expect((await list(bob)).giftCards).toEqual([]);
    });

    it('shares the balance check rate limit per address: guessing PINs through the account is no faster', async () => {
      const cat = shopper();
      const ip = freshIp();
      for (let index = 0; index < BALANCE_CHECK_LIMIT.limit; index += 1) {
        // Wrong PINs of a card no other test uses (the PIN guard blocks a card after as many failures).
        const check = await context.app.inject({
          method: 'POST',
          url: '/api/gift-cards/balance',
          payload: { number: '6060000000000001', pin: '0000' },
          remoteAddress: ip,
        });
        expect(check.statusCode).toBe(404);
      }
      const limited = await save(cat, BALANCE_CARD, ip);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBeTruthy();
      expect((await save(cat, BALANCE_CARD)).status).toBe(201);
    });

    it("never lists or removes another shopper's saved card: 404", async () => {
      const owner = shopper();
      const intruder = shopper();
      const card = (await save(owner, BALANCE_CARD)).body;
      expect((await list(intruder)).giftCards).toEqual([]);
      const removal = await call(intruder, 'DELETE', `/api/account/gift-cards/${card.id}`);
      expect(removal.status).toBe(404);
      expect(removal.body.message).toBe('Saved gift card not found');
      expect((await list(owner)).giftCards.map((entry) => entry.id)).toEqual([card.id]);
      const removed = await call<SavedGiftCardList>(owner, 'DELETE', `/api/account/gift-cards/${card.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body.giftCards).toEqual([]);
    });

    it('saving the same card from two tabs at once keeps one', async () => {
      const dan = shopper();
      const replies = await Promise.all([1, 2, 3].map(() => save(dan, BALANCE_CARD)));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 201]);
      expect((await list(dan)).giftCards).toHaveLength(1);
    });
  },
  { resolveCustomer: testCustomerResolver },
);
