/**
 * The chat bot module (issue 27): the assistant that answers shoppers in live chat from our own help centre (MiniSearch
 * retrieval in process, no model service), the signed-in shopper's own orders, and small talk, and says when to hand
 * over to a person. The chat service calls `fastify.chatBot.reply(…)`.
 */
import fp from 'fastify-plugin';
import { BRANDS } from '@sf/remote-contract';
import { createChatBot } from './bot';
import { customerOrdersFrom } from './customer-orders';
import { helpArticlesFor } from './help-articles';
import type { ChatBot } from './types';

export type { ChatBot, ChatBotReply } from './types';
export { createChatBot, type ChatBotOptions } from './bot';
export { customerOrdersFrom, type CustomerOrders, type OrderStatusView } from './customer-orders';
export { helpArticlesFor } from './help-articles';

declare module 'fastify' {
  interface FastifyInstance {
    chatBot: ChatBot;
  }
}

export default fp(
  async (app) => {
    const { DEFAULT_BRAND, DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY } = app.config;
    app.decorate(
      'chatBot',
      createChatBot({
        // The reply has no brand: articles name the default brand (one sentence and one title mention it).
        articlesOf: helpArticlesFor(BRANDS[DEFAULT_BRAND].name),
        orders: customerOrdersFrom(app.orders),
        localePaths: { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE },
      }),
    );
  },
  { name: 'chat-bot', dependencies: ['config', 'help', 'orders'] },
);
