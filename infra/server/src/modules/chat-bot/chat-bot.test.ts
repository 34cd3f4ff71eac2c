import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCALES, type LocaleCode } from '@sf/remote-contract';
import { describeDatabases } from '../../test/databases';
import { orders } from '../orders/tables';
import { createChatBot } from './bot';
import type { CustomerOrders, OrderStatusView } from './customer-orders';
import { evaluateBot, EVALUATION_LOCALE_PATHS } from './evaluation/evaluate';
import { EVALUATION_QUESTIONS } from './evaluation/questions';
import { helpArticlesFor } from './help-articles';
import { BOT_TEXTS } from './texts';
import type { ChatBotReply } from './types';

const ADA = '0b6f5a52-1d2c-4f4e-9a38-0c1f3a6e0001';
const GRACE = '0b6f5a52-1d2c-4f4e-9a38-0c1f3a6e0002';

const ADAS_ORDER: OrderStatusView = {
  orderNumber: 'NB12345678',
  status: 'shipped',
  placedAt: '2026-03-02T10:00:00.000Z',
  shipment: { carrier: 'DPD', trackingNumber: 'DPD0042', estimatedDelivery: '2026-03-05T00:00:00.000Z' },
};
const GRACES_ORDER: OrderStatusView = { orderNumber: 'KS87654321', status: 'paid', placedAt: '2026-03-03T10:00:00.000Z', shipment: null };

/** Two customers' orders, each readable by its owner only (as the orders module's forCustomer). */
function fakeOrders(): CustomerOrders & { calls: string[] } {
  const owned = new Map([
    [ADA, [ADAS_ORDER]],
    [GRACE, [GRACES_ORDER]],
  ]);
  const calls: string[] = [];
  return {
    calls,
    mine: async (customerId, orderNumber) => {
      calls.push(`mine ${customerId} ${orderNumber}`);
      return owned.get(customerId)?.find((order) => order.orderNumber === orderNumber) ?? null;
    },
    latest: async (customerId) => {
      calls.push(`latest ${customerId}`);
      return owned.get(customerId)?.[0] ?? null;
    },
  };
}

function botWith(customerOrders: CustomerOrders = fakeOrders()) {
  return createChatBot({ articlesOf: helpArticlesFor('Northbound'), orders: customerOrders, localePaths: EVALUATION_LOCALE_PATHS });
}

const ask = (bot: ReturnType<typeof botWith>, text: string, locale: LocaleCode = 'uk-en', customerId: string | null = null): Promise<ChatBotReply> =>
  bot.reply({ text, locale, customerId, conversationId: randomUUID() });

describe('chat bot: answers from the help centre', () => {
  it('answers a delivery question with the delivery article and its link in the shopper’s locale', async () => {
    const bot = botWith();
    const reply = await ask(bot, 'how much is shipping?');
    expect(reply).toMatchObject({ confident: true, handoff: false });
    expect(reply.links).toEqual([{ title: 'How much does delivery cost?', href: '/help/delivery/delivery-costs' }]);
    expect(reply.body).toMatch(/^Standard delivery is free/);

    const american = await ask(bot, 'how much is shipping?', 'us-en');
    expect(american.links[0]?.href).toBe('/us-en/help/delivery/delivery-costs');
  });

  it('answers a German question with the German article on the German site', async () => {
    const reply = await ask(botWith(), 'Was kostet der Versand?', 'de-de');
    expect(reply.confident).toBe(true);
    expect(reply.links).toEqual([{ title: 'Was kostet die Lieferung?', href: '/de-de/help/delivery/delivery-costs' }]);
    expect(reply.body).toMatch(/Standardversand kostenlos/);
  });

  it('answers on the Austrian site from the German articles, with the Austrian prefix', async () => {
    const reply = await ask(botWith(), 'Wie lange dauert die Lieferung?', 'at-de');
    expect(reply.links[0]?.href).toBe('/at-de/help/delivery/delivery-times');
  });

  it('offers a colleague when no article fits, without handing over itself', async () => {
    const reply = await ask(botWith(), 'is it going to rain tomorrow in leeds');
    expect(reply).toEqual({ body: BOT_TEXTS.en.notSure, links: [], confident: false, handoff: false });
  });

  it('fills the brand into answers and never echoes the shopper’s text', async () => {
    const reply = await ask(botWith(), '<img src=x onerror=alert(1)> how do i join the loyalty programme');
    expect(reply.links[0]?.title).toBe('How do I join the Northbound loyalty programme?');
    expect(JSON.stringify(reply)).not.toMatch(/<img|onerror|\{brand\}/);
    const unknown = await ask(botWith(), '<script>alert(1)</script>');
    expect(JSON.stringify(unknown)).not.toMatch(/<script/);
  });
});

describe('chat bot: handoff and small talk', () => {
  const handoffs: Array<[LocaleCode, string]> = [
    ['uk-en', 'can I talk to a human please'],
    ['uk-en', 'AGENT'],
    ['us-en', 'I want to speak to someone'],
    ['uk-en', 'real person pls'],
    ['de-de', 'Ich möchte mit einem Mitarbeiter sprechen'],
    ['de-de', 'Mensch bitte!'],
    ['fr-fr', 'je veux parler à un conseiller'],
    ['fr-fr', 'un humain svp'],
    ['nl-nl', 'kan ik een medewerker spreken?'],
    ['be-nl', 'ik wil een mens'],
    ['es-es', 'quiero hablar con una persona'],
    ['es-es', 'agente por favor'],
    ['it-it', 'posso parlare con un operatore?'],
    ['pl-pl', 'chcę rozmawiać z konsultantem'],
    ['pl-pl', 'z człowiekiem proszę'],
    ['pt-pt', 'quero falar com uma pessoa'],
    ['de-de', 'agent please'],
  ];
  it.each(handoffs)('%s "%s" hands over', async (locale, text) => {
    const reply = await ask(botWith(), text, locale);
    expect(reply).toMatchObject({ handoff: true, links: [] });
    // In the site's language, whichever language the shopper asked in.
    expect(reply.body).toBe(BOT_TEXTS[LOCALES[locale].language].handoff);
  });

  it('does not take "someone else" or "another person" collecting an order for a request for a person', async () => {
    const english = await ask(botWith(), 'can someone else collect my order?');
    expect(english).toMatchObject({ handoff: false, confident: true });
    expect(english.links[0]?.href).toBe('/help/store-pickup/who-can-collect');
    const spanish = await ask(botWith(), '¿Puede otra persona recoger mi pedido?', 'es-es');
    expect(spanish.handoff).toBe(false);
    expect(spanish.links[0]?.href).toBe('/es-es/help/store-pickup/who-can-collect');
  });

  it('answers greetings and thanks briefly in the site’s language, and a greeting with a question as the question', async () => {
    expect((await ask(botWith(), 'Hi!')).body).toBe(BOT_TEXTS.en.greeting);
    expect((await ask(botWith(), 'Guten Morgen', 'de-de')).body).toBe(BOT_TEXTS.de.greeting);
    expect((await ask(botWith(), 'merci beaucoup !', 'fr-fr')).body).toBe(BOT_TEXTS.fr.thanks);
    expect((await ask(botWith(), 'dziękuję', 'pl-pl')).body).toBe(BOT_TEXTS.pl.thanks);
    expect((await ask(botWith(), '   ')).body).toBe(BOT_TEXTS.en.greeting);
    const question = await ask(botWith(), 'Hello, how much is shipping?');
    expect(question.links[0]?.href).toBe('/help/delivery/delivery-costs');
  });
});

describe('chat bot: order status', () => {
  it('tells a signed-in shopper the status of their own order, with tracking and a link to it', async () => {
    const reply = await ask(botWith(), 'where is my order NB 1234 5678?', 'uk-en', ADA);
    expect(reply).toMatchObject({ confident: true, handoff: false });
    expect(reply.body).toBe('Your order NB12345678 of 2 March 2026 is on its way. DPD tracking number: DPD0042. Expected delivery: 5 March 2026.');
    expect(reply.links).toEqual([{ title: 'Order NB12345678', href: '/account/order-details/NB12345678' }]);
  });

  it('answers about the latest order when no number is given, in the shopper’s language', async () => {
    const reply = await ask(botWith(), 'Wo ist meine Bestellung?', 'de-de', GRACE);
    expect(reply.body).toBe('Deine Bestellung KS87654321 vom 3. März 2026 ist bezahlt und wird in unserem Lager vorbereitet.');
    expect(reply.links[0]?.href).toBe('/de-de/account/order-details/KS87654321');
  });

  it('answers someone else’s order number exactly like an unknown one, revealing nothing of it', async () => {
    const bot = botWith();
    const others = await ask(bot, 'status of order KS87654321', 'uk-en', ADA);
    const unknown = await ask(bot, 'status of order KS11111111', 'uk-en', ADA);
    expect(others).toEqual({ ...unknown });
    expect(others.body).toBe(BOT_TEXTS.en.orderNotFound);
    expect(JSON.stringify(others)).not.toMatch(/KS87654321|paid|Grace/);
    expect(others.links).toEqual([{ title: 'Order status', href: '/order-status' }]);
  });

  it('never looks an order up for a guest: sign in or use the order status page', async () => {
    const customerOrders = fakeOrders();
    const reply = await ask(botWith(customerOrders), 'where is my order NB12345678', 'fr-fr', null);
    expect(customerOrders.calls).toEqual([]);
    expect(reply.body).toBe(BOT_TEXTS.fr.guestOrder);
    expect(reply.links.map((link) => link.href)).toEqual(['/fr-fr/order-status', '/fr-fr/help/delivery/track-your-order']);
    expect(JSON.stringify(reply)).not.toMatch(/NB12345678|DPD/);
  });

  it('says so when a signed-in shopper has no orders', async () => {
    const reply = await ask(botWith(), 'order status', 'uk-en', randomUUID());
    expect(reply.body).toBe(BOT_TEXTS.en.noOrders);
  });
});

describe('chat bot: retrieval quality on the written question set', () => {
  it('has at least 40 English and 10 German and French questions', () => {
    const count = (language: string) => EVALUATION_QUESTIONS.filter((question) => question.language === language && question.expected).length;
    expect(count('en')).toBeGreaterThanOrEqual(40);
    expect(count('de')).toBeGreaterThanOrEqual(10);
    expect(count('fr')).toBeGreaterThanOrEqual(10);
  });

  // Floors a little under the measured figures (en 0.77, de 0.74, fr 0.85 on all questions; the bench prints them).
  it('answers enough questions with the right article, and few off-topic ones confidently', async () => {
    const figures = await evaluateBot();
    expect(figures.byLanguage.en.share).toBeGreaterThanOrEqual(0.75);
    expect(figures.byLanguage.de.share).toBeGreaterThanOrEqual(0.7);
    expect(figures.byLanguage.fr.share).toBeGreaterThanOrEqual(0.8);
    expect(figures.offTopic.confident).toBeLessThanOrEqual(3);
  });
});

describeDatabases('chat bot on the orders table', (context) => {
  async function insertOrder(orderNumber: string, customerId: string | null, email: string) {
    const address = { firstName: 'A', lastName: 'B', addressLine1: '1 Road', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' };
    await context.db.insert(orders).values({
      id: randomUUID(),
      orderNumber,
      brand: 'northbound',
      locale: 'uk-en',
      status: 'paid',
      email,
      customerId,
      basketId: randomUUID(),
      warehouseId: 'eu-dc',
      currency: 'GBP',
      idempotencyKey: randomUUID(),
      requestHash: 'test',
      totals: { currency: 'GBP', totalWithoutTaxAfterDiscount: 1000, shipping: 0, merchandiseTotalTax: 200, total: 1200 },
      billingAddress: { ...address, email },
      shippingAddress: address,
      shippingMethod: { code: 'standard', label: 'Standard' },
      items: [],
      paymentMethods: [],
      giftCardDebits: [],
      giftCardLines: [],
      paidAt: new Date(),
    });
  }

  it('is registered on the app and reads only the asking customer’s orders', async () => {
    const ada = randomUUID();
    const grace = randomUUID();
    await insertOrder('NB20000001', ada, 'ada@example.com');
    await insertOrder('NB20000002', grace, 'grace@example.com');
    await insertOrder('NB20000003', null, 'ada@example.com');
    const reply = (text: string, customerId: string | null) => context.app.chatBot.reply({ text, locale: 'uk-en', customerId, conversationId: randomUUID() });

    expect((await reply('where is my order NB20000001', ada)).body).toMatch(/^Your order NB20000001 of .* is paid/);
    expect((await reply('where is my order', ada)).links[0]?.href).toBe('/account/order-details/NB20000001');
    const graces = await reply('where is my order NB20000002', ada);
    const guestOrder = await reply('where is my order NB20000003', ada);
    const unknown = await reply('where is my order NB29999999', ada);
    expect(graces).toEqual(unknown);
    expect(guestOrder).toEqual(unknown);
    expect(await reply('where is my order NB20000001', 'not-a-uuid')).toEqual(unknown);
    expect((await reply('where is my order NB20000001', null)).body).toBe(BOT_TEXTS.en.guestOrder);
  });
});
